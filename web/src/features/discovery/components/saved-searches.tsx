import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import type { SavedSearch } from '../../../../../shared/contracts/discovery'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { LoadingState } from '../../../components/ui/loading-state'
import { useToast } from '../../../components/ui/toast'
import { isAbortError } from '../../../lib/api-client'
import { errorMessage, serverMessage } from '../../../lib/error-message'
import { discoveryApi } from '../api'
import { describeSearch } from '../filters'
import { searchHref } from '../search-url'
import { formatDate } from './journalist-parts'

type Saved =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; searches: SavedSearch[] }

/** The founder's named searches, kept on the server: run one on Search, or delete it. */
export function SavedSearches() {
  const [saved, setSaved] = useState<Saved>({ status: 'loading' })
  const [deleting, setDeleting] = useState<string | null>(null)
  const toast = useToast()

  useEffect(() => {
    const controller = new AbortController()
    discoveryApi
      .savedSearches(controller.signal)
      .then(({ searches }) => setSaved({ status: 'ready', searches }))
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return
        setSaved({ status: 'error', message: errorMessage(error) })
      })
    return () => controller.abort()
  }, [])

  async function remove(search: SavedSearch) {
    setDeleting(search.id)
    try {
      await discoveryApi.deleteSavedSearch(search.id)
      setSaved((current) =>
        current.status === 'ready'
          ? { ...current, searches: current.searches.filter((s) => s.id !== search.id) }
          : current,
      )
      toast(`Deleted saved search “${search.name}”`)
    } catch (error) {
      toast(serverMessage(error, 'Failed to delete saved search'), 'error')
    } finally {
      setDeleting(null)
    }
  }

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
