import type { JournalistSummary } from '../../../../../shared/contracts/discovery'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { SEARCH_MESSAGES } from '../constants'
import { JournalistCard, type ResultsView } from './journalist-card'

interface SearchResultsProps {
  journalists: JournalistSummary[]
  total: number
  view: ResultsView
  selected: ReadonlySet<string>
  onSelect(id: string, selected: boolean): void
  starred: ReadonlySet<string>
  onToggleStar(id: string): void
  loadingMore: boolean
  /** A failed next page: the results already shown stay. */
  error: string | null
  onLoadMore(): void
}

export function SearchResults(props: SearchResultsProps) {
  const {
    journalists,
    total,
    view,
    selected,
    onSelect,
    starred,
    onToggleStar,
    loadingMore,
    error,
    onLoadMore,
  } = props
  return (
    <>
      <ul
        className={view === 'grid' ? 'results results-grid' : 'results results-list'}
        aria-label="Journalists"
      >
        {journalists.map((journalist) => (
          <li key={journalist.id}>
            <JournalistCard
              journalist={journalist}
              view={view}
              starred={starred.has(journalist.id)}
              onToggleStar={() => onToggleStar(journalist.id)}
              selection={{
                selected: selected.has(journalist.id),
                onChange: (on) => onSelect(journalist.id, on),
              }}
            />
          </li>
        ))}
      </ul>
      {error && <ErrorBanner message={error} />}
      <div className="load-more">
        <p className="muted">
          Showing {journalists.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')}
        </p>
        {journalists.length < total && (
          <button
            type="button"
            className="button button-secondary"
            onClick={onLoadMore}
            disabled={loadingMore}
            aria-busy={loadingMore}
          >
            {loadingMore && <span className="spinner" aria-hidden="true" />}
            {SEARCH_MESSAGES.loadMore}
          </button>
        )}
      </div>
    </>
  )
}
