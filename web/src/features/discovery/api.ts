import type {
  ByArticleResponse,
  ExportLink,
  SavedSearch,
  SearchFilters,
  SearchRequest,
  SearchResponse,
  Suggestion,
} from '../../../../shared/contracts/discovery'
import type { AddFeedRequest, FeedListResponse, FeedStatus } from '../../../../shared/contracts/feeds'
import { getAllPages } from '../../lib/all-pages'
import { api } from '../../lib/api-client'
import { queryClient } from '../../lib/query-client'
import { queryKeys } from '../../lib/query-keys'

export interface ExportParams {
  query: string
  filters: SearchFilters
  /** Only these journalists of the search (the bulk bar's 'Export Selected'). */
  journalistIds?: string[]
}

export const discoveryApi = {
  search: (request: SearchRequest, signal?: AbortSignal) =>
    api.post<SearchResponse>('/api/discovery/search', request, { signal }),
  suggestions: (q: string, signal?: AbortSignal) =>
    api.get<{ suggestions: Suggestion[] }>(
      `/api/discovery/suggestions?${new URLSearchParams({ q, limit: '10' })}`,
      {
        signal,
      },
    ),
  /** Every page of the saved searches. */
  savedSearches: (signal?: AbortSignal) =>
    getAllPages<SavedSearch, 'searches'>('/api/discovery/searches/saved', 'searches', { signal }),
  /** Saves a search; the cached list of saved searches is out of date from then on. */
  saveSearch: async (search: { name: string; query: string; filters: SearchFilters }) => {
    const saved = await api.post<{ search: SavedSearch }>('/api/discovery/searches/save', search)
    void queryClient.invalidateQueries({ queryKey: queryKeys.discovery.saved })
    return saved
  },
  deleteSavedSearch: (id: string) => api.delete<void>(`/api/discovery/searches/${encodeURIComponent(id)}`),
  /** The CSV itself, or, for a large export, a link to it in storage (JSON instead of the file). */
  exportCsv: async ({ query, filters, journalistIds }: ExportParams): Promise<Blob | ExportLink> => {
    const file = await api.postForBlob('/api/discovery/search/export', {
      searchParams: { query, filters },
      format: 'csv',
      ...(journalistIds && { journalistIds }),
    })
    return file.type.startsWith('application/json') ? (JSON.parse(await file.text()) as ExportLink) : file
  },
  byArticle: (url: string) => api.post<ByArticleResponse>('/api/discovery/by-article', { url }),
  feeds: (signal?: AbortSignal) => api.get<FeedListResponse>('/api/discovery/feeds', { signal }),
  /** Adds a feed (or reads one already added again); its people are in search from then on. */
  addFeed: (feed: AddFeedRequest) => api.post<{ feed: FeedStatus }>('/api/discovery/feeds', feed),
}
