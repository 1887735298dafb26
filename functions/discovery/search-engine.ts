import MiniSearch from 'minisearch'
import { stemmer } from 'stemmer'
import type {
  FacetCount,
  JournalistSummary,
  SearchAggregations,
  SearchFilters,
  SearchQuery,
  SearchResponse,
  Suggestion,
} from '../../shared/contracts/discovery'
import type { Journalist } from '../../shared/domain/journalists'
import { normaliseArticleUrl } from '../journalists/journalist-record'
import { createCandidateScorer, FIELD_BOOSTS, fieldText, tokenize } from './candidate-scorer'
import { createQueryParser, type ParsedQuery } from './query-parser'

const DAY_MS = 86_400_000
const DATE_PRESET_DAYS = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const

/**
 * The in-memory full-text index over journalists: BM25 over name, topics, beat, publication, bio and
 * article titles, typo tolerance and prefixes, a boost for recent writing, filters and facet counts.
 */
export function buildSearchIndex(journalists: Journalist[], options: { now: () => Date }) {
  const byId = new Map(journalists.map((j) => [j.id, j]))
  const byArticleUrl = new Map(
    journalists.flatMap((j) => j.articles.map((a) => [safeNormalise(a.url), j] as const)),
  )
  const index = new MiniSearch<Journalist>({
    fields: ['full_name', 'topics', 'beat', 'publication', 'location', 'bio', 'titles'],
    extractField: (doc, field) => fieldText(doc, field as keyof typeof FIELD_BOOSTS),
    // The scorer's tokens: stemmed, so "regulation" finds "Regulators"; stop words dropped.
    tokenize,
    processTerm: (term) => term,
    searchOptions: {
      boost: FIELD_BOOSTS,
      // Two typos in longer words ("Moerau" for "Moreau"), none in short ones.
      fuzzy: (term) => (term.length > 5 ? 0.34 : term.length > 3 ? 0.25 : false),
      prefix: (term) => term.length > 3,
    },
  })
  index.addAll(journalists)

  const vocabulary = {
    topics: distinctValues(journalists.flatMap((j) => j.topics)),
    beats: distinctValues(journalists.map((j) => j.beat)),
    locations: distinctValues(journalists.map((j) => j.location)),
    publications: distinctValues(journalists.map((j) => j.publication)),
  }
  const parse = createQueryParser(vocabulary)

  /** 1.0 to 1.5: someone who wrote last week is a better bet than someone silent for a year. */
  const builtAt = options.now().getTime()
  const recencyById = new Map(
    journalists.map((j) => {
      if (!j.last_article_at) return [j.id, 1]
      const ageDays = Math.max(0, (builtAt - Date.parse(j.last_article_at)) / DAY_MS)
      return [j.id, 1 + 0.5 * Math.exp(-ageDays / 60)]
    }),
  )
  const boostDocument = (id: string) => recencyById.get(id) ?? 1
  // Names from the data are matched exactly: expanding them by typos and prefixes only costs time.
  const vocabularyTerms = new Set(
    [...vocabulary.topics, ...vocabulary.locations, ...vocabulary.publications].flatMap((v) =>
      v
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .map((word) => stemmer(word)),
    ),
  )
  const fuzzy = (term: string) =>
    vocabularyTerms.has(term) ? false : term.length > 5 ? 0.34 : term.length > 3 ? 0.25 : false
  const prefix = (term: string) => !vocabularyTerms.has(term) && term.length > 3

  const scoreCandidates = createCandidateScorer(journalists)

  const textScores = (text: string, combineWith: 'AND' | 'OR') => {
    const scores = new Map<string, number>()
    if (!text) return scores
    for (const hit of index.search(text, { combineWith, boostDocument, fuzzy, prefix })) {
      scores.set(String(hit.id), hit.score)
    }
    return scores
  }

  /**
   * Who qualifies, and how well. With filters (chosen, or named in the query), the filters decide who
   * qualifies and everything the query names ranks them. Without, the text decides: every word must
   * match, unless nothing does, then any word may.
   */
  function rank(parsed: ParsedQuery, filters: SearchFilters) {
    const passes = matchesFilters(filters, options.now())
    if (hasAnyFilter(filters) || !parsed.text) {
      const candidates = journalists.filter(passes)
      return { scores: scoreCandidates(candidates, parsed.terms, boostDocument), candidates }
    }
    let hits = textScores(parsed.text, 'AND')
    if (hits.size === 0) hits = textScores(parsed.text, 'OR')
    return {
      scores: hits,
      candidates: [...hits.keys()].map((id) => byId.get(id) as Journalist).filter(passes),
    }
  }

  /** Every journalist matching the query and filters, in the order of the sort. */
  function match(params: Pick<SearchQuery, 'query' | 'filters' | 'sort'>) {
    const parsed: ParsedQuery = parse(params.query)
    const filters = mergeFilters(params.filters, parsed.filters)
    const { scores, candidates: matches } = rank(parsed, filters)
    matches.sort(comparator(params.sort, scores))
    return { parsed, filters, scores, matches }
  }

  function search(params: SearchQuery): SearchResponse {
    const started = performance.now()
    const { parsed, filters, scores, matches } = match(params)
    let best = Number.MIN_VALUE
    for (const score of scores.values()) best = Math.max(best, score)
    return {
      journalists: matches
        .slice(params.from, params.from + params.size)
        .map((j) => summarise(j, (scores.get(j.id) ?? 0) / best)),
      total: matches.length,
      aggregations: aggregate(matches),
      suggestions: relatedSearches(parsed, filters, matches),
      metadata: {
        query: params.query,
        parsed: { text: parsed.text, filters: parsed.filters },
        took_ms: Math.round((performance.now() - started) * 100) / 100,
      },
    }
  }

  function suggest(q: string, type: Suggestion['type'] | 'all', limit: number): Suggestion[] {
    const needle = q.trim().toLowerCase()
    const out: Suggestion[] = []
    const confidence = (value: string) => {
      const v = value.toLowerCase()
      if (v === needle) return 1
      if (v.startsWith(needle)) return 0.9
      return v.split(/\s+/).some((w) => w.startsWith(needle)) ? 0.75 : 0
    }
    if (type === 'all' || type === 'topic') {
      for (const { value, count } of countBy(journalists.flatMap((j) => j.topics))) {
        const c = confidence(value)
        if (c) out.push({ value, type: 'topic', metadata: { count }, confidence: c })
      }
    }
    if (type === 'all' || type === 'publication') {
      for (const { value, count } of countBy(journalists.map((j) => j.publication))) {
        const c = confidence(value)
        if (c) out.push({ value, type: 'publication', metadata: { count }, confidence: c })
      }
    }
    if (type === 'all' || type === 'journalist') {
      const seen = new Set<string>()
      for (const j of journalists) {
        const c = confidence(j.full_name)
        if (!c || seen.has(j.full_name)) continue
        seen.add(j.full_name)
        out.push({
          value: j.full_name,
          type: 'journalist',
          metadata: { publication: j.publication },
          confidence: c * 0.95,
        })
      }
    }
    return out.sort((a, b) => b.confidence - a.confidence || a.value.localeCompare(b.value)).slice(0, limit)
  }

  return {
    size: journalists.length,
    vocabulary,
    search,
    match: (params: Pick<SearchQuery, 'query' | 'filters' | 'sort'>) => match(params).matches,
    suggest,
    get: (id: string) => byId.get(id),
    all: () => journalists,
    /** The journalist who wrote the article at this URL, among the articles we know. */
    authorOf: (url: string) => byArticleUrl.get(safeNormalise(url)),
  }
}
export type SearchIndex = ReturnType<typeof buildSearchIndex>

export function summarise(j: Journalist, score = 0): JournalistSummary {
  const { articles, ...rest } = j
  return {
    ...rest,
    recent_articles: [...articles]
      .sort((a, b) => b.published_date.localeCompare(a.published_date))
      .slice(0, 3)
      .map(({ title, url, published_date }) => ({ title, url, published_date })),
    score: Math.round(Math.min(1, score) * 1000) / 1000,
  }
}

function mergeFilters(explicit: SearchFilters, parsed: SearchFilters): SearchFilters {
  const merged: SearchFilters = { ...explicit }
  for (const list of ['topics', 'beats', 'locations', 'publications'] as const) {
    const values = [...(explicit[list] ?? []), ...(parsed[list] ?? [])]
    if (values.length) merged[list] = distinctValues(values)
  }
  return merged
}

function hasAnyFilter(f: SearchFilters) {
  return (
    !!(f.topics?.length || f.beats?.length || f.locations?.length || f.publications?.length) ||
    f.hasEmail !== undefined ||
    f.hasTwitter !== undefined ||
    f.hasLinkedin !== undefined ||
    f.responseRate !== undefined ||
    (f.dateRange !== undefined && f.dateRange.preset !== 'all')
  )
}

function matchesFilters(filters: SearchFilters, now: Date) {
  const any = (wanted: string[] | undefined, values: string[]) =>
    !wanted?.length || wanted.some((w) => values.some((v) => v.toLowerCase() === w.toLowerCase()))
  const since =
    filters.dateRange && filters.dateRange.preset !== 'all' ? DATE_PRESET_DAYS[filters.dateRange.preset] : 0
  const cutoff = since ? new Date(now.getTime() - since * DAY_MS).toISOString().slice(0, 10) : ''
  return (j: Journalist) =>
    any(filters.topics, j.topics) &&
    any(filters.beats, [j.beat]) &&
    any(filters.locations, [j.location]) &&
    any(filters.publications, [j.publication]) &&
    (filters.hasEmail === undefined || (j.email !== null) === filters.hasEmail) &&
    (filters.hasTwitter === undefined || (j.twitter !== null) === filters.hasTwitter) &&
    (filters.hasLinkedin === undefined || (j.linkedin !== null) === filters.hasLinkedin) &&
    (filters.responseRate === undefined || j.response_rate >= filters.responseRate) &&
    (!cutoff || (j.last_article_at ?? '') >= cutoff)
}

/** Ties break on id, so pages never repeat or skip a journalist. */
function comparator(sort: SearchQuery['sort'], scores: Map<string, number>) {
  const byId = (a: Journalist, b: Journalist) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  const recent = (a: Journalist, b: Journalist) =>
    (b.last_article_at ?? '').localeCompare(a.last_article_at ?? '')
  switch (sort) {
    case 'recent':
      return (a: Journalist, b: Journalist) => recent(a, b) || byId(a, b)
    case 'response_rate':
      return (a: Journalist, b: Journalist) => b.response_rate - a.response_rate || byId(a, b)
    case 'name':
      return (a: Journalist, b: Journalist) => a.full_name.localeCompare(b.full_name) || byId(a, b)
    default:
      return (a: Journalist, b: Journalist) =>
        (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) || recent(a, b) || byId(a, b)
  }
}

function aggregate(matches: Journalist[]): SearchAggregations {
  const withEmail = matches.filter((j) => j.email !== null).length
  return {
    publications: countBy(matches.map((j) => j.publication)),
    topics: countBy(matches.flatMap((j) => j.topics)),
    beats: countBy(matches.map((j) => j.beat)),
    locations: countBy(matches.map((j) => j.location)),
    hasEmail: { true: withEmail, false: matches.length - withEmail },
  }
}

/** Narrower searches the results support: the most common topic and city not yet chosen. */
function relatedSearches(parsed: ParsedQuery, filters: SearchFilters, matches: Journalist[]) {
  const topic = countBy(matches.flatMap((j) => j.topics)).find((f) => !filters.topics?.includes(f.value))
  const city = countBy(matches.map((j) => j.location)).find((f) => !filters.locations?.includes(f.value))
  const base = [filters.topics?.join(' '), parsed.text].filter(Boolean).join(' ')
  const queries: string[] = []
  if (topic) queries.push(`${topic.value} ${base} journalists`.replace(/\s+/g, ' ').trim())
  if (city && base) queries.push(`${base} journalists in ${city.value}`.replace(/\s+/g, ' ').trim())
  return queries.map((query) => ({ query }))
}

function countBy(values: string[]): FacetCount[] {
  const counts = new Map<string, number>()
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1)
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
}

function distinctValues(values: string[]) {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b))
}

function safeNormalise(url: string) {
  try {
    return normaliseArticleUrl(url)
  } catch {
    return url
  }
}
