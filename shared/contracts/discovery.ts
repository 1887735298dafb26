import * as z from 'zod'
import type { Article, Journalist } from '../domain/journalists'
import { SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE, SEARCH_SORTS, SUGGESTION_LIMIT } from '../domain/search'
import { idField } from './ids'
import { storedText } from './text'

export { SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE, SEARCH_SORTS, SUGGESTION_LIMIT } from '../domain/search'

const list = z.array(storedText('A filter value').min(1).max(120)).max(50)

/** Filters (spec 1, section 3): every list is "any of"; different filters combine with "and". */
export const SearchFilters = z.strictObject({
  publications: list.optional(),
  topics: list.optional(),
  locations: list.optional(),
  beats: list.optional(),
  hasEmail: z.boolean().optional(),
  hasTwitter: z.boolean().optional(),
  hasLinkedin: z.boolean().optional(),
  /** Minimum response rate, 0 to 100. */
  responseRate: z.number().min(0).max(100).optional(),
  /** Only journalists who published within the preset's window. */
  dateRange: z.strictObject({ preset: z.enum(['7d', '30d', '90d', '1y', 'all']) }).optional(),
})
export type SearchFilters = z.infer<typeof SearchFilters>

export const SearchRequest = z.strictObject({
  query: z.string().max(500).default(''),
  filters: SearchFilters.default({}),
  sort: z.enum(SEARCH_SORTS).default('relevance'),
  size: z.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
  from: z.number().int().min(0).max(10_000).default(0),
  /** Sent by the earlier client; the caller is always the signed-in user, so these are ignored. */
  userId: idField('userId').optional(),
  companyId: idField('companyId').optional(),
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
    took_ms: number
  }
}

export const SuggestionsQuery = z.strictObject({
  q: z.string().trim().min(2, { error: 'q must be at least 2 characters' }).max(100),
  type: z.enum(['journalist', 'publication', 'topic', 'all']).default('all'),
  limit: z.coerce.number().int().min(1).max(SUGGESTION_LIMIT).default(SUGGESTION_LIMIT),
})

export const SaveSearchRequest = z.strictObject({
  name: storedText('Name').min(1, { error: 'Name is required' }).max(100),
  query: storedText('The search').max(500).default(''),
  filters: SearchFilters.default({}),
  userId: idField('userId').optional(),
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
    query: z.string().max(500).default(''),
    filters: SearchFilters.default({}),
  }),
  format: z.literal('csv').default('csv'),
  /** Export only these journalists (the bulk bar's 'Export Selected'). */
  journalistIds: z.array(idField('journalistIds')).max(1000).optional(),
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
  url: z.url({ protocol: /^https?$/, error: 'Please paste a valid article link (http or https)' }).max(2000),
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

const csvList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  )
  .pipe(list)
  .optional()
const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional()

/** GET /api/journalists/search: the same search as query parameters (lists comma-separated). */
export const JournalistSearchQuery = z
  .strictObject({
    q: z.string().max(500).default(''),
    topics: csvList,
    locations: csvList,
    publications: csvList,
    beats: csvList,
    hasEmail: flag,
    hasTwitter: flag,
    hasLinkedin: flag,
    responseRate: z.coerce.number().min(0).max(100).optional(),
    dateRange: z.enum(['7d', '30d', '90d', '1y', 'all']).optional(),
    sort: z.enum(SEARCH_SORTS).default('relevance'),
    size: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
    from: z.coerce.number().int().min(0).max(10_000).default(0),
  })
  .transform(({ q, sort, size, from, dateRange, ...filters }) => ({
    query: q,
    sort,
    size,
    from,
    filters: SearchFilters.parse({ ...filters, ...(dateRange && { dateRange: { preset: dateRange } }) }),
  }))
