import { resultCountText, SEARCH_MESSAGES } from '../constants'
import type { ResultsView } from './journalist-card'

export type SearchMode = 'natural' | 'advanced'

interface SearchHeaderProps {
  total: number | null
  mode: SearchMode
  onMode(mode: SearchMode): void
  view: ResultsView
  onView(view: ResultsView): void
  exporting: boolean
  onExport(): void
}

/** Title, result count, mode and view switches, and the export of the whole search. */
export function SearchHeader({ total, mode, onMode, view, onView, exporting, onExport }: SearchHeaderProps) {
  return (
    <header className="page-header search-header">
      <div>
        <h1>Discover Journalists</h1>
        <p className="search-count" aria-live="polite">
          {total === null ? SEARCH_MESSAGES.idleCount : resultCountText(total)}
        </p>
      </div>
      <div className="search-header-actions">
        <fieldset className="segmented">
          <legend className="visually-hidden">Search mode</legend>
          {(['natural', 'advanced'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              className="segmented-option"
              onClick={() => onMode(value)}
            >
              {value === 'natural' ? 'Natural' : 'Advanced'}
            </button>
          ))}
        </fieldset>
        <fieldset className="segmented">
          <legend className="visually-hidden">Results view</legend>
          <button
            type="button"
            aria-pressed={view === 'grid'}
            aria-label="Grid view"
            title="Grid view"
            className="segmented-option segmented-icon"
            onClick={() => onView('grid')}
          >
            <GridIcon />
          </button>
          <button
            type="button"
            aria-pressed={view === 'list'}
            aria-label="List view"
            title="List view"
            className="segmented-option segmented-icon"
            onClick={() => onView('list')}
          >
            <ListIcon />
          </button>
        </fieldset>
        {total !== null && total > 0 && (
          <button type="button" className="button button-secondary" onClick={onExport} disabled={exporting}>
            {exporting ? <span className="spinner" aria-hidden="true" /> : <span aria-hidden="true">↓</span>}
            Export
          </button>
        )}
      </div>
    </header>
  )
}

function GridIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M1 1h6v6H1zM9 1h6v6H9zM1 9h6v6H1zM9 9h6v6H9z" fill="currentColor" />
    </svg>
  )
}

function ListIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M1 2h14v2.5H1zM1 6.75h14v2.5H1zM1 11.5h14V14H1z" fill="currentColor" />
    </svg>
  )
}
