import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import type { JournalistSummary, SearchFilters, SearchResponse } from '../../../../shared/contracts/discovery'
import { SEARCH_PAGE_SIZE, type SEARCH_SORTS } from '../../../../shared/domain/search'
import { serverMessage } from '../../lib/error-message'
import { queryKeys } from '../../lib/query-keys'
import { discoveryApi } from './api'
import { SEARCH_MESSAGES } from './constants'
import { compactFilters } from './filters'

export type SearchSort = (typeof SEARCH_SORTS)[number]

/** A search as the screen sent it: the query text and the filters the founder chose explicitly. */
export interface SearchParams {
  query: string
  filters: SearchFilters
  sort: SearchSort
}

export interface SearchState {
  status: 'idle' | 'loading' | 'results' | 'error'
  params: SearchParams | null
  journalists: JournalistSummary[]
  total: number
  /** The last answer's facets, parsed query and related searches; kept while the next page loads. */
  response: SearchResponse | null
  loadingMore: boolean
  error: string | null
}

const IDLE: SearchState = {
  status: 'idle',
  params: null,
  journalists: [],
  total: 0,
  response: null,
  loadingMore: false,
  error: null,
}

/** One search's pages, keyed by what is sent: the same search again is answered from the cache. */
function searchQuery(params: SearchParams) {
  const request = {
    query: params.query,
    filters: compactFilters(params.filters),
    sort: params.sort,
    size: SEARCH_PAGE_SIZE,
  }
  return infiniteQueryOptions({
    queryKey: queryKeys.discovery.search(request),
    queryFn: ({ pageParam, signal }) => discoveryApi.search({ ...request, from: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.journalists.length, 0)
      return loaded < last.total && last.journalists.length > 0 ? loaded : undefined
    },
    // A failed search says so at once, with the server's words; asking again is the founder's call.
    retry: false,
  })
}

/**
 * Journalist search (spec 1, section 4) on the query cache: a newer search aborts the one in flight
 * (its query is cancelled, which aborts the call's signal) and an aborted answer is ignored; a search
 * from the first result clears the list, 'Load More' fetches the next page of the same query.
 */
export function useJournalistSearch() {
  const queryClient = useQueryClient()
  const [params, setParams] = useState<SearchParams | null>(null)
  const query = useInfiniteQuery({ ...searchQuery(params ?? IDLE_PARAMS), enabled: params !== null })
  // Facets stay on screen while the next search's answer comes, so the sidebar does not jump.
  const lastResponse = useRef<SearchResponse | null>(null)
  const current = useRef<SearchParams | null>(null)

  let state: SearchState = IDLE
  if (params) {
    const pages = query.data?.pages
    const last = pages?.at(-1)
    if (last && pages) {
      lastResponse.current = last
      const failedMore = query.isFetchNextPageError && !query.isFetchingNextPage
      state = {
        status: 'results',
        params,
        journalists: pages.flatMap((page) => page.journalists),
        total: last.total,
        response: last,
        loadingMore: query.isFetchingNextPage,
        error: failedMore ? serverMessage(query.error, SEARCH_MESSAGES.failed) : null,
      }
    } else if (query.isError && !query.isFetching) {
      state = { ...IDLE, status: 'error', params, error: serverMessage(query.error, SEARCH_MESSAGES.failed) }
    } else {
      state = { ...IDLE, status: 'loading', params, response: lastResponse.current }
    }
  }

  /** Starts a new search from the first result; resolves with its answer, or null if it failed or was superseded. */
  const run = useCallback(
    async (next: SearchParams) => {
      const previous = current.current
      current.current = next
      const options = searchQuery(next)
      if (previous) {
        const previousKey = searchQuery(previous).queryKey
        if (JSON.stringify(previousKey) !== JSON.stringify(options.queryKey))
          void queryClient.cancelQueries({ queryKey: previousKey, exact: true })
      }
      setParams(next)
      try {
        const data = await queryClient.fetchInfiniteQuery(options)
        return current.current === next ? (data.pages[0] ?? null) : null
      } catch {
        return null
      }
    },
    [queryClient],
  )

  const { fetchNextPage } = query
  const loadMore = useCallback(() => {
    if (state.status !== 'results' || state.loadingMore || state.journalists.length >= state.total) return
    void fetchNextPage()
  }, [fetchNextPage, state.status, state.loadingMore, state.journalists.length, state.total])

  const reset = useCallback(() => {
    const previous = current.current
    current.current = null
    if (previous) void queryClient.cancelQueries({ queryKey: searchQuery(previous).queryKey, exact: true })
    lastResponse.current = null
    setParams(null)
  }, [queryClient])

  return { state, run, loadMore, reset, hasMore: state.journalists.length < state.total }
}

const IDLE_PARAMS: SearchParams = { query: '', filters: {}, sort: 'relevance' }
