// The search engine as it was before the prebuilt index (issue 15): the benchmarks' baseline and the
// reference the column engine must rank exactly as. Not used by the app.

import { createQueryParser, type ParsedQuery } from '../../../functions/discovery/query-parser'
import { relatedSearches } from '../../../functions/discovery/related-searches'
import { normaliseArticleUrl } from '../../../functions/journalists/journalist-record'
import type {
  FacetCount,
  JournalistSummary,
  SearchAggregations,
  SearchFilters,
  SearchQuery,
  SearchResponse,
  Suggestion,
} from '../../../shared/contracts/discovery'
import type { Journalist } from '../../../shared/domain/journalists'
import { createCorpusIndex, tokenize } from './corpus-index'

const DAY_MS = 86_400_000
/** Two pages of results: fewer journalists with every word than this, and the text asks for less. */
const ENOUGH_WITH_EVERY_WORD = 20
const DATE_PRESET_DAYS = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const

/**
 * The in-memory search over journalists: BM25 over name, topics, beat, publication, location, bio and
 * article titles, with prefixes, typo tolerance and a boost for recent writing; natural-language
 * filters; facet counts that say what each filter value would return.
 */
export function buildSearchIndex(journalists: Journalist[], options: { now: () => Date }) {
  const byId = new Map(journalists.map((j) => [j.id, j]))
  const byArticleUrl = new Map(
    journalists.flatMap((j) => j.articles.map((a) => [safeNormalise(a.url), j] as const)),
  )
  const corpus = createCorpusIndex(journalists)
  const vocabulary = {
    topics: distinctValues(journalists.flatMap((j) => j.topics)),
    beats: distinctValues(journalists.map((j) => j.beat)),
    locations: distinctValues(journalists.map((j) => j.location)),
    publications: distinctValues(journalists.map((j) => j.publication)),
  }
  const parse = createQueryParser(vocabulary)

  /** 1.0 to 1.5: someone who wrote last week is a better bet than someone silent for a year. */
  const builtAt = options.now().getTime()
  const recency = journalists.map((j) => {
    if (!j.last_article_at) return 1
    const ageDays = Math.max(0, (builtAt - Date.parse(j.last_article_at)) / DAY_MS)
    return 1 + 0.5 * Math.exp(-ageDays / 60)
  })
  const everyone = journalists.map((_, doc) => doc)

  /**
   * The text decides who is admitted (every word while that finds enough, else most, else any; a
   * beat's words only rank beside other words), the filters narrow that down, and the text plus the
   * chosen topics rank what is left. `admitted` is kept for the facet counts.
   */
  function match(params: Pick<SearchQuery, 'query' | 'filters' | 'sort'>) {
    const parsed: ParsedQuery = parse(params.query)
    const filters = mergeFilters(params.filters, parsed.filters)
    // A beat's words rank rather than admit, unless nothing else says who is wanted ("VC reporters").
    const beatStems = new Set(tokenize(parsed.beats.join(' ')))
    const stems = tokenize(parsed.text)
    const other = stems.filter((stem) => !beatStems.has(stem))
    // Filters the query itself names; those chosen beside it (a facet) keep the text's rule, so a facet's
    // count stays what choosing it returns.
    const queryNamesFilters = hasNamedFilter(parsed.filters)
    const beatAdmits = !other.length && !queryNamesFilters
    const admitting = (beatAdmits ? stems : other).map((stem) => corpus.expand(stem))
    const ranking = beatAdmits ? [] : stems.filter((stem) => beatStems.has(stem)).map((s) => corpus.expand(s))
    const words = [...admitting, ...ranking]
    const passesFilters = matchesFilters(filters, options.now())
    // "@lenamoreau" finds the journalist with that handle.
    const passes = parsed.handles.length
      ? (j: Journalist) =>
          passesFilters(j) && parsed.handles.includes((j.twitter ?? '').replace(/^@/, '').toLowerCase())
      : passesFilters
    const admit = (share: number) => {
      const named = share > 0 ? [...corpus.textMatches(admitting, share)] : []
      // Words nobody matches do not empty a search that named filters: the filters alone then decide.
      const admitted =
        words.length && (named.length || !(hasNamedFilter(filters) || parsed.handles.length))
          ? named
          : everyone
      return { admitted, docs: admitted.filter((doc) => passes(journalists[doc] as Journalist)) }
    }
    // Every word of the text while that finds enough journalists; else half of them will do, so that
    // one word a journalist lacks does not drop them (those with every word still rank first).
    let { admitted, docs } = admit(1)
    if (docs.length < ENOUGH_WITH_EVERY_WORD && admitting.length > 1) ({ admitted, docs } = admit(0.5))
    // When the filters the query names leave fewer than two pages with the text's words, the text ranks them all.
    if (docs.length < ENOUGH_WITH_EVERY_WORD && queryNamesFilters) ({ admitted, docs } = admit(0))
    // The chosen topics rank at a quarter of a text word: everyone has them, the text says what else is wanted.
    const topicWeight = words.length ? 0.25 : 1
    const topicWords = tokenize((filters.topics ?? []).join(' ')).map(
      (stem) => new Map([...corpus.expand(stem, false)].map(([term, w]) => [term, w * topicWeight])),
    )
    // Journalists on a beat the query names rank above those whose headlines only use its words.
    const onBeat = (doc: number) => (parsed.beats.includes((journalists[doc] as Journalist).beat) ? 1.5 : 1)
    const docScores = corpus.score(
      docs,
      [...words, ...topicWords],
      (doc) => (recency[doc] ?? 1) * onBeat(doc),
    )
    const scores = new Map<string, number>()
    for (const [doc, score] of docScores) scores.set((journalists[doc] as Journalist).id, score)
    const matches = docs.map((doc) => journalists[doc] as Journalist).sort(comparator(params.sort, scores))
    return { parsed, filters, scores, matches, admitted }
  }

  /** Facet counts: for a filter in use, counted as if that filter alone were lifted (so a second value can be added). */
  function aggregate(filters: SearchFilters, admitted: number[], matches: Journalist[]): SearchAggregations {
    const without = (lifted: Partial<SearchFilters>) => {
      const passes = matchesFilters({ ...filters, ...lifted }, options.now())
      return admitted.map((doc) => journalists[doc] as Journalist).filter(passes)
    }
    const pool = (list: 'publications' | 'topics' | 'beats' | 'locations') =>
      filters[list]?.length ? without({ [list]: undefined }) : matches
    const flag = (name: 'hasEmail' | 'hasTwitter' | 'hasLinkedin', has: (j: Journalist) => boolean) => {
      const from = filters[name] === undefined ? matches : without({ [name]: undefined })
      const yes = from.filter(has).length
      return { true: yes, false: from.length - yes }
    }
    return {
      publications: countBy(pool('publications').map((j) => j.publication)),
      topics: countBy(pool('topics').flatMap((j) => j.topics)),
      beats: countBy(pool('beats').map((j) => j.beat)),
      locations: countBy(pool('locations').map((j) => j.location)),
      hasEmail: flag('hasEmail', (j) => j.email !== null),
      hasTwitter: flag('hasTwitter', (j) => j.twitter !== null),
      hasLinkedin: flag('hasLinkedin', (j) => j.linkedin !== null),
    }
  }

  function search(params: SearchQuery): SearchResponse {
    const started = performance.now()
    const { parsed, filters, scores, matches, admitted } = match(params)
    let best = Number.MIN_VALUE
    for (const score of scores.values()) best = Math.max(best, score)
    return {
      journalists: matches
        .slice(params.from, params.from + params.size)
        .map((j) => summarise(j, (scores.get(j.id) ?? 0) / best)),
      total: matches.length,
      aggregations: aggregate(filters, admitted, matches),
      // The wording of the searches offered is the app's (related-searches.ts); the counts behind them are this engine's.
      suggestions: relatedSearches({
        parsed,
        filters,
        topics: countBy(matches.flatMap((j) => j.topics)),
        cities: countBy(matches.map((j) => j.location)),
        topicsNamedBy: (word) => parse(word).filters.topics ?? [],
      }),
      metadata: {
        query: params.query,
        parsed: {
          text: parsed.text,
          filters: parsed.filters,
          notUnderstood: [
            ...parsed.unknownPlaces,
            ...parsed.text.split(' ').filter((word) => {
              const stems = tokenize(word)
              return stems.length > 0 && stems.every((stem) => corpus.expand(stem).size === 0)
            }),
          ],
        },
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
  // "with an email" in the query, unless the founder set that filter themselves.
  for (const flag of ['hasEmail', 'hasTwitter', 'hasLinkedin'] as const)
    if (merged[flag] === undefined && parsed[flag] !== undefined) merged[flag] = parsed[flag]
  return merged
}

function hasNamedFilter(f: SearchFilters) {
  return !!(f.topics?.length || f.beats?.length || f.locations?.length || f.publications?.length)
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
