import { SearchFilters } from '../../../../shared/contracts/discovery'
import { compactFilters } from './filters'
import { readSearch } from './search-href'
import type { SearchParams } from './use-journalist-search'

export { searchHref, searchUrlParams } from './search-href'

/** The search a /search URL asks for, or null when it asks for none; malformed parts are ignored. */
export function searchFromUrl(params: URLSearchParams): SearchParams | null {
  return readSearch(params, parseFilters)
}

/** Filters as the server's contract takes them; anything it refuses is left out. */
function parseFilters(raw: string): SearchFilters {
  try {
    const parsed = SearchFilters.safeParse(JSON.parse(raw))
    return parsed.success ? compactFilters(parsed.data) : {}
  } catch {
    return {}
  }
}
