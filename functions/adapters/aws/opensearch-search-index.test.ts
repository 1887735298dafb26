import { Client } from '@opensearch-project/opensearch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ndcgAt, relevanceSet } from '../../../scripts/bench/relevance-set'
import type { Journalist } from '../../../shared/domain/journalists'
import { startFakeOpenSearch } from '../../../test/support/fake-opensearch'
import { buildSearchIndex } from '../../discovery/search-engine'
import { DEMO_REFERENCE_DATE, generateDemoJournalists } from '../../journalists/demo-dataset'
import { openSearchIndex } from './opensearch-search-index'

const now = () => new Date(`${DEMO_REFERENCE_DATE}T12:00:00Z`)
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

  it('keeps the judged relevance set above a floor (nDCG@10 reported beside the in-memory engine)', async () => {
    const byId = new Map(corpus.map((j) => [j.id, j]))
    // The first 30 queries keep this test short; npm run bench:search runs them all at 2,000.
    const judged = relevanceSet(corpus).slice(0, 30)
    let os = 0
    let mem = 0
    for (const { query, grade } of judged) {
      const all = corpus.map(grade)
      const top = (await search(query, {}, { size: 10 })).journalists.map((j) =>
        grade(byId.get(j.id) as Journalist),
      )
      os += ndcgAt(10, top, all)
      const inMemory = memory.search({ query, filters: {}, sort: 'relevance', size: 10, from: 0 }).journalists
      mem += ndcgAt(
        10,
        inMemory.map((j) => grade(byId.get(j.id) as Journalist)),
        all,
      )
    }
    console.info(
      `nDCG@10 over ${judged.length} judged queries at ${corpus.length} journalists: OpenSearch (fake) ${(os / judged.length).toFixed(3)}, in-memory ${(mem / judged.length).toFixed(3)}`,
    )
    expect(os / judged.length).toBeGreaterThanOrEqual(0.6)
  }, 60_000)
})
