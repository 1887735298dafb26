import type { SearchFilters } from '../../../../shared/contracts/discovery'
import { SEARCH_SORTS } from '../../../../shared/domain/search'
import { compactFilters } from './filters'
import type { SearchParams, SearchSort } from './use-journalist-search'

/** /search?q=…&filters={…}&sort=…: a search other screens can link to and a reload runs again. */
export function searchUrlParams({
  query,
  filters,
  sort = 'relevance',
}: Partial<SearchParams> & { query: string }) {
  const params = new URLSearchParams()
  if (query.trim()) params.set('q', query.trim())
  const chosen = compactFilters(filters ?? {})
  if (Object.keys(chosen).length) params.set('filters', JSON.stringify(chosen))
  if (sort !== 'relevance') params.set('sort', sort)
  return params
}

export function searchHref(search: { query: string; filters?: SearchFilters }) {
  const params = searchUrlParams(search).toString()
  return params ? `/search?${params}` : '/search'
}

/**
 * The search a /search URL asks for, or null when it asks for none; malformed parts are ignored. The
 * filters are read by `readFilters`, which is only asked when the URL names some (search-url.ts checks
 * them with the contract, which a URL without filters need not load).
 */
export function readSearch(
  params: URLSearchParams,
  readFilters: (raw: string) => SearchFilters,
): SearchParams | null {
  const query = params.get('q')?.trim() ?? ''
  const raw = params.get('filters')
  const filters = raw ? readFilters(raw) : {}
  const sortParam = params.get('sort')
  const sort = SEARCH_SORTS.find((known) => known === sortParam) ?? 'relevance'
  if (!query && !Object.keys(filters).length) return null
  return { query, filters, sort: sort as SearchSort }
}
