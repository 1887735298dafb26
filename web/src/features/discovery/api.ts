import type {
  ByArticleResponse,
  SavedSearch,
  SearchFilters,
  SearchRequest,
  SearchResponse,
  Suggestion,
} from '../../../../shared/contracts/discovery'
import { api } from '../../lib/api-client'

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
  savedSearches: (signal?: AbortSignal) =>
    api.get<{ searches: SavedSearch[] }>('/api/discovery/searches/saved', { signal }),
  saveSearch: (search: { name: string; query: string; filters: SearchFilters }) =>
    api.post<{ search: SavedSearch }>('/api/discovery/searches/save', search),
  deleteSavedSearch: (id: string) => api.delete<void>(`/api/discovery/searches/${encodeURIComponent(id)}`),
  exportCsv: ({ query, filters, journalistIds }: ExportParams) =>
    api.postForBlob('/api/discovery/search/export', {
      searchParams: { query, filters },
      format: 'csv',
      ...(journalistIds && { journalistIds }),
    }),
  byArticle: (url: string) => api.post<ByArticleResponse>('/api/discovery/by-article', { url }),
}
