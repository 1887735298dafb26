import { Client } from '@opensearch-project/opensearch'
import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE_DATE } from '../../journalists/demo-dataset'
import { openSearchIndex } from './opensearch-search-index'

/**
 * The query DSL the adapter sends for each kind of query (issue 40) and how it reads the answers, with
 * the client's transport stubbed: no cluster runs here, so this proves what is asked, not how a real
 * OpenSearch ranks it (decision 045).
 */
type Body = Record<string, unknown>
const now = () => new Date(`${DEMO_REFERENCE_DATE}T12:00:00Z`)
const bucket = (key: string) => ({ key, doc_count: 3 })

function stubbed(answer: (body: Body) => { total: number; hits?: { id: string; score: number }[] }) {
  const client = new Client({ node: 'http://opensearch.invalid:9200' })
  const searches: Body[] = []
  client.transport.request = (async (params: { body?: Body }) => {
    const body = params.body ?? {}
    const aggs = (body.aggs ?? {}) as Body
    if ('topics' in aggs && 'locations' in aggs && body.size === 0 && !body.query)
      return {
        statusCode: 200,
        body: {
          hits: { total: { value: 0 }, max_score: null, hits: [] },
          aggregations: {
            topics: { buckets: ['Health', 'Fintech'].map(bucket) },
            locations: { buckets: ['London', 'New York'].map(bucket) },
            publications: { buckets: ['The Founders Gazette'].map(bucket) },
            beats: { buckets: [] },
          },
        },
      }
    if (Object.keys(aggs).every((key) => /^w\d+$/.test(key)) && body.size === 0)
      return {
        statusCode: 200,
        body: {
          hits: { total: { value: 0 }, max_score: null, hits: [] },
          aggregations: Object.fromEntries(Object.keys(aggs).map((key) => [key, { doc_count: 4 }])),
        },
      }
    searches.push(body)
    const { total, hits = [] } = answer(body)
    return {
      statusCode: 200,
      body: {
        hits: {
          total: { value: total },
          max_score: Math.max(0, ...hits.map((h) => h.score)) || null,
          hits: hits.map((h) => ({
            _id: h.id,
            _score: h.score,
            _source: { summary: { id: h.id, full_name: h.id } },
          })),
        },
        aggregations: {},
      },
    }
  }) as never
  const index = openSearchIndex({ client, alias: 'journalists', now, pageSize: 100 })
  const search = (query: string) => index.search({ query, filters: {}, sort: 'relevance', size: 20, from: 0 })
  return { search, searches }
}

const json = (body: Body) => JSON.stringify(body)
const many = { total: 25, hits: [{ id: 'j1', score: 4 }] }

describe('the OpenSearch adapter’s queries (issue 40)', () => {
  it('asks for the words together in a headline, with slop, and boosts every word met', async () => {
    const { search, searches } = stubbed(() => many)
    await search('heat pumps startups')
    const body = json(searches[0] as Body)
    expect(body).toContain('{"match_phrase":{"titles":{"query":"heat pumps startups","slop":2,"boost":3}}}')
    // All the words as one boosted clause: every asked word met outranks some met.
    const query = (searches[0] as Body).query as { bool: { should: Body[] } }
    const all = query.bool.should.find((c) => 'bool' in c && (c.bool as Body).boost === 2) as Body
    expect(((all.bool as Body).must as Body[]).length).toBe(3)
    // One word: no phrase and no all-words clause.
    const single = stubbed(() => many)
    await single.search('robotics startups'.split(' ')[0] as string)
    expect(json(single.searches[0] as Body)).not.toContain('match_phrase')
  })

  it('decays by the latest article’s date only when the query asks for recent writing', async () => {
    const { search, searches } = stubbed(() => many)
    await search('reporters who recently wrote about telehealth')
    const recent = (searches[0] as Body).query as { function_score: Body }
    expect(recent.function_score.functions).toEqual([
      { weight: 1 },
      {
        gauss: {
          last_article_at: { origin: now().toISOString(), scale: '21d', decay: 0.5 },
        },
        weight: 2,
      },
    ])
    expect(recent.function_score).toMatchObject({ score_mode: 'sum', boost_mode: 'multiply' })
    // The topic's word as typed is asked of the headlines.
    expect(json(recent.function_score.query as Body)).toContain(
      '{"match":{"titles":{"query":"telehealth","boost":2}}}',
    )
    const plain = stubbed(() => many)
    await plain.search('reporters who wrote about telehealth')
    expect(json(plain.searches[0] as Body)).not.toContain('function_score')
  })

  it('lifts the named city when it empties the answer, and says so; scores read against the best', async () => {
    // Nobody passes a filter on the city; without it, two writers.
    const { search, searches } = stubbed((body) =>
      /new york/i.test(json(body.post_filter as Body))
        ? { total: 0 }
        : {
            total: 2,
            hits: [
              { id: 'a', score: 8 },
              { id: 'b', score: 2 },
            ],
          },
    )
    const result = await search('Founders Gazette writers in New York')
    expect(result.metadata.notices).toEqual([
      'No Founders Gazette writers in New York: showing its writers elsewhere',
    ])
    expect(result.total).toBe(2)
    expect(result.journalists.map((j) => [j.id, j.score])).toEqual([
      ['a', 1],
      ['b', 0.25],
    ])
    // The fallback kept the publication and dropped only the city.
    const last = json(searches.at(-1)?.post_filter as Body)
    expect(last).toMatch(/the founders gazette/i)
    expect(last).not.toMatch(/new york/i)
  })

  it('says nothing when the answer is not empty', async () => {
    const { search } = stubbed(() => many)
    const result = await search('Founders Gazette writers in New York')
    expect(result.metadata.notices).toBeUndefined()
    expect(result.total).toBe(25)
  })
})
