import type {
  JournalistSummary,
  SearchAggregations,
  SearchFilters,
  SearchQuery,
  SearchResponse,
  Suggestion,
} from '../../shared/contracts/discovery'
import type { Journalist } from '../../shared/domain/journalists'
import { createCorpusIndex, type Expansion, tokenize } from './corpus-index'
import { createFacets } from './facets'
import { fallbackFor, type Liftable, nameNotice } from './honest-answers'
import { buildIndexData, dayNumber, FLAGS, type IndexData, urlHash } from './index-data'
import { createQueryParser, normalise, type ParsedQuery } from './query-parser'
import { FILLER, ROLE_WORDS } from './query-words'
import { relatedSearches } from './related-searches'
import { createSuggester } from './suggester'
import { topK } from './top-k'

const DAY_MS = 86_400_000
/**
 * Two pages of results: fewer journalists with every word than this, and the text asks for less. The
 * OpenSearch adapter follows the same rule.
 */
export const ENOUGH_WITH_EVERY_WORD = 20
/** How far back each 'last written' preset reaches, in days (both engines). */
export const DATE_PRESET_DAYS = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const
/**
 * A pasted or half-remembered headline: at least this many words, and some journalist's titles hold
 * two of its word pairs and at least this share of them (by rarity). It is then read as words, not as
 * filters: a topic or city named in a headline is what it is about, not a constraint.
 */
const HEADLINE_WORDS = 4
const HEADLINE_SHARE = 0.15
/**
 * A journalist whose titles hold all of a headline's phrasing scores this much more (1 + boost); in a
 * short ask ("robots startups") a phrase in a title is weaker evidence than the beat, and counts less.
 */
const HEADLINE_BOOST = 3
const PHRASE_BOOST = 0.25
type Sort = SearchQuery['sort']

/** "Recently wrote about X": a headline holding X counts as recent writing by exp(-age / this many days). */
const RECENT_DAYS = 21
/** "recently wrote about", "lately", "latest", "this month": the founder asks for recent writing. */
export const ASKS_RECENT =
  /\b(recent|recently|lately|latest|this (week|month|year)|last (week|month)|past (week|month))\b/i
/** The same words, dropped before the query is read: they say when, not what ("neobanks this month"). */
const RECENT_WORDS = new RegExp(ASKS_RECENT.source, 'gi')
/**
 * What a recent ask is about: the words after "about", "on" or "covering", to a place, a when or the
 * end ("fintech reporters who wrote about neobanks this month": neobanks, not fintech).
 */
const ABOUT =
  /\b(?:about|on|covering|covered|covers|cover)\s+(.+?)(?=\s+(?:in|at|from|near|based|with|who|and|or|for)\b|[?.!,;]|$)/i

/** The query's words in order, as the titles' pairs were indexed, less the words that only ask. */
function phraseStems(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return tokenize(words.filter((w) => !FILLER.has(w)).join(' '))
}

/** An ask names who is wanted ("reporters", "someone who"); a headline does not. */
const ROLES = new Set(ROLE_WORDS)
const asksForSomeone = (query: string) =>
  /\b(people|someone|somebody|anyone|anybody) who\b/i.test(query) ||
  (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).some((w) => ROLES.has(w))

/** A headline's words rank; what the parser read as filters in it (a topic, a city) does not filter. */
function asHeadline(parsed: ParsedQuery, query: string): ParsedQuery {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  const { hasEmail, hasTwitter, hasLinkedin } = parsed.filters
  const flags = Object.fromEntries(
    Object.entries({ hasEmail, hasTwitter, hasLinkedin }).filter(([, v]) => v !== undefined),
  )
  return {
    ...parsed,
    text: words.filter((w) => !FILLER.has(w)).join(' '),
    filters: flags,
    terms: '',
    beats: [],
    unknownPlaces: [],
    topicWords: [],
  }
}
type Match = Pick<SearchQuery, 'query' | 'filters' | 'sort'>

/** The words a recent ask wants in the headlines: those after "about" when it says, else all it asked. */
function recentSubject(query: string, words: Expansion[], expand: (stem: string) => Expansion): Expansion[] {
  const about = ABOUT.exec(query.replace(RECENT_WORDS, ' '))?.[1]
  const stems = about ? [...new Set(phraseStems(about))] : []
  return stems.length ? stems.map((stem) => expand(stem)) : words
}

/** Tokenises the journalists and builds the engine: the embedded default, and a cold start with no prebuilt index. */
export function buildSearchIndex(journalists: Journalist[], options: { now: () => Date }) {
  return createSearchEngine(buildIndexData(journalists), options)
}

/**
 * The in-memory search over journalists: BM25 over name, topics, beat, publication, location, bio and
 * article titles, with prefixes, typo tolerance and a boost for recent writing; natural-language
 * filters; facet counts that say what each filter value would return. It reads columns (IndexData),
 * built at import and loaded as they are at a cold start.
 */
export function createSearchEngine(data: IndexData, options: { now: () => Date }) {
  const n = data.ids.length
  const corpus = createCorpusIndex(data)
  const parse = createQueryParser(data.dictionaries)
  const facets = createFacets(data)
  const suggester = createSuggester(data)

  /** 1.0 to 1.5: someone who wrote last week is a better bet than someone silent for a year. */
  const builtAt = options.now().getTime()
  const recency = Float64Array.from(data.lastArticleDay, (day) =>
    day < 0 ? 1 : 1 + 0.5 * Math.exp(-Math.max(0, (builtAt - day * DAY_MS) / DAY_MS) / 60),
  )
  /** "Recently wrote about X": a week's silence costs more when the founder asks for recent writing. */
  const recencyAsked = Float64Array.from(data.lastArticleDay, (day) =>
    day < 0 ? 1 : 1 + 2 * Math.exp(-Math.max(0, (builtAt - day * DAY_MS) / DAY_MS) / 21),
  )
  let names: Set<string> | undefined
  const hasName = (name: string) => {
    names ??= new Set(data.names.map(normalise))
    return names.has(name)
  }
  const everyone = Array.from({ length: n }, (_, doc) => doc)
  const orders: Record<Exclude<Sort, 'relevance'>, Int32Array> = {
    recent: data.byRecent,
    response_rate: data.byResponseRate,
    name: data.byName,
  }
  const ranks = new Map<Int32Array, Int32Array>()
  /** Each document's place in an order, computed on first use. */
  const rankIn = (order: Int32Array) => {
    let rank = ranks.get(order)
    if (!rank) {
      rank = new Int32Array(n)
      order.forEach((doc, place) => {
        ;(rank as Int32Array)[doc] = place
      })
      ranks.set(order, rank)
    }
    return rank
  }
  const mask = new Uint8Array(n)
  /** `docs` (ascending) and everyone who lists one of `topics`, ascending. */
  const withTopicHolders = (docs: number[], topics: string[]) => {
    const holds = compileFilters(data, { topics }, options.now()) as (doc: number) => boolean
    for (const doc of docs) mask[doc] = 1
    const out: number[] = []
    for (let doc = 0; doc < n; doc++) if (mask[doc] || holds(doc)) out.push(doc)
    for (const doc of docs) mask[doc] = 0
    return out
  }

  /**
   * The text decides who is admitted (every word while that finds enough, else most, else any; a
   * beat's words only rank beside other words), the filters narrow that down, and the text plus the
   * chosen topics rank what is left. `admitted` is kept for the facet counts.
   */
  function match(params: Match, lifted: Liftable[] = []) {
    const stemsInOrder = phraseStems(params.query)
    const phrase = corpus.phraseShares(stemsInOrder)
    let best = 0
    for (const share of phrase.shares.values()) best = Math.max(best, share)
    const headline =
      stemsInOrder.length >= HEADLINE_WORDS &&
      phrase.mostPairs >= 2 &&
      best >= HEADLINE_SHARE &&
      !asksForSomeone(params.query)
    const asksRecent = ASKS_RECENT.test(params.query)
    const understood: ParsedQuery = headline
      ? asHeadline(parse(params.query), params.query)
      : parse(asksRecent ? params.query.replace(RECENT_WORDS, ' ') : params.query)
    // A fallback lifts filters the query named (never those chosen beside it).
    const parsed: ParsedQuery = lifted.length
      ? {
          ...understood,
          filters: { ...understood.filters, ...Object.fromEntries(lifted.map((l) => [l, undefined])) },
        }
      : understood
    // "Recently wrote about telehealth": the topic named is asked of the headlines, as typed, beside
    // those who list the topic (a soft filter); how recent the headlines holding it are ranks them.
    // Not when topics are chosen beside the query: those filter as "any of", the named one with them.
    const softTopics =
      asksRecent && !headline && parsed.topicWords.length && !params.filters.topics?.length
        ? (parsed.filters.topics ?? [])
        : []
    const named = softTopics.length ? { ...parsed.filters, topics: undefined } : parsed.filters
    const merged = mergeFilters(params.filters, named)
    const filters = softTopics.length ? mergeFilters(params.filters, parsed.filters) : merged
    const text = softTopics.length ? [parsed.text, ...parsed.topicWords].join(' ').trim() : parsed.text
    // A beat's words rank rather than admit, unless nothing else says who is wanted ("VC reporters").
    const beatStems = new Set(tokenize(parsed.beats.join(' ')))
    const stems = tokenize(text)
    const other = stems.filter((stem) => !beatStems.has(stem))
    // Filters the query itself names; those chosen beside it (a facet) keep the text's rule, so a facet's
    // count stays what choosing it returns.
    const queryNamesFilters = hasNamedFilter(named)
    const beatAdmits = !other.length && !queryNamesFilters
    // Asked of the headlines, a word the index has is that word: "esports" is not "sports" or "report".
    const expandWord = (stem: string) => {
      const exact = softTopics.length ? corpus.expand(stem, false) : undefined
      return exact?.size ? exact : corpus.expand(stem)
    }
    const admitting = (beatAdmits ? stems : other).map(expandWord)
    const ranking = beatAdmits ? [] : stems.filter((stem) => beatStems.has(stem)).map((s) => corpus.expand(s))
    const words = [...admitting, ...ranking]
    const passesFilters = compileFilters(data, merged, options.now())
    // "@lenamoreau" finds the journalist with that handle.
    const passes = parsed.handles.length
      ? (doc: number) =>
          (!passesFilters || passesFilters(doc)) && parsed.handles.includes(data.handles[doc] as string)
      : passesFilters
    const admit = (share: number) => {
      const found = words.length && share > 0 ? corpus.textMatches(admitting, share) : []
      // Words nobody matches do not empty a search that named filters: the filters alone then decide.
      const byText =
        words.length && (found.length || !(hasNamedFilter(merged) || parsed.handles.length))
          ? found
          : everyone
      const admitted = softTopics.length ? withTopicHolders(byText, softTopics) : byText
      return { admitted, docs: passes ? admitted.filter(passes) : admitted }
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
    for (const doc of docs) mask[doc] = 1
    // Journalists on a beat the query names rank above those whose headlines only use its words.
    const beats = new Set(parsed.beats)
    const onBeat = (doc: number) =>
      beats.has(data.dictionaries.beats[data.beat[doc] as number] as string) ? 1.5 : 1
    // Topics filter as "any of"; a journalist on every topic asked for is what was asked for.
    const askedTopics = new Set(
      (filters.topics ?? []).map((t) =>
        data.dictionaries.topics.findIndex((v) => v.toLowerCase() === t.toLowerCase()),
      ),
    )
    const everyTopic = (doc: number) => {
      if (askedTopics.size < 2) return 1
      let held = 0
      for (let i = data.topicOffsets[doc] as number; i < (data.topicOffsets[doc + 1] as number); i++)
        if (askedTopics.has(data.topicIds[i] as number)) held++
      return held >= askedTopics.size ? 2 : 1
    }
    const boost = headline ? HEADLINE_BOOST : PHRASE_BOOST
    const phrased = (doc: number) => 1 + boost * (phrase.shares.get(doc) ?? 0)
    // Asked for recent writing about something: the latest headline holding it, and how recent that
    // is (1 to 3), not whether they wrote anything at all lately; with nothing named, any article.
    const about = asksRecent && !headline ? recentSubject(params.query, words, corpus.expand) : []
    const mentions = about.length
      ? corpus.recentMentions(about, Math.floor(builtAt / DAY_MS), RECENT_DAYS)
      : undefined
    const recencyOf = (doc: number) =>
      !asksRecent
        ? (recency[doc] as number)
        : mentions
          ? Math.max(recency[doc] as number, 1 + 2 * (mentions.get(doc) ?? 0))
          : (recencyAsked[doc] as number)
    const scores = corpus.score(
      mask,
      [...words, ...topicWords],
      (doc) => recencyOf(doc) * onBeat(doc) * phrased(doc) * everyTopic(doc),
      // A headline's words are not constraints: an edited one has words its author never wrote.
      headline ? 1 : undefined,
      // A soft topic's own name ranks, but is no constraint beside the words asked of the headlines.
      softTopics.length ? words.length : undefined,
    )
    for (const doc of docs) mask[doc] = 0
    return { parsed, filters, admissionFilters: merged, scores, docs, admitted }
  }

  /** The first `limit` documents in the order asked; ties break on id, so pages never repeat one. */
  function ordered(docs: number[], sort: Sort, scores: Map<number, number>, limit: number): number[] {
    const order = sort === 'relevance' ? data.byRecent : orders[sort]
    const rank = rankIn(order)
    if (sort === 'relevance' && scores.size > 0) {
      const compare = (a: number, b: number) =>
        (scores.get(b) ?? 0) - (scores.get(a) ?? 0) || (rank[a] as number) - (rank[b] as number)
      return topK(docs, limit, compare)
    }
    // Without scores the order is precomputed: everyone is its first page; walk it when the matches
    // are many, else sort them by it.
    if (docs.length === n) return Array.from(order.subarray(0, limit))
    if (docs.length * 8 < n) return topK(docs, limit, (a, b) => (rank[a] as number) - (rank[b] as number))
    for (const doc of docs) mask[doc] = 1
    const out: number[] = []
    for (let i = 0; i < n && out.length < limit; i++)
      if (mask[order[i] as number]) out.push(order[i] as number)
    for (const doc of docs) mask[doc] = 0
    return out
  }

  const decoder = new TextDecoder()
  /** A journalist as results show one, decoded from its bytes. */
  function summary(doc: number, score = 0): JournalistSummary {
    const bytes = data.records.subarray(data.recordOffsets[doc], data.recordOffsets[doc + 1])
    const record = JSON.parse(decoder.decode(bytes)) as Omit<JournalistSummary, 'score'>
    return { ...record, score: Math.round(Math.min(1, score) * 1000) / 1000 }
  }

  /** Facet counts: for a filter in use, counted as if that filter alone were lifted (so a second value can be added). */
  function aggregate(filters: SearchFilters, admitted: number[], docs: number[]): SearchAggregations {
    const now = options.now()
    const without = (lifted: Partial<SearchFilters>) => {
      const passes = compileFilters(data, { ...filters, ...lifted }, now)
      return passes ? admitted.filter(passes) : admitted
    }
    const pool = (list: 'publications' | 'topics' | 'beats' | 'locations') =>
      filters[list]?.length ? without({ [list]: undefined }) : docs
    const flag = (name: keyof typeof FLAGS) =>
      facets.flag(filters[name] === undefined ? docs : without({ [name]: undefined }), FLAGS[name])
    return {
      publications: facets.count('publications', pool('publications')),
      topics: facets.count('topics', pool('topics')),
      beats: facets.count('beats', pool('beats')),
      locations: facets.count('locations', pool('locations')),
      hasEmail: flag('hasEmail'),
      hasTwitter: flag('hasTwitter'),
      hasLinkedin: flag('hasLinkedin'),
    }
  }

  /**
   * The match, or when what the query named leaves nobody, the nearest honest answer (a filter of the
   * query's own lifted) and the notice that says so.
   */
  function answer(params: Match) {
    const notices: string[] = []
    let result = match(params)
    if (result.docs.length === 0 && params.query) {
      const tried = new Map<string, ReturnType<typeof match>>()
      const fallback = fallbackFor(result.parsed.filters, (lifted) => {
        const found = match(params, lifted)
        tried.set(lifted.join(), found)
        return found.docs.length
      })
      if (fallback) {
        result = tried.get(fallback.lifted.join()) as ReturnType<typeof match>
        notices.push(fallback.notice)
      }
    }
    return { result, notices }
  }

  function search(params: SearchQuery): SearchResponse {
    const started = performance.now()
    const { result, notices } = answer(params)
    const { parsed, filters, admissionFilters, scores, docs, admitted } = result
    if (!hasNamedFilter(filters) && !parsed.handles.length) {
      const notice = nameNotice(
        params.query,
        (() => {
          const [first] = ordered(docs, 'relevance', scores, 1)
          return first === undefined ? undefined : data.names[first]
        })(),
        hasName,
      )
      if (notice) notices.push(notice)
    }
    let best = Number.MIN_VALUE
    for (const score of scores.values()) best = Math.max(best, score)
    const page = ordered(docs, params.sort, scores, params.from + params.size).slice(params.from)
    return {
      journalists: page.map((doc) => summary(doc, (scores.get(doc) ?? 0) / best)),
      total: docs.length,
      aggregations: aggregate(admissionFilters, admitted, docs),
      suggestions: relatedSearches({
        parsed,
        filters,
        topics: facets.count('topics', docs),
        cities: facets.count('locations', docs),
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
        ...(notices.length ? { notices } : {}),
        took_ms: Math.round((performance.now() - started) * 100) / 100,
      },
    }
  }

  return {
    size: n,
    vocabulary: data.dictionaries,
    search,
    /** Every journalist a search finds, best first: the export. */
    matchAll: (params: Match): JournalistSummary[] => {
      const { docs, scores } = answer(params).result
      return ordered(docs, params.sort, scores, docs.length).map((doc) => summary(doc))
    },
    suggest: (q: string, type: Suggestion['type'] | 'all', limit: number): Suggestion[] =>
      suggester.suggest(q, type, limit),
    /** The journalist who wrote the article at this URL, among the articles we know. */
    authorOf: (url: string): JournalistSummary | undefined => {
      const doc = findUrl(data, urlHash(url))
      return doc === undefined ? undefined : summary(doc, 1)
    },
    /** Journalists whose name is `name` under `same` (accents and punctuation aside). */
    named: (same: (fullName: string) => boolean): JournalistSummary[] =>
      everyone.filter((doc) => same(data.names[doc] as string)).map((doc) => summary(doc, 1)),
  }
}
export type SearchEngine = ReturnType<typeof createSearchEngine>
/** @deprecated the in-memory engine; use the SearchIndex port. Kept for the benchmarks and tests. */
export type SearchIndex = SearchEngine

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

/** The last document that wrote an article with this URL hash (a later journalist wins, as a map would). */
function findUrl(data: IndexData, hash: number): number | undefined {
  let low = 0
  let high = data.urlHashes.length - 1
  let found: number | undefined
  while (low <= high) {
    const mid = (low + high) >> 1
    if ((data.urlHashes[mid] as number) <= hash) {
      if (data.urlHashes[mid] === hash) found = mid
      low = mid + 1
    } else high = mid - 1
  }
  return found === undefined ? undefined : data.urlDocs[found]
}

export function mergeFilters(explicit: SearchFilters, parsed: SearchFilters): SearchFilters {
  const merged: SearchFilters = { ...explicit }
  for (const list of ['topics', 'beats', 'locations', 'publications'] as const) {
    const values = [...(explicit[list] ?? []), ...(parsed[list] ?? [])]
    if (values.length) merged[list] = [...new Set(values)].sort((a, b) => a.localeCompare(b))
  }
  // "with an email" in the query, unless the founder set that filter themselves.
  for (const flag of ['hasEmail', 'hasTwitter', 'hasLinkedin'] as const)
    if (merged[flag] === undefined && parsed[flag] !== undefined) merged[flag] = parsed[flag]
  return merged
}

export function hasNamedFilter(f: SearchFilters) {
  return !!(f.topics?.length || f.beats?.length || f.locations?.length || f.publications?.length)
}

/** The filters as a test of a document's columns; undefined when nothing is filtered. */
function compileFilters(data: IndexData, filters: SearchFilters, now: Date) {
  const wanted = (values: string[] | undefined, dictionary: string[]) => {
    if (!values?.length) return undefined
    const lower = new Set(values.map((v) => v.toLowerCase()))
    return Uint8Array.from(dictionary, (v) => (lower.has(v.toLowerCase()) ? 1 : 0))
  }
  const topics = wanted(filters.topics, data.dictionaries.topics)
  const beats = wanted(filters.beats, data.dictionaries.beats)
  const locations = wanted(filters.locations, data.dictionaries.locations)
  const publications = wanted(filters.publications, data.dictionaries.publications)
  const since =
    filters.dateRange && filters.dateRange.preset !== 'all' ? DATE_PRESET_DAYS[filters.dateRange.preset] : 0
  const cutoff = since ? dayNumber(new Date(now.getTime() - since * DAY_MS).toISOString()) : undefined
  let flagMask = 0
  let flagValue = 0
  for (const name of ['hasEmail', 'hasTwitter', 'hasLinkedin'] as const) {
    if (filters[name] === undefined) continue
    flagMask |= FLAGS[name]
    if (filters[name]) flagValue |= FLAGS[name]
  }
  const rate = filters.responseRate
  if (
    !topics &&
    !beats &&
    !locations &&
    !publications &&
    cutoff === undefined &&
    !flagMask &&
    rate === undefined
  )
    return undefined
  const { topicOffsets, topicIds } = data
  return (doc: number) => {
    if (beats && !beats[data.beat[doc] as number]) return false
    if (locations && !locations[data.location[doc] as number]) return false
    if (publications && !publications[data.publication[doc] as number]) return false
    if (((data.flags[doc] as number) & flagMask) !== flagValue) return false
    if (rate !== undefined && (data.responseRate[doc] as number) < rate) return false
    if (cutoff !== undefined && (data.lastArticleDay[doc] as number) < cutoff) return false
    if (topics) {
      for (let i = topicOffsets[doc] as number; i < (topicOffsets[doc + 1] as number); i++)
        if (topics[topicIds[i] as number]) return true
      return false
    }
    return true
  }
}
