import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { deserialiseIndexData } from '../../functions/discovery/index-data'
import { indexKey } from '../../functions/discovery/search-index'
import { csvCells } from '../../functions/journalists/csv'
import { generateDemoJournalists } from '../../functions/journalists/demo-dataset'
import { ENDPOINTS_FILE } from '../../infra/local/endpoints'
import type { ExportLink, SearchResponse } from '../../shared/contracts/discovery'
import { apiAt, signUp } from '../support/api'

const api = apiAt(inject('stackUrl'))
const demo = generateDemoJournalists()
let token: string

beforeAll(async () => {
  token = (await signUp(api)).token
})

const search = async (body: object) => {
  const response = await api.post<SearchResponse>('/api/discovery/search', body, token)
  expect(response.status).toBe(200)
  return response.body
}

describe('journalist search', () => {
  it('counts each facet value as what choosing it would return', async () => {
    const plain = await search({ query: 'startups', size: 1 })
    const [city] = plain.aggregations.locations
    const narrowed = await search({ query: 'startups', filters: { locations: [city?.value] }, size: 1 })
    expect(narrowed.total).toBe(city?.count)
    // With the city chosen, the other cities still show what adding them would add.
    const other = narrowed.aggregations.locations.find((f) => f.value !== city?.value)
    const both = await search({
      query: 'startups',
      filters: { locations: [city?.value, other?.value] },
      size: 1,
    })
    expect(both.total).toBe((city?.count ?? 0) + (other?.count ?? 0))
  })

  it('understands "fintech reporters in London covering seed rounds" and ranks London fintech first', async () => {
    const result = await search({ query: 'fintech reporters in London covering seed rounds' })
    expect(result.metadata.parsed).toEqual({
      text: 'seed rounds',
      filters: { topics: ['Fintech'], locations: ['London'] },
      notUnderstood: [],
    })
    expect(result.total).toBeGreaterThan(0)
    for (const j of result.journalists) {
      expect(j.location).toBe('London')
      expect(j.topics).toContain('Fintech')
    }
    expect(result.journalists[0]?.recent_articles.some((a) => /seed round/i.test(a.title))).toBe(true)
  })

  it('agrees with counts computed directly from the data, for filters and aggregations', async () => {
    const filters = { topics: ['Climate', 'AI'], hasEmail: true, responseRate: 20 }
    const expected = demo.filter(
      (j) => j.topics.some((t) => t === 'Climate' || t === 'AI') && j.email !== null && j.response_rate >= 20,
    )
    const result = await search({ query: '', filters, size: 5 })
    expect(result.total).toBe(expected.length)
    const byLocation = new Map<string, number>()
    for (const j of expected) byLocation.set(j.location, (byLocation.get(j.location) ?? 0) + 1)
    expect(Object.fromEntries(result.aggregations.locations.map((f) => [f.value, f.count]))).toEqual(
      Object.fromEntries(byLocation),
    )
    // A filter in use is counted as if lifted: here, what dropping "has e-mail" would add.
    const withoutEmail = demo.filter(
      (j) => j.topics.some((t) => t === 'Climate' || t === 'AI') && j.email === null && j.response_rate >= 20,
    )
    expect(result.aggregations.hasEmail).toEqual({ true: expected.length, false: withoutEmail.length })
  })

  it('pages through every result once, never repeating or skipping', async () => {
    const query = { query: '', filters: { locations: ['Berlin', 'Paris'] }, size: 20 }
    const first = await search({ ...query, from: 0 })
    expect(first.total).toBeGreaterThan(40)
    const seen: string[] = []
    for (let from = 0; from < first.total; from += 20) {
      const page = await search({ ...query, from })
      expect(page.total).toBe(first.total)
      seen.push(...page.journalists.map((j) => j.id))
    }
    expect(seen).toHaveLength(first.total)
    expect(new Set(seen).size).toBe(first.total)
  })

  it('finds a journalist by name despite a typo', async () => {
    const target = demo[123] as (typeof demo)[number]
    const [first, last] = target.full_name.split(' ') as [string, string]
    const typo = `${first} ${last.slice(0, -2)}${last.at(-1)}${last.at(-2)}`
    const result = await search({ query: typo, size: 50 })
    expect(result.journalists.map((j) => j.full_name)).toContain(target.full_name)
  })

  it('answers the same search as GET /api/journalists/search with query parameters', async () => {
    const viaGet = await api.get<SearchResponse>(
      '/api/journalists/search?q=robotics&locations=Berlin,London&hasEmail=true',
      token,
    )
    const viaPost = await search({
      query: 'robotics',
      filters: { locations: ['Berlin', 'London'], hasEmail: true },
    })
    expect(viaGet.status).toBe(200)
    expect(viaGet.body.total).toBe(viaPost.total)
    expect(viaGet.body.journalists.map((j) => j.id)).toEqual(viaPost.journalists.map((j) => j.id))
  })

  it('refuses invalid searches with 400', async () => {
    for (const body of [{ size: 0 }, { size: 1000 }, { filters: { colour: ['red'] } }, { query: 7 }]) {
      expect((await api.post('/api/discovery/search', body, token)).status).toBe(400)
    }
    expect((await api.get('/api/journalists/search?hasEmail=maybe', token)).status).toBe(400)
  })
})

describe('journalists, suggestions and saved searches', () => {
  it('reads one journalist with every article, and 404 for an unknown id', async () => {
    const target = demo[7] as (typeof demo)[number]
    const { body } = await api.get(`/api/journalists/${target.id}`, token)
    expect(body.journalist).toMatchObject({
      id: target.id,
      full_name: target.full_name,
      articles: target.articles,
    })
    expect(await api.get('/api/journalists/nobody', token)).toMatchObject({
      status: 404,
      body: { message: 'Journalist not found' },
    })
  })

  it('suggests topics, publications and journalists for two or more characters', async () => {
    const { body } = await api.get('/api/discovery/suggestions?q=fin&limit=10', token)
    expect(body.suggestions[0]).toMatchObject({
      value: 'Fintech',
      type: 'topic',
      metadata: { count: expect.any(Number) },
    })
    expect(body.suggestions.length).toBeLessThanOrEqual(10)
    expect((await api.get('/api/discovery/suggestions?q=f', token)).status).toBe(400)
    expect((await api.get('/api/discovery/suggestions?q=fin&limit=11', token)).status).toBe(400)
  })

  it("saves, lists and deletes a founder's searches, and hides them from others", async () => {
    const other = await signUp(api)
    const saved = await api.post(
      '/api/discovery/searches/save',
      {
        name: 'London fintech',
        query: 'seed rounds',
        filters: { topics: ['Fintech'], locations: ['London'] },
      },
      token,
    )
    expect(saved.status).toBe(201)
    const { id } = saved.body.search
    expect((await api.get('/api/discovery/searches/saved', token)).body.searches).toContainEqual(
      saved.body.search,
    )
    expect((await api.get('/api/discovery/searches/saved', other.token)).body.searches).toEqual([])
    expect((await api.delete(`/api/discovery/searches/${id}`, other.token)).status).toBe(404)
    expect((await api.delete(`/api/discovery/searches/${id}`, token)).status).toBe(204)
    expect((await api.get('/api/discovery/searches/saved', token)).body.searches).toEqual([])
    expect((await api.post('/api/discovery/searches/save', { name: ' ' }, token)).status).toBe(400)
  })
})

describe('CSV export', () => {
  it('downloads every journalist of a search as journalists.csv', async () => {
    const response = await fetch(new URL('/api/discovery/search/export', inject('stackUrl')), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        searchParams: { query: '', filters: { locations: ['Sydney'], topics: ['Gaming'] } },
        format: 'csv',
      }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="journalists.csv"')
    const [header, ...rows] = await csvCells(await response.text())
    const expected = demo.filter((j) => j.location === 'Sydney' && j.topics.includes('Gaming'))
    expect(header?.slice(0, 3)).toEqual(['Name', 'Publication', 'Email'])
    expect(rows.map((r) => r[0]).sort()).toEqual(expected.map((j) => j.full_name).sort())
  })
})

describe('a large CSV export', () => {
  it('is written to storage and answered with a link that downloads it as journalists.csv', async () => {
    const response = await fetch(new URL('/api/discovery/search/export', inject('stackUrl')), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ searchParams: { query: '', filters: {} }, format: 'csv' }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const link = (await response.json()) as ExportLink
    // Other test files import journalists beside the demo ones.
    expect(link.filename).toBe('journalists.csv')
    expect(link.rows).toBeGreaterThanOrEqual(demo.length)
    expect(link.bytes).toBeGreaterThan(100_000)
    const file = await fetch(link.url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toContain('journalists.csv')
    const text = await file.text()
    expect(Buffer.byteLength(text)).toBe(link.bytes)
    const [header, ...rows] = await csvCells(text)
    expect(header?.slice(0, 3)).toEqual(['Name', 'Publication', 'Email'])
    expect(rows).toHaveLength(link.rows)
  })
})

describe('the prebuilt search index', () => {
  it('is kept in S3 for the next cold start, with every journalist of the version', async () => {
    const endpoints = JSON.parse(readFileSync(join(inject('stackDataDir'), ENDPOINTS_FILE), 'utf8'))
    const s3 = new S3Client({
      region: endpoints.region,
      endpoint: endpoints.s3,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    const object = await s3.send(new GetObjectCommand({ Bucket: endpoints.bucket, Key: indexKey(1) }))
    const index = deserialiseIndexData((await object.Body?.transformToByteArray()) ?? new Uint8Array())
    expect(index.ids).toEqual(demo.map((j) => j.id))
  })
})
