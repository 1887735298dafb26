import { defaultProvider } from '@aws-sdk/credential-provider-node'
import type { Client } from '@opensearch-project/opensearch'
import type {
  FacetCount,
  JournalistSummary,
  SearchFilters,
  SearchQuery,
  SearchResponse,
  Suggestion,
} from '../../../shared/contracts/discovery'
import type { Journalist } from '../../../shared/domain/journalists'
import { nameKey } from '../../discovery/article-author'
import { tokenize } from '../../discovery/corpus-index'
import { fallbackFor, type Liftable } from '../../discovery/honest-answers'
import { summaryRecord } from '../../discovery/index-data'
import { createQueryParser, type ParsedQuery } from '../../discovery/query-parser'
import { relatedSearches } from '../../discovery/related-searches'
import {
  ASKS_RECENT,
  DATE_PRESET_DAYS,
  ENOUGH_WITH_EVERY_WORD,
  hasNamedFilter,
  mergeFilters,
} from '../../discovery/search-engine'
import { normaliseArticleUrl } from '../../journalists/journalist-record'
import type { SearchIndex } from '../../ports/search-index'
import { MAPPINGS, SETTINGS, TEXT_FIELDS } from './opensearch-mappings'

const DAY_MS = 86_400_000
const LISTS = { publications: 'publication', topics: 'topics', beats: 'beat', locations: 'location' } as const
const FLAGS = { hasEmail: 'has_email', hasTwitter: 'has_twitter', hasLinkedin: 'has_linkedin' } as const
type List = keyof typeof LISTS
type Flag = keyof typeof FLAGS
type Clause = Record<string, unknown>
/** The vocabulary is read again after this long (imports happen rarely; an import resets it here). */
const VOCABULARY_SECONDS = 60

/**
 * A client that signs each request with the function's role (SigV4, service "es"). The client is
 * imported here, when chosen: it ships beside the search functions only when OpenSearch is enabled.
 */
export async function signedOpenSearchClient(options: { endpoint: string; region: string }) {
  const { Client } = await import('@opensearch-project/opensearch')
  const { AwsSigv4Signer } = await import('@opensearch-project/opensearch/aws')
  return new Client({
    ...AwsSigv4Signer({ region: options.region, service: 'es', getCredentials: defaultProvider() }),
    node: options.endpoint,
  })
}

interface Hit {
  _id: string
  _score: number | null
  _source?: { summary?: Omit<JournalistSummary, 'score'> }
  sort?: unknown[]
}
interface Bucket {
  key: string
  doc_count: number
}
type Aggregations = Record<
  string,
  { doc_count?: number; values?: { buckets: Bucket[] }; yes?: { doc_count: number } }
>

/**
 * Journalist search on Amazon OpenSearch Service. Our parser still reads the founder's words; what it
 * understood becomes a bool query: each word a clause over the same fields and boosts as the in-memory
 * engine (typos through fuzziness, prefixes through phrase_prefix), admitted by every word while that
 * finds two pages, else half of them; filters as a post_filter, each facet an aggregation filtered by
 * every filter but its own; the same result shape. Each import version is an index behind one alias.
 */
export function openSearchIndex(options: {
  client: Client
  alias: string
  now: () => Date
  /** Journalists per _bulk request and per page of an export. */
  pageSize?: number
}): SearchIndex {
  const { client, alias, now } = options
  const PAGE = options.pageSize ?? 1_000
  let vocabulary: { at: number; value: Promise<Vocabulary> } | undefined

  async function send<T>(body: Clause): Promise<{
    hits: { total: { value: number }; max_score: number | null; hits: Hit[] }
    aggregations?: T
  }> {
    const response = await client.search({ index: alias, body: body as never })
    return response.body as never
  }

  async function readVocabulary(): Promise<Vocabulary> {
    const aggs: Clause = {}
    for (const [list, field] of Object.entries(LISTS))
      aggs[list] = { terms: { field: `${field}.raw`, size: 10_000 } }
    try {
      const { aggregations } = await send<Record<List, { buckets: Bucket[] }>>({ size: 0, aggs })
      const lists = Object.fromEntries(
        Object.keys(LISTS).map((list) => [list, aggregations?.[list as List]?.buckets ?? []]),
      ) as Record<List, Bucket[]>
      return makeVocabulary(lists)
    } catch (error) {
      if (isMissingIndex(error))
        return makeVocabulary({ publications: [], topics: [], beats: [], locations: [] })
      throw error
    }
  }

  function currentVocabulary() {
    if (!vocabulary || Date.now() - vocabulary.at > VOCABULARY_SECONDS * 1000) {
      const value = readVocabulary()
      vocabulary = { at: Date.now(), value }
      value.catch(() => {
        vocabulary = undefined
      })
    }
    return vocabulary.value
  }

  /** What a query asks, as clauses: the words (admitting and ranking), the filters, the sort. */
  async function understand(query: string, explicit: SearchFilters, lifted: Liftable[] = []) {
    const { parse } = await currentVocabulary()
    const understood: ParsedQuery = parse(query)
    // A fallback lifts filters the query named (never those chosen beside it), as in memory.
    const parsed: ParsedQuery = lifted.length
      ? {
          ...understood,
          filters: { ...understood.filters, ...Object.fromEntries(lifted.map((l) => [l, undefined])) },
        }
      : understood
    const filters = mergeFilters(explicit, parsed.filters)
    const beatStems = new Set(tokenize(parsed.beats.join(' ')))
    const words = parsed.text.split(' ').filter((w) => tokenize(w).length > 0)
    const isBeat = (w: string) => tokenize(w).every((s) => beatStems.has(s))
    const other = words.filter((w) => !isBeat(w))
    const admitting = other.length ? other : words
    const ranking = other.length ? words.filter(isBeat) : []
    // Which words anyone has: the others neither admit nor count, and come back as not understood.
    const known = new Set<string>()
    if (words.length) {
      const aggs = Object.fromEntries(words.map((w, i) => [`w${i}`, { filter: wordClause(w) }]))
      const { aggregations } = await send<Record<string, { doc_count: number }>>({ size: 0, aggs })
      words.forEach((w, i) => {
        if ((aggregations?.[`w${i}`]?.doc_count ?? 0) > 0) known.add(w)
      })
    }
    const admittingKnown = admitting.filter((w) => known.has(w))
    const filterClauses = clausesOf(filters, parsed.handles, now())
    const asksRecent = ASKS_RECENT.test(query)
    const should = [
      ...ranking.filter((w) => known.has(w)).map(wordClause),
      ...(filters.topics ?? []).map((topic) => ({ match: { topics: { query: topic } } })),
      ...rankingClauses(admittingKnown, asksRecent ? parsed.topicWords : []),
    ]
    const textQuery = (share: number): Clause | undefined => {
      if (!words.length) return undefined
      if (!admittingKnown.length)
        return hasNamedFilter(filters) || parsed.handles.length ? undefined : { match_none: {} }
      return {
        bool: {
          should: admittingKnown.map(wordClause),
          minimum_should_match: Math.max(1, Math.ceil(admittingKnown.length * share)),
        },
      }
    }
    const notUnderstood = parsed.text.split(' ').filter((w) => tokenize(w).length > 0 && !known.has(w))
    /**
     * Who the text admits at `share` of its words (ranked by them and the chosen topics); at share 0,
     * everyone the filters let through, ranked by the words, as the in-memory engine does when the
     * filters the query names leave fewer than ENOUGH_WITH_EVERY_WORD with the words.
     */
    const queryAt = (share: number): Clause => {
      const query =
        share > 0
          ? queryOf(textQuery(share), should)
          : queryOf(undefined, [...admittingKnown.map(wordClause), ...should])
      return asksRecent ? recentFirst(query, now()) : query
    }
    /** The share to try after `share`, while it admits too few. */
    const wider = (admitted: number, share: number): number | undefined => {
      if (admitted >= ENOUGH_WITH_EVERY_WORD) return undefined
      if (share === 1 && admittingKnown.length > 1) return 0.5
      if (share > 0 && admittingKnown.length && hasNamedFilter(parsed.filters)) return 0
      return undefined
    }
    /** Asks at every word, then wider while too few are admitted: the last answer, and its share. */
    const widen = async <T extends { hits: { total: { value: number } } }>(
      at: (share: number) => Promise<T>,
    ) => {
      let share = 1
      let answer = await at(share)
      for (let next = wider(answer.hits.total.value, share); next !== undefined; ) {
        share = next
        answer = await at(share)
        next = wider(answer.hits.total.value, share)
      }
      return { answer, share }
    }
    return { parse, parsed, filters, filterClauses, queryAt, widen, notUnderstood }
  }

  /** Without text everyone qualifies (match_all), so the topic clauses only rank. */
  function queryOf(text: Clause | undefined, should: Clause[]): Clause {
    return { bool: { must: [text ?? { match_all: {} }], should } }
  }

  async function search(params: SearchQuery): Promise<SearchResponse> {
    const started = performance.now()
    const first = await answer(params)
    const notices: string[] = []
    let chosen = first
    // What the query named leaves nobody: the nearest honest answer, said (decision 030).
    if (first.answer.hits.total.value === 0 && params.query) {
      const tries = new Map<string, typeof first>()
      for (const lifted of [['locations'], ['topics']] as Liftable[][])
        if (first.parsed.filters[lifted[0] as Liftable]?.length)
          tries.set(lifted.join(), await answer(params, lifted))
      const fallback = fallbackFor(
        first.parsed.filters,
        (lifted) => tries.get(lifted.join())?.answer.hits.total.value ?? 0,
      )
      if (fallback) {
        chosen = tries.get(fallback.lifted.join()) as typeof first
        notices.push(fallback.notice)
      }
    }
    const { parse, parsed, filters, notUnderstood, answer: found } = chosen
    const { hits, aggregations = {} } = found
    const best = hits.max_score || 1
    const counts = (name: string) => sortFacets(aggregations[name]?.values?.buckets ?? [])
    const flag = (name: Flag) => {
      const all = aggregations[name]?.doc_count ?? 0
      const yes = aggregations[name]?.yes?.doc_count ?? 0
      return { true: yes, false: all - yes }
    }
    return {
      journalists: hits.hits.map((hit) => toSummary(hit, (hit._score ?? 0) / best)),
      total: hits.total.value,
      aggregations: {
        publications: counts('publications'),
        topics: counts('topics'),
        beats: counts('beats'),
        locations: counts('locations'),
        hasEmail: flag('hasEmail'),
        hasTwitter: flag('hasTwitter'),
        hasLinkedin: flag('hasLinkedin'),
      },
      suggestions: relatedSearches({
        parsed,
        filters,
        topics: counts('matchedTopics'),
        cities: counts('matchedLocations'),
        topicsNamedBy: (word) => parse(word).filters.topics ?? [],
      }),
      metadata: {
        query: params.query,
        parsed: { text: parsed.text, filters: parsed.filters, notUnderstood },
        ...(notices.length ? { notices } : {}),
        took_ms: Math.round((performance.now() - started) * 100) / 100,
      },
    }
  }

  /** One page of the search as asked, with `lifted` filters of the query's own lifted. */
  async function answer(params: SearchQuery, lifted: Liftable[] = []) {
    const { parse, parsed, filters, filterClauses, queryAt, widen, notUnderstood } = await understand(
      params.query,
      params.filters,
      lifted,
    )
    const run = (share: number) =>
      send<Aggregations>({
        query: queryAt(share),
        post_filter: { bool: { filter: Object.values(filterClauses).flat() } },
        aggs: facetAggregations(filterClauses),
        sort: sortOf(params.sort),
        from: params.from,
        size: params.size,
        track_total_hits: true,
        track_scores: true,
        _source: ['summary'],
      })
    const { answer: found } = await widen(run)
    return { parse, parsed, filters, notUnderstood, answer: found }
  }

  async function matchAll(params: { query: string; filters: SearchFilters }): Promise<JournalistSummary[]> {
    const { filterClauses, queryAt, widen } = await understand(params.query, params.filters)
    const page = (share: number, after?: unknown[]) =>
      send({
        query: {
          bool: {
            ...(queryAt(share).bool as Clause),
            filter: Object.values(filterClauses).flat(),
          },
        },
        sort: sortOf('relevance'),
        size: PAGE,
        track_total_hits: true,
        _source: ['summary'],
        ...(after && { search_after: after }),
      })
    const { answer: first, share } = await widen((at) => page(at))
    const out = first.hits.hits.map((hit) => toSummary(hit, 0))
    let last = first.hits.hits.at(-1)
    while (last && out.length < first.hits.total.value) {
      const next = await page(share, last.sort)
      out.push(...next.hits.hits.map((hit) => toSummary(hit, 0)))
      last = next.hits.hits.length ? next.hits.hits.at(-1) : undefined
    }
    return out
  }

  async function suggest(params: { q: string; type: Suggestion['type'] | 'all'; limit: number }) {
    const needle = params.q.trim().toLowerCase()
    const confidence = (value: string) => {
      const v = value.toLowerCase()
      if (v === needle) return 1
      if (v.startsWith(needle)) return 0.9
      return v.split(/\s+/).some((w) => w.startsWith(needle)) ? 0.75 : 0
    }
    const out: Suggestion[] = []
    const { counts } = await currentVocabulary()
    for (const [type, list] of [
      ['topic', counts.topics],
      ['publication', counts.publications],
    ] as const) {
      if (params.type !== 'all' && params.type !== type) continue
      for (const { value, count } of list) {
        const c = confidence(value)
        if (c) out.push({ value, type, metadata: { count }, confidence: c })
      }
    }
    if (params.type === 'all' || params.type === 'journalist') {
      const { hits } = await send({
        query: {
          bool: { should: [{ prefix: { name_words: needle } }, { prefix: { 'full_name.lower': needle } }] },
        },
        sort: [{ id: 'asc' }],
        size: 200,
        _source: ['summary'],
      })
      const seen = new Set<string>()
      for (const hit of hits.hits) {
        const j = hit._source?.summary
        if (!j || seen.has(j.full_name)) continue
        seen.add(j.full_name)
        const c = confidence(j.full_name)
        if (c)
          out.push({
            value: j.full_name,
            type: 'journalist',
            metadata: { publication: j.publication },
            confidence: c * 0.95,
          })
      }
    }
    return out
      .sort((a, b) => b.confidence - a.confidence || a.value.localeCompare(b.value))
      .slice(0, params.limit)
  }

  async function findBy(term: Clause, size: number) {
    try {
      const { hits } = await send({ query: { term }, sort: [{ id: 'desc' }], size, _source: ['summary'] })
      return hits.hits.map((hit) => toSummary(hit, 1))
    } catch (error) {
      if (isMissingIndex(error)) return []
      throw error
    }
  }

  async function publish(version: number, journalists: Journalist[]) {
    const index = `${alias}-v${version}`
    await client.indices.delete({ index }).catch(ignoreMissing)
    await client.indices.create({ index, body: { settings: SETTINGS, mappings: MAPPINGS } as never })
    for (let start = 0; start < journalists.length; start += PAGE) {
      const body = journalists
        .slice(start, start + PAGE)
        .flatMap((j) => [{ index: { _index: index, _id: j.id } }, documentOf(j)])
      const { body: result } = await client.bulk({ body: body as never })
      if ((result as { errors?: boolean }).errors)
        throw new Error(`OpenSearch refused journalists of ${index}`)
    }
    await client.indices.refresh({ index })
    // The alias moves to this version unless a later import has already moved it further.
    const current = await client.indices.getAlias({ name: alias }).then(
      (r) => Object.keys(r.body as object),
      (error) => (isMissingIndex(error) ? [] : Promise.reject(error)),
    )
    const versionOf = (name: string) => Number(name.slice(alias.length + 2))
    if (current.some((name) => versionOf(name) > version)) return
    await client.indices.updateAliases({
      body: {
        actions: [...current.map((name) => ({ remove: { index: name, alias } })), { add: { index, alias } }],
      } as never,
    })
    for (const old of current)
      if (old !== index) await client.indices.delete({ index: old }).catch(ignoreMissing)
    vocabulary = undefined
  }

  return {
    search,
    suggest,
    matchAll,
    authorOf: async (url) => (await findBy({ article_urls: safeNormalise(url) }, 1))[0],
    named: (fullName) => findBy({ name_key: nameKey(fullName) }, 100),
    publish,
    ready: async () => {
      await currentVocabulary()
    },
  }
}

interface Vocabulary {
  parse: (query: string) => ParsedQuery
  counts: { topics: FacetCount[]; publications: FacetCount[] }
}

function makeVocabulary(lists: Record<List, Bucket[]>): Vocabulary {
  const values = (list: List) => lists[list].map((b) => b.key).sort((a, b) => a.localeCompare(b))
  return {
    parse: createQueryParser({
      topics: values('topics'),
      beats: values('beats'),
      locations: values('locations'),
      publications: values('publications'),
    }),
    counts: { topics: sortFacets(lists.topics), publications: sortFacets(lists.publications) },
  }
}

/** One word of the text over every field with its boost: typos through fuzziness, prefixes beside. */
function wordClause(word: string): Clause {
  return {
    bool: {
      should: [
        { multi_match: { query: word, fields: TEXT_FIELDS, fuzziness: 'AUTO', prefix_length: 1 } },
        { multi_match: { query: word, fields: TEXT_FIELDS, type: 'phrase_prefix', boost: 0.375 } },
      ],
    },
  }
}

/**
 * Ranking beside the words (issue 40, as in memory): the words standing together in a headline
 * (match_phrase on titles, two words of slop: a dropped word still counts), and every word asked met
 * outranking some (all of them as one clause, boosted). For a recent ask, the topic's words as typed
 * ("telehealth") in the headlines.
 */
function rankingClauses(words: string[], topicWords: string[]): Clause[] {
  const clauses: Clause[] = []
  if (words.length >= 2) {
    clauses.push({ match_phrase: { titles: { query: words.join(' '), slop: 2, boost: 3 } } })
    clauses.push({ bool: { must: words.map(wordClause), boost: 2 } })
  }
  if (topicWords.length) clauses.push({ match: { titles: { query: topicWords.join(' '), boost: 2 } } })
  return clauses
}

/**
 * "Recently", "lately", "this month": the score times 1 to 3 by how recent the latest article is (a
 * Gaussian decay, 21 days to half). The index holds the latest article's date, not each headline's.
 */
function recentFirst(query: Clause, at: Date): Clause {
  return {
    function_score: {
      query,
      functions: [
        { weight: 1 },
        { gauss: { last_article_at: { origin: at.toISOString(), scale: '21d', decay: 0.5 } }, weight: 2 },
      ],
      score_mode: 'sum',
      boost_mode: 'multiply',
    },
  }
}

/** Each filter in use as its clause (case aside, as the in-memory engine compares), by filter name. */
function clausesOf(filters: SearchFilters, handles: string[], at: Date): Record<string, Clause[]> {
  const clauses: Record<string, Clause[]> = {}
  for (const [list, field] of Object.entries(LISTS) as [List, string][]) {
    const values = filters[list]
    if (values?.length)
      clauses[list] = [{ terms: { [`${field}.lower`]: values.map((v) => v.toLowerCase()) } }]
  }
  for (const [flag, field] of Object.entries(FLAGS) as [Flag, string][])
    if (filters[flag] !== undefined) clauses[flag] = [{ term: { [field]: filters[flag] } }]
  if (filters.responseRate !== undefined)
    clauses.responseRate = [{ range: { response_rate: { gte: filters.responseRate } } }]
  if (filters.dateRange && filters.dateRange.preset !== 'all') {
    const since = DATE_PRESET_DAYS[filters.dateRange.preset]
    const cutoff = new Date(at.getTime() - since * DAY_MS).toISOString().slice(0, 10)
    clauses.dateRange = [{ range: { last_article_at: { gte: cutoff } } }]
  }
  if (handles.length) clauses.handles = [{ terms: { handle: handles } }]
  return clauses
}

/** A facet counted over the text's matches with every filter but its own; the flags likewise. */
function facetAggregations(clauses: Record<string, Clause[]>): Clause {
  const except = (name: string) => ({
    bool: { filter: Object.entries(clauses).flatMap(([key, c]) => (key === name ? [] : c)) },
  })
  const aggs: Clause = {}
  for (const [list, field] of Object.entries(LISTS))
    aggs[list] = { filter: except(list), aggs: { values: { terms: { field: `${field}.raw`, size: 1_000 } } } }
  for (const [flag, field] of Object.entries(FLAGS))
    aggs[flag] = { filter: except(flag), aggs: { yes: { filter: { term: { [field]: true } } } } }
  for (const [name, field] of [
    ['matchedTopics', 'topics'],
    ['matchedLocations', 'location'],
  ])
    aggs[name as string] = {
      filter: except(''),
      aggs: { values: { terms: { field: `${field}.raw`, size: 1_000 } } },
    }
  return aggs
}

/** Ties break on id, so pages never repeat or skip a journalist. */
function sortOf(sort: SearchQuery['sort']): unknown[] {
  const recent = { last_article_at: { order: 'desc', missing: '_last' } }
  const id = { id: 'asc' }
  switch (sort) {
    case 'recent':
      return [recent, id]
    case 'response_rate':
      return [{ response_rate: 'desc' }, id]
    case 'name':
      return [{ 'full_name.raw': 'asc' }, id]
    default:
      return [{ _score: 'desc' }, recent, id]
  }
}

function sortFacets(buckets: Bucket[]): FacetCount[] {
  return buckets
    .map((b) => ({ value: b.key, count: b.doc_count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
}

function toSummary(hit: Hit, score: number): JournalistSummary {
  const record = hit._source?.summary as Omit<JournalistSummary, 'score'>
  return { ...record, score: Math.round(Math.min(1, score) * 1000) / 1000 }
}

/** The document of one journalist: searchable fields, filter fields, and the summary results show. */
export function documentOf(j: Journalist) {
  return {
    id: j.id,
    full_name: j.full_name,
    name_key: nameKey(j.full_name),
    name_words: j.full_name.toLowerCase().split(/\s+/).filter(Boolean),
    topics: j.topics,
    beat: j.beat,
    location: j.location,
    publication: j.publication,
    bio: j.bio,
    titles: j.articles.map((a) => a.title),
    has_email: j.email !== null,
    has_twitter: j.twitter !== null,
    has_linkedin: j.linkedin !== null,
    handle: (j.twitter ?? '').replace(/^@/, '').toLowerCase(),
    response_rate: j.response_rate,
    last_article_at: j.last_article_at,
    article_urls: j.articles.map((a) => safeNormalise(a.url)),
    summary: summaryRecord(j),
  }
}

function safeNormalise(url: string) {
  try {
    return normaliseArticleUrl(url)
  } catch {
    return url
  }
}

function isMissingIndex(error: unknown) {
  return (error as { meta?: { statusCode?: number } })?.meta?.statusCode === 404
}

function ignoreMissing(error: unknown) {
  if (!isMissingIndex(error)) throw error
}
