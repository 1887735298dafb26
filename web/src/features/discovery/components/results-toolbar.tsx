import { SEARCH_SORTS } from '../../../../../shared/domain/search'
import { SORT_LABELS } from '../constants'
import type { SearchParams, SearchSort } from '../use-journalist-search'
import { SaveSearchForm } from './save-search-form'

interface ResultsToolbarProps {
  sidebarId: string
  showFilters: boolean
  onToggleFilters(): void
  filterCount: number
  /** The search on screen, once there is one. */
  search: SearchParams | null
  saveName: string
  onSort(sort: SearchSort): void
}

/** Above the results: the sidebar toggle with the filter count, the sort, and saving the search. */
export function ResultsToolbar(props: ResultsToolbarProps) {
  const { sidebarId, showFilters, onToggleFilters, filterCount, search, saveName, onSort } = props
  return (
    <div className="results-toolbar">
      <button
        type="button"
        className="button button-secondary"
        aria-expanded={showFilters}
        aria-controls={sidebarId}
        onClick={onToggleFilters}
      >
        <FilterIcon />
        {showFilters ? 'Hide filters' : 'Show filters'}
        {filterCount > 0 && (
          <span className="filter-count">
            {filterCount}
            <span className="visually-hidden"> active</span>
          </span>
        )}
      </button>
      {search && (
        <div className="results-toolbar-end">
          <div className="sort-select">
            <label htmlFor="results-sort">Sort by</label>
            <select
              id="results-sort"
              value={search.sort}
              onChange={(event) => onSort(event.target.value as SearchSort)}
            >
              {SEARCH_SORTS.map((value) => (
                <option key={value} value={value}>
                  {SORT_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <SaveSearchForm search={search} suggestedName={saveName} />
        </div>
      )}
    </div>
  )
}

function FilterIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M1.5 3h13l-5 6v4.5l-3-1.5V9z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  )
}
