import { ErrorBanner } from '../../../components/ui/error-banner'
import { Link } from '../../../components/ui/link'
import { LoadingState } from '../../../components/ui/loading-state'
import { describeSearch } from '../filters'
import { searchHref } from '../search-href'
import { useSavedSearches } from '../use-saved-searches'
import { formatDate } from './journalist-parts'

/** The founder's named searches, kept on the server: run one on Search, or delete it. */
export function SavedSearches() {
  const { state: saved, deleting, remove } = useSavedSearches()

  return (
    <section className="card section-card" aria-labelledby="saved-searches-heading">
      <h2 id="saved-searches-heading">Saved searches</h2>
      {saved.status === 'loading' && <LoadingState label="Loading saved searches..." />}
      {saved.status === 'error' && <ErrorBanner message={saved.message} />}
      {saved.status === 'ready' && saved.searches.length === 0 && (
        <p className="muted">No saved searches yet. Use Save Search on the Search page to keep one here.</p>
      )}
      {saved.status === 'ready' && saved.searches.length > 0 && (
        <ul className="saved-list">
          {saved.searches.map((search) => (
            <li key={search.id} className="saved-item">
              <div className="saved-item-text">
                <span className="saved-item-name">{search.name}</span>
                <span className="saved-item-detail">
                  {describeSearch(search.query, search.filters)} · saved {formatDate(search.created_at)}
                </span>
              </div>
              <Link
                to={searchHref(search)}
                className="button button-secondary"
                aria-label={`Run saved search ${search.name}`}
              >
                Run
              </Link>
              <button
                type="button"
                className="button button-ghost button-danger"
                aria-label={`Delete saved search ${search.name}`}
                disabled={deleting === search.id}
                onClick={() => void remove(search)}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
