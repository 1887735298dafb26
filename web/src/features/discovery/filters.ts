import type { SearchFilters } from '../../../../shared/contracts/discovery'

export const LIST_FILTERS = ['topics', 'locations', 'beats', 'publications'] as const
export type ListFilter = (typeof LIST_FILTERS)[number]

export const FLAG_FILTERS = ['hasEmail', 'hasTwitter', 'hasLinkedin'] as const
export type FlagFilter = (typeof FLAG_FILTERS)[number]

export type DatePreset = NonNullable<SearchFilters['dateRange']>['preset']

export const LIST_LABELS: Record<ListFilter, string> = {
  topics: 'Topics',
  locations: 'Locations',
  beats: 'Beats',
  publications: 'Publications',
}

export const FLAG_LABELS: Record<FlagFilter, { yes: string; no: string }> = {
  hasEmail: { yes: 'Has email', no: 'No email' },
  hasTwitter: { yes: 'Has Twitter', no: 'No Twitter' },
  hasLinkedin: { yes: 'Has LinkedIn', no: 'No LinkedIn' },
}

export const DATE_PRESET_LABELS: Record<DatePreset, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
  all: 'Any time',
}

/** One removable active filter. */
export interface FilterChip {
  id: string
  label: string
  remove(filters: SearchFilters): SearchFilters
}

/** Filters as the server applies them: lists of both sides joined, the explicit side's other values kept. */
export function mergeFilters(explicit: SearchFilters, parsed: SearchFilters): SearchFilters {
  const merged: SearchFilters = { ...explicit }
  for (const key of LIST_FILTERS) {
    const values = [...new Set([...(explicit[key] ?? []), ...(parsed[key] ?? [])])]
    if (values.length) merged[key] = values
  }
  // "with an email" understood from the query, unless chosen on the screen.
  for (const key of FLAG_FILTERS)
    if (merged[key] === undefined && parsed[key] !== undefined) merged[key] = parsed[key]
  return merged
}

/**
 * `next` without the filters understood from the query: what the founder chose beside the query, so the
 * query can stay as typed. Undefined when `next` drops or changes one of those understood filters: only
 * a rewritten query can take it back.
 */
export function chosenBeside(next: SearchFilters, parsed: SearchFilters): SearchFilters | undefined {
  const chosen: SearchFilters = { ...next }
  for (const key of LIST_FILTERS) {
    const understood = parsed[key] ?? []
    if (understood.some((value) => !next[key]?.includes(value))) return undefined
    chosen[key] = (next[key] ?? []).filter((value) => !understood.includes(value))
  }
  for (const key of FLAG_FILTERS) {
    if (parsed[key] === undefined) continue
    if (next[key] !== parsed[key]) return undefined
    chosen[key] = undefined
  }
  return compactFilters(chosen)
}

/** Drops empty lists and unset values, so the request carries only what is chosen. */
export function compactFilters(filters: SearchFilters): SearchFilters {
  const compact: SearchFilters = {}
  for (const key of LIST_FILTERS) if (filters[key]?.length) compact[key] = filters[key]
  for (const key of FLAG_FILTERS) if (filters[key] !== undefined) compact[key] = filters[key]
  if (filters.responseRate) compact.responseRate = filters.responseRate
  if (filters.dateRange && filters.dateRange.preset !== 'all') compact.dateRange = filters.dateRange
  return compact
}

export function toggleListValue(filters: SearchFilters, key: ListFilter, value: string): SearchFilters {
  const current = filters[key] ?? []
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
  return compactFilters({ ...filters, [key]: next })
}

/** The filter count adds 1 per option chosen (spec 1, section 9). */
export function countFilters(filters: SearchFilters): number {
  return filterChips(filters).length
}

export function filterChips(filters: SearchFilters): FilterChip[] {
  const chips: FilterChip[] = []
  for (const key of LIST_FILTERS) {
    for (const value of filters[key] ?? []) {
      chips.push({
        id: `${key}:${value}`,
        label: value,
        remove: (f) => compactFilters({ ...f, [key]: (f[key] ?? []).filter((v) => v !== value) }),
      })
    }
  }
  for (const key of FLAG_FILTERS) {
    const value = filters[key]
    if (value === undefined) continue
    chips.push({
      id: key,
      label: value ? FLAG_LABELS[key].yes : FLAG_LABELS[key].no,
      remove: (f) => compactFilters({ ...f, [key]: undefined }),
    })
  }
  if (filters.responseRate) {
    chips.push({
      id: 'responseRate',
      label: `Response rate ≥ ${filters.responseRate}%`,
      remove: (f) => compactFilters({ ...f, responseRate: undefined }),
    })
  }
  if (filters.dateRange && filters.dateRange.preset !== 'all') {
    chips.push({
      id: 'dateRange',
      label: `Published: ${DATE_PRESET_LABELS[filters.dateRange.preset]}`,
      remove: (f) => compactFilters({ ...f, dateRange: undefined }),
    })
  }
  return chips
}

/** Short text for a saved or recent search: its query and chosen filters. */
export function describeSearch(query: string, filters: SearchFilters): string {
  const parts = [query.trim() ? `“${query.trim()}”` : '', ...filterChips(filters).map((chip) => chip.label)]
  return parts.filter(Boolean).join(' · ') || 'All journalists'
}

/** Facet options with any chosen value the counts no longer list (so it can still be unticked). */
export function withSelected<T extends { value: string; count: number }>(
  options: T[],
  selected: string[] = [],
) {
  const known = new Set(options.map((option) => option.value))
  return [...options, ...selected.filter((value) => !known.has(value)).map((value) => ({ value, count: 0 }))]
}
