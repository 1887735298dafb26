import { useCallback, useRef, useState } from 'react'
import {
  type JournalistSummary,
  SEARCH_PAGE_SIZE,
  type SEARCH_SORTS,
  type SearchFilters,
  type SearchResponse,
} from '../../../../shared/contracts/discovery'
import { isAbortError } from '../../lib/api-client'
import { serverMessage } from '../../lib/error-message'
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

/**
 * Journalist search (spec 1, section 4): a newer search aborts the one in flight and an aborted
 * answer is ignored; a search from the first result clears the list, 'Load More' appends.
 */
export function useJournalistSearch() {
  const [state, setState] = useState<SearchState>(IDLE)
  // Not aborted on unmount: React's strict mode unmounts once on purpose, which would cancel the search a
  // /search?q= link starts; an answer arriving after a real unmount is simply dropped by React.
  const inFlight = useRef<AbortController | null>(null)

  const fetchPage = useCallback(async (params: SearchParams, from: number) => {
    inFlight.current?.abort()
    const controller = new AbortController()
    inFlight.current = controller
    try {
      const response = await discoveryApi.search(
        {
          query: params.query,
          filters: compactFilters(params.filters),
          sort: params.sort,
          size: SEARCH_PAGE_SIZE,
          from,
        },
        controller.signal,
      )
      if (controller.signal.aborted) return null
      setState((current) => ({
        status: 'results',
        params,
        journalists: from === 0 ? response.journalists : [...current.journalists, ...response.journalists],
        total: response.total,
        response,
        loadingMore: false,
        error: null,
      }))
      return response
    } catch (error) {
      if (controller.signal.aborted || isAbortError(error)) return null
      const message = serverMessage(error, SEARCH_MESSAGES.failed)
      // A failed next page keeps the results already shown.
      setState((current) =>
        from === 0
          ? { ...IDLE, status: 'error', params, error: message }
          : { ...current, loadingMore: false, error: message },
      )
      return null
    } finally {
      if (inFlight.current === controller) inFlight.current = null
    }
  }, [])

  /** Starts a new search from the first result; resolves with its answer, or null if it failed or was superseded. */
  const run = useCallback(
    (params: SearchParams) => {
      setState((current) => ({
        ...IDLE,
        status: 'loading',
        params,
        // Facets stay on screen while the new answer comes, so the sidebar does not jump.
        response: current.response,
      }))
      return fetchPage(params, 0)
    },
    [fetchPage],
  )

  const loadMore = useCallback(() => {
    if (!state.params || state.loadingMore || state.journalists.length >= state.total) return
    setState((current) => ({ ...current, loadingMore: true, error: null }))
    void fetchPage(state.params, state.journalists.length)
  }, [fetchPage, state.params, state.loadingMore, state.journalists.length, state.total])

  const reset = useCallback(() => {
    inFlight.current?.abort()
    setState(IDLE)
  }, [])

  return { state, run, loadMore, reset, hasMore: state.journalists.length < state.total }
}
