import type {
  ByArticleResponse,
  ExportLink,
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
}
