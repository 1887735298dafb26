import { SEARCH_MESSAGES } from '../constants'
import { describeSearch } from '../filters'
import type { SearchHistoryItem } from '../search-history'
import { formatDate } from './journalist-parts'

export function NoResults({ onClearAll }: { onClearAll(): void }) {
  return (
    <div className="empty-state empty-state-cta">
      <p className="empty-state-title">{SEARCH_MESSAGES.emptyTitle}</p>
      <p>{SEARCH_MESSAGES.emptyHint}</p>
      <button type="button" className="button button-secondary" onClick={onClearAll}>
        {SEARCH_MESSAGES.clearAll}
      </button>
    </div>
  )
}

interface StartDiscoveryProps {
  recent: SearchHistoryItem[]
  onRun(item: SearchHistoryItem): void
}

/** Before the first search: what to do, and the last few searches to pick up again. */
export function StartDiscovery({ recent, onRun }: StartDiscoveryProps) {
  return (
    <div className="empty-state empty-state-cta">
      <span className="empty-state-icon" aria-hidden="true">
        ⌕
      </span>
      <p className="empty-state-title">{SEARCH_MESSAGES.startTitle}</p>
      <p>Describe the journalists you want in plain words, or narrow down with the filters.</p>
      {recent.length > 0 && (
        <div className="recent-searches">
          <h2 className="recent-searches-title">Recent searches</h2>
          <ul>
            {recent.map((item) => (
              <li key={`${item.timestamp}-${item.query}`}>
                <button type="button" className="recent-search" onClick={() => onRun(item)}>
                  <span className="recent-search-query">{describeSearch(item.query, item.filters)}</span>
                  <span className="recent-search-meta">
                    {item.resultCount} {item.resultCount === 1 ? 'result' : 'results'} ·{' '}
                    {formatDate(new Date(item.timestamp).toISOString())}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
