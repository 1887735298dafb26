/** Spec 1, section 9: the box waits this long after typing before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 300
/** Suggestions close this long after the box loses focus, so a click on one still lands. */
export const SUGGEST_BLUR_CLOSE_MS = 200
/** Autocomplete runs only when the text is longer than this. */
export const SUGGEST_MIN_LENGTH = 2

export const SEARCH_MESSAGES = {
  idleCount: 'Search to find relevant journalists',
  loading: 'Searching journalists...',
  failed: 'Search failed',
  emptyTitle: 'No journalists found',
  emptyHint: 'Try adjusting your search or filters',
  clearAll: 'Clear All Filters',
  startTitle: 'Start Your Discovery',
  loadMore: 'Load More Results',
  searchLabel: 'AI-powered search',
  placeholder: 'Try "fintech reporters in London covering seed rounds"',
  exportFailed: 'Export failed',
  saveFailed: 'Failed to save search',
} as const

export const EXAMPLE_QUERIES = [
  'fintech reporters in London covering seed rounds',
  'AI journalists in San Francisco',
  'climate tech writers in Berlin',
  'cybersecurity reporters with email',
] as const

export const SORT_LABELS = {
  relevance: 'Relevance',
  recent: 'Most recent article',
  response_rate: 'Response rate',
  name: 'Name',
} as const

export const RESPONSE_RATE_OPTIONS = [0, 10, 25, 50, 75] as const

export const resultCountText = (total: number) =>
  `${total.toLocaleString('en-US')} ${total === 1 ? 'journalist' : 'journalists'} found`

export const selectedText = (count: number) => `${count} journalist(s) selected`
