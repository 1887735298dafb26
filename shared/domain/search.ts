// Search's page sizes and sorts, zod-free so the search screens show without loading the contracts
// (issue 18); contracts/discovery.ts re-exports them for the server.

export const SEARCH_PAGE_SIZE = 20
export const SEARCH_MAX_PAGE_SIZE = 100
export const SUGGESTION_LIMIT = 10
/** The longest text the suggestions endpoint takes (the search itself takes up to 500 characters). */
export const SUGGESTION_QUERY_MAX_LENGTH = 100

export const SEARCH_SORTS = ['relevance', 'recent', 'response_rate', 'name'] as const
