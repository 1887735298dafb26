import { Client } from '@opensearch-project/opensearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type QueryScore, relevanceSet, scoreQuery, summarise } from '../../../scripts/bench/relevance-set'
import type { Journalist } from '../../../shared/domain/journalists'
import { startFakeOpenSearch } from '../../../test/support/fake-opensearch'
import { buildSearchIndex } from '../../discovery/search-engine'
import { DEMO_REFERENCE_DATE, generateDemoJournalists } from '../../journalists/demo-dataset'
import { openSearchIndex } from './opensearch-search-index'

const now = () => new Date(`${DEMO_REFERENCE_DATE}T12:00:00Z`)
/**
 * The in-memory engine's floors (functions/discovery/relevance.test.ts): the same suite, the same bar.
 * Measured 0.962 overall, no kind under 0.92 (in memory 0.983 and 0.96 on the same corpus).
 */
const OPENSEARCH_FLOOR = 0.9
const OPENSEARCH_KIND_FLOOR = 0.8
/**
 * "Recently wrote about X" (issue 40): the index holds the latest article's date, not each headline's,
 * and a topic named stays a filter, so the adapter ranks by title words and that date only: 0.59 before
 * its title clauses and decay, 0.70 after, on this fake (in memory 0.95). Held here; decision 045.
 */
const OPENSEARCH_RECENT_FLOOR = 0.65
const corpus = generateDemoJournalists(500)
const memory = buildSearchIndex(corpus, { now })
let fake: Awaited<ReturnType<typeof startFakeOpenSearch>>
let index: ReturnType<typeof openSearchIndex>
const search = (query: string, filters = {}, extra = {}) =>
  index.search({ query, filters, sort: 'relevance', size: 20, from: 0, ...extra })

beforeAll(async () => {
  fake = await startFakeOpenSearch()
  index = openSearchIndex({
    client: new Client({ node: fake.url }),
    alias: 'journalists',
    now,
    pageSize: 200,
  })
  await index.publish(1, corpus)
})
afterAll(() => new Promise<void>((done) => fake.server.close(() => done())))

describe('the OpenSearch search index (against a loopback fake of the REST API)', () => {
  it('filters and counts facets as the in-memory engine does, each facet as if its own filter were lifted', async () => {
    for (const filters of [
      {},
      { topics: ['AI', 'fintech'], hasEmail: true },
      { locations: ['London'], responseRate: 30 },
    ]) {
      const expected = memory.search({ query: '', filters, sort: 'relevance', size: 20, from: 0 })
      const actual = await search('', filters)
      expect(actual.total).toBe(expected.total)
      expect(actual.aggregations).toEqual(expected.aggregations)
      expect(actual.suggestions).toEqual(expected.suggestions)
    }
  })

  it('turns the parsed query into filters and text, and pages by each sort without repeating anyone', async () => {
    const result = await search('fintech reporters in London', {}, { size: 100 })
    expect(result.metadata.parsed.filters).toEqual({ topics: ['Fintech'], locations: ['London'] })
    expect(result.total).toBeGreaterThan(0)
    expect(result.journalists.every((j) => j.location === 'London' && j.topics.includes('Fintech'))).toBe(
      true,
    )
    expect(result.journalists[0]?.score).toBe(1)
    for (const sort of ['name', 'recent', 'response_rate'] as const) {
      const pages = await Promise.all(
        [0, 1, 2].map((page) => search('', { topics: ['AI'] }, { sort, from: page * 20 })),
      )
      const ids = pages.flatMap((p) => p.journalists.map((j) => j.id))
      expect(new Set(ids).size).toBe(ids.length)
    }
    expect(
      (await search('', {}, { sort: 'response_rate', size: 5 })).journalists.map((j) => j.response_rate),
    ).toEqual([...corpus.map((j) => j.response_rate)].sort((a, b) => b - a).slice(0, 5))
  })

  it('names the words nobody has as not understood, and exports every match across pages', async () => {
    const result = await search('fintech zzqxv')
    expect(result.metadata.parsed.notUnderstood).toEqual(['zzqxv'])
    const all = await index.matchAll({ query: '', filters: { hasEmail: true } })
    expect(all.map((j) => j.id).sort()).toEqual(
      corpus
        .filter((j) => j.email)
        .map((j) => j.id)
        .sort(),
    )
  })

  it('finds an article’s author, namesakes and suggestions', async () => {
    const j = corpus[42] as Journalist
    expect((await index.authorOf(`${j.articles[1]?.url}?utm_source=x`))?.id).toBe(j.id)
    expect((await index.named(j.full_name.toUpperCase())).map((n) => n.id)).toContain(j.id)
    expect(await index.suggest({ q: 'ma', type: 'all', limit: 10 })).toEqual(memory.suggest('ma', 'all', 10))
  })

  it('moves the alias to a new import version and drops the old index', async () => {
    await index.publish(2, corpus.slice(0, 50))
    expect((await search('')).total).toBe(50)
    expect(fake.requests).toContain('DELETE /journalists-v1')
    await index.publish(3, corpus)
  })

  it('ranks the judged relevance set of the in-memory suite, all of it at 2,000 journalists, above its floors', async () => {
    // The corpus and the 98 judged queries of functions/discovery/relevance.test.ts, in an index of their own.
    const large = generateDemoJournalists(2_000)
    const byId = new Map(large.map((j) => [j.id, j]))
    const judged = relevanceSet(large)
    const relevance = openSearchIndex({
      client: new Client({ node: fake.url }),
      alias: 'relevance',
      now,
      pageSize: 500,
    })
    await relevance.publish(1, large)
    const inMemory = buildSearchIndex(large, { now })
    const query = (q: string) => ({ query: q, filters: {}, sort: 'relevance' as const, size: 20, from: 0 })
    // Each engine's answer to each judged query, scored alike.
    type Answer = { journalists: { id: string }[]; metadata: { parsed: { notUnderstood?: string[] } } }
    const scored = async (engine: (q: string) => Answer | Promise<Answer>) => {
      const scores: QueryScore[] = []
      for (const q of judged) {
        const { journalists, metadata } = await engine(q.query)
        const ids = journalists.map((j) => j.id)
        scores.push(scoreQuery(q, ids, large, byId, metadata.parsed.notUnderstood))
      }
      return scores
    }
    const scores = {
      openSearch: await scored((q) => relevance.search(query(q))),
      inMemory: await scored((q) => inMemory.search(query(q))),
    }
    const [openSearch, memory] = [summarise(scores.openSearch), summarise(scores.inMemory)]
    const report = `nDCG@10 over ${judged.length} queries at ${large.length} journalists, OpenSearch (fake) beside in-memory: ${openSearch.ndcg.toFixed(3)} / ${memory.ndcg.toFixed(3)}; ${openSearch.byKind
      .map((k, i) => `${k.kind} ${k.ndcg.toFixed(2)} / ${memory.byKind[i]?.ndcg.toFixed(2)}`)
      .join(', ')}`
    console.info(report)
    expect(openSearch.ndcg, report).toBeGreaterThanOrEqual(OPENSEARCH_FLOOR)
    for (const kind of openSearch.byKind)
      expect(kind.ndcg, `${kind.kind}: ${report}`).toBeGreaterThanOrEqual(
        kind.kind === 'recent writing' ? OPENSEARCH_RECENT_FLOOR : OPENSEARCH_KIND_FLOOR,
      )
  }, 120_000)
})
