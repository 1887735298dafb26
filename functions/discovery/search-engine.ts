import MiniSearch from 'minisearch'
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
    extractField: (doc, field) => {
      if (field === 'topics') return doc.topics.join(' ')
      if (field === 'titles') return doc.articles.map((a) => a.title).join(' \n ')
      return String((doc as unknown as Record<string, unknown>)[field] ?? '')
    },
    searchOptions: {
      boost: { full_name: 3, topics: 2.5, beat: 2, titles: 1.5, publication: 1.5, location: 1.5, bio: 1 },
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
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
  const recency = (j: Journalist) => {
    if (!j.last_article_at) return 1
    const ageDays = Math.max(0, (options.now().getTime() - Date.parse(j.last_article_at)) / DAY_MS)
    return 1 + 0.5 * Math.exp(-ageDays / 60)
  }

  function rank(text: string): Map<string, number> {
    const scores = new Map<string, number>()
    if (!text) {
      for (const j of journalists) scores.set(j.id, recency(j))
      return scores
    }
    const boostDocument = (id: string) => recency(byId.get(id) as Journalist)
    // Every word must match; only when nothing does, any word may.
    let hits = index.search(text, { combineWith: 'AND', boostDocument })
    if (hits.length === 0) hits = index.search(text, { combineWith: 'OR', boostDocument })
    for (const hit of hits) scores.set(String(hit.id), hit.score)
    return scores
  }

  /** Every journalist matching the query and filters, in the order of the sort. */
  function match(params: Pick<SearchQuery, 'query' | 'filters' | 'sort'>) {
    const parsed: ParsedQuery = parse(params.query)
    const filters = mergeFilters(params.filters, parsed.filters)
    const scores = rank(parsed.text)
    const matches = [...scores.keys()]
      .map((id) => byId.get(id) as Journalist)
      .filter(matchesFilters(filters, options.now()))
    matches.sort(comparator(params.sort, scores))
    return { parsed, filters, scores, matches }
  }

  function search(params: SearchQuery): SearchResponse {
    const started = performance.now()
    const { parsed, filters, scores, matches } = match(params)
    const best = Math.max(...matches.map((j) => scores.get(j.id) ?? 0), Number.MIN_VALUE)
    return {
      journalists: matches
        .slice(params.from, params.from + params.size)
        .map((j) => summarise(j, (scores.get(j.id) ?? 0) / best)),
      total: matches.length,
      aggregations: aggregate(matches),
      suggestions: relatedSearches(parsed, filters, matches),
      metadata: {
        query: params.query,
        parsed,
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
