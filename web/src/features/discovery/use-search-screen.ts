import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import type { SearchFilters, Suggestion } from '../../../../shared/contracts/discovery'
import { chosenBeside, countFilters, type ListFilter, mergeFilters, toggleListValue } from './filters'
import { readSearch, searchUrlParams } from './search-href'
import { type SearchParams, type SearchSort, useJournalistSearch } from './use-journalist-search'
import { useSearchHistory } from './use-search-history'

/**
 * The state of Discover Journalists: the search, the text in the box, and the URL that names the
 * search (so /discovery can link to one and a reload runs it again).
 */
export function useSearchScreen() {
  const search = useJournalistSearch()
  const history = useSearchHistory()
  const [urlParams] = useSearchParams()
  const navigate = useNavigate()
  const written = useRef<string | null>(null)
  const [text, setText] = useState('')
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())

  const { params, response } = search.state
  const parsed =
    response && params && response.metadata.query === params.query ? response.metadata.parsed : null
  const parsedFilters = parsed?.filters ?? {}
  /** Words of the query no journalist's data has: shown, so they are not silently dropped. */
  const notUnderstood = parsed?.notUnderstood ?? []
  /** What the founder should know about the answer: a fallback taken, or no exact name. */
  const notices =
    (response && params && response.metadata.query === params.query
      ? response.metadata.notices
      : undefined) ?? []
  /** Filters in force: those chosen plus those understood from the query. */
  const filters = params ? mergeFilters(params.filters, parsedFilters) : {}
  /** The same search with the understood filters made explicit, the rest of the text left as the query. */
  const editable: SearchParams = {
    query: parsed && countFilters(parsedFilters) ? parsed.text : (params?.query ?? ''),
    filters,
    sort: params?.sort ?? 'relevance',
  }

  const { run } = search
  const { add: remember } = history
  const start = useCallback(
    async (next: SearchParams, record: boolean) => {
      setSelected(new Set())
      const query = searchUrlParams(next).toString()
      written.current = query
      navigate({ search: query ? `?${query}` : '' }, { replace: true })
      const answer = await run(next)
      if (answer && record) remember({ query: next.query, filters: next.filters, resultCount: answer.total })
    },
    [navigate, run, remember],
  )

  // A search named by the URL (a link, a reload, the back button) runs; one this screen wrote does not.
  const { reset } = search
  useEffect(() => {
    const query = urlParams.toString()
    if (query === written.current) return
    written.current = query
    const apply = (fromUrl: SearchParams | null) => {
      // A search started meanwhile (typed while the contract loaded) has written a newer URL.
      if (written.current !== query) return
      setText(fromUrl?.query ?? '')
      if (fromUrl) void start(fromUrl, true)
      else reset()
    }
    if (!urlParams.has('filters')) apply(readSearch(urlParams, () => ({})))
    // Filters in the URL are checked with the server's contract, which loads (with zod) only for them.
    else
      void import('./search-url').then(
        ({ searchFromUrl }) => apply(searchFromUrl(urlParams)),
        // Not loaded (the connection dropped): the filters cannot be checked, so they are left out,
        // as malformed ones are.
        () => apply(readSearch(urlParams, () => ({}))),
      )
  }, [urlParams, start, reset])

  const sort: SearchSort = params?.sort ?? 'relevance'
  const actions = {
    /** A new query keeps the filters the founder chose, not those understood from the last query. */
    searchText: (query: string) => {
      setText(query)
      void start({ query, filters: params?.filters ?? {}, sort }, true)
    },
    /** A related search or an example is a fresh start: its text already names the filters it keeps. */
    searchRelated: (query: string) => {
      setText(query)
      void start({ query, filters: {}, sort }, true)
    },
    runParams: (next: SearchParams) => {
      setText(next.query)
      void start(next, true)
    },
    /**
     * New filters beside the query as typed; only taking back a filter understood from the query
     * rewrites it (the understood filters made explicit, the rest of the text left as the query).
     */
    applyFilters: (next: SearchFilters) => {
      const chosen = params && parsed ? chosenBeside(next, parsedFilters) : undefined
      if (params && chosen) {
        setText(params.query)
        void start({ ...params, filters: chosen }, false)
        return
      }
      setText(editable.query)
      void start({ ...editable, filters: next }, false)
    },
    toggleFilter: (key: ListFilter, value: string) =>
      actions.applyFilters(toggleListValue(filters, key, value)),
    clearAll: () => actions.applyFilters({}),
    setSort: (next: SearchSort) => params && void start({ ...params, sort: next }, false),
    pickSuggestion: (suggestion: Suggestion) => {
      if (suggestion.type === 'topic' || suggestion.type === 'publication') {
        const key = suggestion.type === 'topic' ? 'topics' : 'publications'
        const current = filters[key] ?? []
        actions.applyFilters(
          current.includes(suggestion.value)
            ? filters
            : { ...filters, [key]: [...current, suggestion.value] },
        )
      } else {
        actions.searchText(suggestion.value)
      }
    },
    select: (id: string, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current)
        if (on) next.add(id)
        else next.delete(id)
        return next
      }),
    clearSelection: () => setSelected(new Set()),
  }

  return {
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
  }
}
