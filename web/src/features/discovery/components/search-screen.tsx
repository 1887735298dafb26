import { useState } from 'react'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { LoadingState } from '../../../components/ui/loading-state'
import { usePitchlistIds } from '../../pitchlist'
import { SEARCH_MESSAGES } from '../constants'
import { countFilters, describeSearch } from '../filters'
import { EMPTY_STATE_RECENT_LIMIT } from '../search-history'
import { useFacetOptions } from '../use-facet-options'
import { useSearchExports } from '../use-search-exports'
import { useSearchScreen } from '../use-search-screen'
import { ActiveFilters } from './active-filters'
import { AdvancedSearchForm } from './advanced-search-form'
import { BulkBar } from './bulk-bar'
import { FilterSidebar } from './filter-sidebar'
import type { ResultsView } from './journalist-card'
import { NaturalSearchBox } from './natural-search-box'
import { PublicationFeeds } from './publication-feeds'
import { RelatedSearches } from './related-searches'
import { ResultsToolbar } from './results-toolbar'
import { NoResults, StartDiscovery } from './search-empty-states'
import { SearchHeader, type SearchMode } from './search-header'
import { SearchResults } from './search-results'

const SIDEBAR_ID = 'search-filters'

/** Discover Journalists: natural or advanced search, filters, results, selection and export. */
export function SearchScreen() {
  const {
    search,
    history,
    text,
    setText,
    filters,
    parsedFilters,
    notUnderstood,
    notices,
    editable,
    selected,
    actions,
  } = useSearchScreen()
  const pitchlist = usePitchlistIds()
  const facetOptions = useFacetOptions()
  const { exporting, exportCsv } = useSearchExports()
  const [mode, setMode] = useState<SearchMode>('natural')
  const [view, setView] = useState<ResultsView>('grid')
  // On a phone the sidebar would push the results a screen down: it starts hidden there.
  const [showFilters, setShowFilters] = useState(() => window.matchMedia('(min-width: 721px)').matches)
  const [adding, setAdding] = useState(false)
  const { state } = search
  const params = state.params
  const hasResults = state.status === 'results' && state.total > 0
  // While a refinement loads, the header keeps the last count rather than flashing back to the idle text.
  const shownTotal =
    state.status === 'results'
      ? state.total
      : state.status === 'loading'
        ? (state.response?.total ?? null)
        : null

  async function addSelected() {
    setAdding(true)
    const added = await pitchlist.addMany([...selected])
    for (const id of added) actions.select(id, false)
    setAdding(false)
  }

  return (
    <>
      <SearchHeader
        total={shownTotal}
        mode={mode}
        onMode={setMode}
        view={view}
        onView={setView}
        exporting={exporting === 'all'}
        onExport={() => params && void exportCsv(params, 'all')}
      />
      <section className="card search-panel" aria-label="Search">
        {mode === 'natural' ? (
          <NaturalSearchBox
            text={text}
            onTextChange={setText}
            onSearch={actions.searchText}
            onExample={actions.searchRelated}
            onPickSuggestion={actions.pickSuggestion}
            loading={state.status === 'loading'}
          />
        ) : (
          <AdvancedSearchForm
            key={JSON.stringify(editable)}
            initial={editable}
            options={facetOptions}
            loading={state.status === 'loading'}
            onRun={actions.runParams}
          />
        )}
      </section>
      <div className={showFilters ? 'search-layout search-layout-with-filters' : 'search-layout'}>
        {showFilters && (
          <FilterSidebar
            id={SIDEBAR_ID}
            options={state.response?.aggregations ?? facetOptions}
            filters={filters}
            onToggle={actions.toggleFilter}
            onChange={actions.applyFilters}
          />
        )}
        <div className="search-results-column">
          <ResultsToolbar
            sidebarId={SIDEBAR_ID}
            showFilters={showFilters}
            onToggleFilters={() => setShowFilters(!showFilters)}
            filterCount={countFilters(filters)}
            search={hasResults ? params : null}
            saveName={params ? describeSearch(params.query, params.filters) : ''}
            onSort={actions.setSort}
          />
          <ActiveFilters
            filters={filters}
            parsed={parsedFilters}
            onChange={actions.applyFilters}
            onClearAll={actions.clearAll}
          />
          {notices.map((notice) => (
            <p key={notice} className="search-notice" role="status">
              {notice}
            </p>
          ))}
          {notUnderstood.length > 0 && (
            <p className="search-not-understood">
              Not understood: {notUnderstood.map((word) => `“${word}”`).join(', ')}
            </p>
          )}
          {selected.size > 0 && (
            <BulkBar
              count={selected.size}
              busy={adding ? 'adding' : exporting === 'selected' ? 'exporting' : null}
              onAdd={() => void addSelected()}
              onExport={() =>
                params && void exportCsv({ ...params, journalistIds: [...selected] }, 'selected')
              }
              onClear={actions.clearSelection}
            />
          )}
          {state.status === 'idle' && (
            <StartDiscovery
              recent={history.recent(EMPTY_STATE_RECENT_LIMIT)}
              onRun={(item) => actions.runParams({ ...item, sort: 'relevance' })}
            />
          )}
          {state.status === 'loading' && <LoadingState label={SEARCH_MESSAGES.loading} />}
          {state.status === 'error' && state.error && <ErrorBanner message={state.error} />}
          {state.status === 'results' && state.total === 0 && <NoResults onClearAll={actions.clearAll} />}
          {hasResults && (
            <>
              <RelatedSearches
                suggestions={state.response?.suggestions ?? []}
                onRun={actions.searchRelated}
              />
              <SearchResults
                journalists={state.journalists}
                total={state.total}
                view={view}
                selected={selected}
                onSelect={actions.select}
                starred={pitchlist.ids}
                onToggleStar={(id) => void pitchlist.toggle(id)}
                loadingMore={state.loadingMore}
                error={state.error}
                onLoadMore={search.loadMore}
              />
            </>
          )}
        </div>
      </div>
      <PublicationFeeds />
    </>
  )
}
