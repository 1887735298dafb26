import { SEARCH_SORTS, SearchFilters } from '../../../../shared/contracts/discovery'
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

/** The search a /search URL asks for, or null when it asks for none; malformed parts are ignored. */
export function searchFromUrl(params: URLSearchParams): SearchParams | null {
  const query = params.get('q')?.trim() ?? ''
  const filters = parseFilters(params.get('filters'))
  const sortParam = params.get('sort')
  const sort = SEARCH_SORTS.find((known) => known === sortParam) ?? 'relevance'
  if (!query && !Object.keys(filters).length) return null
  return { query, filters, sort: sort as SearchSort }
}

function parseFilters(raw: string | null): SearchFilters {
  if (!raw) return {}
  try {
    const parsed = SearchFilters.safeParse(JSON.parse(raw))
    return parsed.success ? compactFilters(parsed.data) : {}
  } catch {
    return {}
  }
}
