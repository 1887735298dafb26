import type { Article, Journalist } from '../domain/journalists'
import {
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  SUGGESTION_LIMIT,
  SUGGESTION_QUERY_MAX_LENGTH,
} from '../domain/search'
import { idField } from './ids'
import { storedText } from './text'
import * as z from './zod'

export {
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  SUGGESTION_LIMIT,
  SUGGESTION_QUERY_MAX_LENGTH,
} from '../domain/search'

const list = z
  .array(storedText('A filter value').check(z.minLength(1), z.maxLength(120)))
  .check(z.maxLength(50))

/** Filters (spec 1, section 3): every list is "any of"; different filters combine with "and". */
export const SearchFilters = z.strictObject({
  publications: z.optional(list),
  topics: z.optional(list),
  locations: z.optional(list),
  beats: z.optional(list),
  hasEmail: z.optional(z.boolean()),
  hasTwitter: z.optional(z.boolean()),
  hasLinkedin: z.optional(z.boolean()),
  /** Minimum response rate, 0 to 100. */
  responseRate: z.optional(z.number().check(z.gte(0), z.lte(100))),
  /** Only journalists who published within the preset's window. */
  dateRange: z.optional(z.strictObject({ preset: z.enum(['7d', '30d', '90d', '1y', 'all']) })),
})
export type SearchFilters = z.infer<typeof SearchFilters>

export const SearchRequest = z.strictObject({
  query: z._default(z.string().check(z.maxLength(500)), ''),
  filters: z._default(SearchFilters, {}),
  sort: z._default(z.enum(SEARCH_SORTS), 'relevance'),
  size: z._default(z.number().check(z.int(), z.gte(1), z.lte(SEARCH_MAX_PAGE_SIZE)), SEARCH_PAGE_SIZE),
  from: z._default(z.number().check(z.int(), z.gte(0), z.lte(10_000)), 0),
  /** Sent by the earlier client; the caller is always the signed-in user, so these are ignored. */
  userId: z.optional(idField('userId')),
  companyId: z.optional(idField('companyId')),
})
export type SearchRequest = z.input<typeof SearchRequest>
/** A search as the server runs it, defaults applied. */
export type SearchQuery = Pick<z.output<typeof SearchRequest>, 'query' | 'filters' | 'sort' | 'size' | 'from'>

/** A journalist as search results show one: the record with only their three latest articles. */
export interface JournalistSummary extends Omit<Journalist, 'articles'> {
  recent_articles: Pick<Article, 'title' | 'url' | 'published_date'>[]
  /** Relevance to the query, 0 to 1 (1 for the best match on the page's query). */
  score: number
}

export interface FacetCount {
  value: string
  count: number
}

/**
 * Facet counts. For a filter in use, each value is counted as if that filter were lifted, so the count
 * beside a value is what choosing it (too) would add; otherwise counts are over the results.
 */
export interface SearchAggregations {
  publications: FacetCount[]
  topics: FacetCount[]
  beats: FacetCount[]
  locations: FacetCount[]
  hasEmail: { true: number; false: number }
  hasTwitter: { true: number; false: number }
  hasLinkedin: { true: number; false: number }
}

export interface Suggestion {
  value: string
  type: 'journalist' | 'publication' | 'topic' | 'other'
  metadata?: { publication?: string; count?: number }
  /** 0 to 1. */
  confidence: number
}

export interface SearchResponse {
  journalists: JournalistSummary[]
  total: number
  aggregations: SearchAggregations
  /** Related searches to try next. */
  suggestions: { query: string }[]
  metadata: {
    query: string
    /**
     * What the natural-language query was understood as: filters the screen shows as removable, and
     * the words no journalist's data has (a place or topic it does not know), shown as not understood.
     */
    parsed: { text: string; filters: SearchFilters; notUnderstood?: string[] }
    /**
     * What the founder should know about the answer, shown above the results: a fallback taken when
     * what the query named left nobody ("No Founders Gazette writers in New York: showing its writers
     * elsewhere"), or that no journalist has exactly the name asked for.
     */
    notices?: string[]
    took_ms: number
  }
}

export const SuggestionsQuery = z.strictObject({
  q: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, { error: 'q must be at least 2 characters' }),
      z.maxLength(SUGGESTION_QUERY_MAX_LENGTH),
    ),
  type: z._default(z.enum(['journalist', 'publication', 'topic', 'all']), 'all'),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(SUGGESTION_LIMIT)), SUGGESTION_LIMIT),
})

export const SaveSearchRequest = z.strictObject({
  name: storedText('Name').check(z.minLength(1, { error: 'Name is required' }), z.maxLength(100)),
  query: z._default(storedText('The search').check(z.maxLength(500)), ''),
  filters: z._default(SearchFilters, {}),
  userId: z.optional(idField('userId')),
})

export interface SavedSearch {
  id: string
  name: string
  query: string
  filters: SearchFilters
  created_at: string
}

export const ExportRequest = z.strictObject({
  searchParams: z.strictObject({
    query: z._default(z.string().check(z.maxLength(500)), ''),
    filters: z._default(SearchFilters, {}),
  }),
  format: z._default(z.literal('csv'), 'csv'),
  /** Export only these journalists (the bulk bar's 'Export Selected'). */
  journalistIds: z.optional(z.array(idField('journalistIds')).check(z.maxLength(1000))),
})

/**
 * An export too large to answer inline (Lambda answers at most 6 MB): the CSV was written to storage
 * and this link downloads it as `filename` until `expires_at`.
 */
export interface ExportLink {
  url: string
  filename: string
  rows: number
  bytes: number
  expires_at: string
}

export const ByArticleRequest = z.strictObject({
  url: z
    .url({ protocol: /^https?$/, error: 'Please paste a valid article link (http or https)' })
    .check(z.maxLength(2000)),
})

export interface ByArticleResponse {
  journalist: JournalistSummary | null
  /** How the author was found: a known article, or the page's author metadata matched to a journalist. */
  match: 'known_article' | 'page_metadata' | 'none'
  author: string | null
}

export const AddToPitchlistRequest = z.strictObject({ journalistId: idField('journalistId') })

export interface PitchlistEntry {
  journalist_id: string
  created_at: string
  journalist: JournalistSummary
}

const csvList = z.optional(
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((s) =>
        s
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ),
    list,
  ),
)
const flag = z.optional(
  z.pipe(
    z.enum(['true', 'false']),
    z.transform((v) => v === 'true'),
  ),
)

/** GET /api/journalists/search: the same search as query parameters (lists comma-separated). */
export const JournalistSearchQuery = z.pipe(
  z.strictObject({
    q: z._default(z.string().check(z.maxLength(500)), ''),
    topics: csvList,
    locations: csvList,
    publications: csvList,
    beats: csvList,
    hasEmail: flag,
    hasTwitter: flag,
    hasLinkedin: flag,
    responseRate: z.optional(z.coerce.number().check(z.gte(0), z.lte(100))),
    dateRange: z.optional(z.enum(['7d', '30d', '90d', '1y', 'all'])),
    sort: z._default(z.enum(SEARCH_SORTS), 'relevance'),
    size: z._default(
      z.coerce.number().check(z.int(), z.gte(1), z.lte(SEARCH_MAX_PAGE_SIZE)),
      SEARCH_PAGE_SIZE,
    ),
    from: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000)), 0),
  }),
  z.transform(({ q, sort, size, from, dateRange, ...filters }) => ({
    query: q,
    sort,
    size,
    from,
    filters: SearchFilters.parse({ ...filters, ...(dateRange && { dateRange: { preset: dateRange } }) }),
  })),
)
