import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { FEEDS_CORPUS, hasFeedsCorpus } from '../../functions/feeds/corpus'
import { generateDemoJournalists } from '../../functions/journalists/demo-dataset'
import type { FeedStatus } from '../../shared/contracts/feeds'
import { apiAt, signUp } from '../support/api'
import { listenOnLoopback } from '../support/listen'
import { arrangeJournalists, founderWithPitches, waitUntil } from '../support/sending'
import { storeOf } from '../support/store'

const api = apiAt(inject('stackUrl'))
const store = () => storeOf(inject('stackDataDir'))
const port = inject('feedPagesPort')
const base = `http://127.0.0.1:${port}`
// Feeds are shared by every founder and this stack by every test file: each run's paths are its own.
const run = randomUUID().slice(0, 8)
const surname = run.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '')
const reporter = `Zephyrine Q${surname}`

const written = (title: string, items: string) => `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>
<title>${title}</title><link>https://${run}.example/</link>${items}</channel></rss>`

const bylined = written(
  `Gazette ${run}`,
  `<item><title>Harbour cranes go electric</title><link>https://${run}.example/cranes?utm_source=rss</link>
   <dc:creator>By ${reporter.toUpperCase()}</dc:creator><category>Shipping</category><pubDate>Mon, 02 Mar 2026 09:00:00 GMT</pubDate></item>
   <item><title>Port strike ends</title><link>https://${run}.example/strike</link>
   <dc:creator>Associated Press</dc:creator><pubDate>Mon, 02 Mar 2026 08:00:00 GMT</pubDate></item>
   <item><title>Harbour cranes go electric (updated)</title><link>https://${run}.example/cranes</link></item>`,
)

// A demo journalist no other test reads, writing a new story for their own publication.
const known = generateDemoJournalists().at(-1) as ReturnType<typeof generateDemoJournalists>[number]
const knownStory = `https://${run}.example/known-story`
const ownPublication = written(
  known.publication,
  `<item><title>A story of ${run}</title><link>${knownStory}</link><author>desk@${run}.example (${known.full_name})</author>
   <category>Invented ${run}</category><pubDate>Tue, 01 Dec 2026 07:00:00 GMT</pubDate></item>`,
)

// Coverage found by itself: a company and a journalist of this run alone, in stories of a feed that
// each read serves anew (its stories dated now, after the pitch went out).
const company = `Zorblat ${surname}`
const product = `Quibbly ${surname}`
const pitched = `Ottoline V${surname}`
// Dated a minute ahead: a feed's dates are to the second, and a story dated the second before its pitch
// went out (sent the same second, a few milliseconds later) is not the pitch's.
const published = () => new Date(Date.now() + 60_000).toUTCString()
const coverageStories = () =>
  written(
    `Ledger feed ${run}`,
    `<item><title>${product} wants to sort every parcel</title><link>https://${run}.example/won</link>
     <dc:creator>${pitched}</dc:creator><pubDate>${published()}</pubDate></item>
     <item><title>Warehouses look at ${company.toUpperCase()}</title><link>https://${run}.example/unprompted</link>
     <dc:creator>Somebody Else ${surname}</dc:creator><pubDate>${published()}</pubDate></item>
     <item><title>${company}ology is not a word</title><link>https://${run}.example/nothing</link>
     <dc:creator>${pitched}</dc:creator><pubDate>${published()}</pubDate></item>`,
  )

interface Seen {
  path: string
  headers: IncomingHttpHeaders
}
const seen: Seen[] = []
let server: Server

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = (request.url ?? '').replace(`/${run}`, '')
    seen.push({ path, headers: request.headers })
    if (path === '/due' || path === '/not-due') {
      response.writeHead(200, { 'content-type': 'application/rss+xml' })
      return void response.end(written(`Due ${run}`, ''))
    }
    if (path === '/tagged') {
      if (request.headers['if-none-match'] === '"v1"') return void response.writeHead(304).end()
      response.writeHead(200, { 'content-type': 'application/rss+xml', etag: '"v1"' })
      return void response.end(bylined)
    }
    if (path === '/corpus' && hasFeedsCorpus) {
      response.writeHead(200, { 'content-type': 'application/rss+xml' })
      return void response.end(readFileSync(`${FEEDS_CORPUS}/feeds/rss-parser_guardian.rss`))
    }
    if (path === '/known') {
      response.writeHead(200, { 'content-type': 'application/rss+xml' })
      return void response.end(ownPublication)
    }
    if (path === '/coverage') {
      response.writeHead(200, { 'content-type': 'application/rss+xml' })
      return void response.end(coverageStories())
    }
    if (path === '/moved') return void response.writeHead(301, { location: `${base}/${run}/tagged` }).end()
    if (path === '/broken') return void response.writeHead(500).end('oops')
    if (path === '/not-a-feed') {
      response.writeHead(200, { 'content-type': 'text/html' })
      return void response.end('<html><body>Hello</body></html>')
    }
    response.writeHead(404).end()
  })
  await listenOnLoopback(server, port)
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const feedAt = (path: string) => `${base}/${run}${path}`

describe('publication feeds', () => {
  let token: string
  beforeAll(async () => {
    token = (await signUp(api)).token
  })
  /** Adds (or re-adds) a feed and waits for the reader to have read it, as the screen does. */
  const add = async (url: string) => {
    const added = await api.post('/api/discovery/feeds', { url }, token)
    expect(added.status).toBe(200)
    expect(added.body.feed.reading).toBe(true)
    const feed = await waitUntil(
      async () =>
        ((await api.get('/api/discovery/feeds', token)).body.feeds as FeedStatus[]).find(
          (f) => f.id === added.body.feed.id,
        ),
      (f) => f?.reading === false,
    )
    if (!feed) throw new Error('the feed is not listed')
    return { status: added.status, body: { feed } }
  }

  it('reads a feed twice and keeps each article once, sending the ETag the second time', async () => {
    const first = await add(feedAt('/tagged'))
    expect(first.status).toBe(200)
    // Three items, two of them the same story behind a tracking parameter: two articles.
    expect(first.body.feed).toMatchObject({
      title: `Gazette ${run}`,
      items: 2,
      articlesAdded: 2,
      lastError: null,
    })
    const second = await add(feedAt('/tagged'))
    expect(second.body.feed).toMatchObject({ id: first.body.feed.id, articlesAdded: 2, lastError: null })
    const reads = seen.filter((s) => s.path === '/tagged')
    expect(reads.map((r) => r.headers['if-none-match'])).toEqual([undefined, '"v1"'])
    const listed = (await api.get('/api/discovery/feeds', token)).body.feeds
    expect(listed.filter((f: { id: string }) => f.id === first.body.feed.id)).toHaveLength(1)
  })

  it.skipIf(!hasFeedsCorpus)(
    'keeps a corpus feed read again without an ETag to one article per story',
    async () => {
      const first = (await add(feedAt('/corpus'))).body.feed
      expect(first).toMatchObject({ items: 55, articlesAdded: 55, lastError: null })
      const again = (await add(feedAt('/corpus'))).body.feed
      expect(again).toMatchObject({ items: 55, articlesAdded: 55 })
    },
  )

  it('shows why a moved or failing feed was not read, and puts its next read off', async () => {
    const before = Date.now()
    const moved = (await add(feedAt('/moved'))).body.feed
    expect(moved.lastError).toBe(`The feed moved to ${feedAt('/tagged')}`)
    const broken = (await add(feedAt('/broken'))).body.feed
    expect(broken.lastError).toBe('The feed answered 500')
    const notFeed = (await add(feedAt('/not-a-feed'))).body.feed
    expect(notFeed.lastError).toBe('That is not an RSS or Atom feed')
    for (const feed of [moved, broken, notFeed]) {
      expect(feed.lastSuccessAt).toBeNull()
      expect(Date.parse(feed.nextReadAt) - before).toBeGreaterThanOrEqual(14 * 60_000)
    }
    // Failing again waits longer.
    const twice = (await add(feedAt('/broken'))).body.feed
    expect(Date.parse(twice.nextReadAt) - Date.parse(broken.nextReadAt)).toBeGreaterThanOrEqual(14 * 60_000)
    const listed = (await api.get('/api/discovery/feeds', token)).body.feeds as {
      id: string
      lastError: string
    }[]
    expect(listed.find((f) => f.id === broken.id)?.lastError).toBe('The feed answered 500')
  })

  it('makes a new byline a journalist found by search at once, and an agency nobody', async () => {
    await add(feedAt('/tagged'))
    const found = await api.post('/api/discovery/search', { query: reporter }, token)
    expect(found.status).toBe(200)
    const journalist = (found.body.journalists as { full_name: string }[]).find(
      (j) => j.full_name.toLowerCase() === reporter.toLowerCase(),
    )
    expect(journalist).toMatchObject({
      full_name: reporter,
      publication: `Gazette ${run}`,
      email: null,
      topics: ['Shipping'],
      source: 'feed',
      last_article_at: '2026-03-02',
      recent_articles: [{ title: 'Harbour cranes go electric', url: `https://${run}.example/cranes` }],
    })
    const agency = await api.post('/api/discovery/search', { query: 'Associated Press' }, token)
    expect(
      (agency.body.journalists as { full_name: string; publication: string }[]).filter(
        (j) => j.publication === `Gazette ${run}`,
      ),
    ).toEqual([])
  })

  it('brings a known journalist at the same publication up to date instead of adding another', async () => {
    const feed = (await add(feedAt('/known'))).body.feed
    expect(feed).toMatchObject({ publication: known.publication, articlesAdded: 1 })
    const { status, body } = await api.get(`/api/journalists/${known.id}`, token)
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body.journalist.articles[0]).toMatchObject({ url: knownStory, published_date: '2026-12-01' })
    expect(body.journalist.last_article_at >= '2026-12-01').toBe(true)
    // A demo record keeps its topics: categories only describe journalists found from a feed.
    expect(body.journalist.topics).toEqual(known.topics)
    const named = await api.post('/api/discovery/search', { query: known.full_name }, token)
    const same = (named.body.journalists as { full_name: string; publication: string }[]).filter(
      (j) => j.full_name === known.full_name && j.publication === known.publication,
    )
    expect(same).toHaveLength(1)
  })

  it('reads, when FeedsDue comes off the queue, the feeds whose time has come and no other', async () => {
    const due = (await add(feedAt('/due'))).body.feed
    await add(feedAt('/not-due'))
    await store()
      .feeds.patch({ feed_id: due.id })
      .set({ next_read_at: new Date(Date.now() - 60_000).toISOString() })
      .go()
    const reads = (path: string) => seen.filter((s) => s.path === path).length
    await store()
      .localQueue.create({
        queue: 'send',
        id: `feeds-due-${run}`,
        body: JSON.stringify({ type: 'FeedsDue', version: 1 }),
        visible_at: new Date().toISOString(),
      })
      .go()
    const nextRead = async () => {
      const feeds = (await api.get('/api/discovery/feeds', token)).body.feeds as {
        id: string
        nextReadAt: string
      }[]
      return Date.parse(feeds.find((f) => f.id === due.id)?.nextReadAt ?? '')
    }
    await waitUntil(nextRead, (at) => at > Date.now())
    expect([reads('/due'), reads('/not-due')]).toEqual([2, 1])
  })

  it('refuses an address that is not a link with a message, adding nothing', async () => {
    const before = (await api.get('/api/discovery/feeds', token)).body.feeds.length
    const refused = await api.post('/api/discovery/feeds', { url: 'not a feed' }, token)
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({ message: expect.any(String) })
    expect((await api.get('/api/discovery/feeds', token)).body.feeds.length).toBe(before)
  })

  it('does not read a feed at a private address', async () => {
    const feed = (await add('http://10.0.0.1/feed.xml')).body.feed
    expect(feed.lastError).toBe('The feed is not at a public address')
  })
})

describe('coverage found by itself in feeds', () => {
  interface Found {
    id: string
    pitchId: string | null
    matchedBy: string | null
    status: string
    url: string
    title: string
    named: string
  }
  const found = async (token: string) => {
    const response = await api.get('/api/coverage/found', token)
    expect(response.status).toBe(200)
    return response.body.found as Found[]
  }
  /** A founder (another company name, or the same one never pitched) and a read of the feed. */
  const readCoverageFeed = async (token: string) => {
    const added = await api.post(
      '/api/discovery/feeds',
      { url: feedAt('/coverage'), publication: 'The Test Gazette' },
      token,
    )
    expect(added.status).toBe(200)
    await waitUntil(
      async () =>
        ((await api.get('/api/discovery/feeds', token)).body.feeds as FeedStatus[]).find(
          (f) => f.id === added.body.feed.id,
        ),
      (f) => f?.reading === false,
    )
  }

  it("puts a story naming a pitched company on that founder's pitch only, confirmed and counted once", async () => {
    const { ids } = await arrangeJournalists(store(), ['cov0', 'cov1'])
    await store()
      .journalists.patch({ journalist_id: ids[0] as string })
      .set({ full_name: pitched, publication: 'The Ledger Daily' })
      .go()
    const founder = await founderWithPitches(api, store(), ids)
    const renamed = await api.put(
      `/api/companies/${founder.companyId}`,
      { name: company, aliases: [product, ` ${product.toLowerCase()} `, ''] },
      founder.token,
    )
    expect(renamed.body.company).toMatchObject({ name: company, aliases: [product] })
    const [won, other] = founder.pitches as [(typeof founder.pitches)[0], ...typeof founder.pitches]
    // One to the story's author, one to another journalist at the publication of the feed.
    for (const pitch of [won, other])
      expect((await api.post(`/api/pitches/${pitch?.id}/send`, {}, founder.token)).status).toBe(200)
    // Same company name, never pitched; and a founder whose company no story names.
    const sameName = await signUp(api)
    await api.post('/api/companies', { name: company }, sameName.token)
    const unrelated = await signUp(api)
    await api.post('/api/companies', { name: `Elsewhere ${surname}` }, unrelated.token)
    const metrics = async () =>
      (await api.get('/api/analytics/metrics?timeframe=30d', founder.token)).body as {
        totalCoverage: number
        avgReach: number | null
      }
    expect(await metrics()).toMatchObject({ totalCoverage: 0, avgReach: null })

    await readCoverageFeed(founder.token)
    const mine = await found(founder.token)
    expect(mine).toHaveLength(2)
    const possible = mine.find((f) => f.pitchId === won.id) as Found
    expect(possible).toMatchObject({
      matchedBy: 'author',
      status: 'possible',
      url: `https://${run}.example/won`,
      title: `${product} wants to sort every parcel`,
      named: product,
    })
    expect(mine.find((f) => f.pitchId === other?.id)).toMatchObject({
      matchedBy: 'publication',
      url: `https://${run}.example/unprompted`,
      named: company,
    })
    expect((await found(sameName.token)).map((f) => [f.pitchId, f.url]).sort()).toEqual([
      [null, `https://${run}.example/unprompted`],
    ])
    expect(await found(unrelated.token)).toEqual([])
    // Read again (the same stories): nothing found twice.
    await readCoverageFeed(unrelated.token)
    expect((await found(founder.token)).map((f) => f.id).sort()).toEqual(mine.map((f) => f.id).sort())

    const confirm = (id: string, body: unknown = {}) =>
      api.post(`/api/coverage/found/${id}/confirm`, body, founder.token)
    const first = await confirm(possible.id)
    expect(first.status).toBe(200)
    expect(first.body.pitch).toMatchObject({
      id: won.id,
      status: 'picked_up',
      coverage: { url: `https://${run}.example/won`, title: `${product} wants to sort every parcel` },
    })
    expect(first.body.found).toMatchObject({ id: possible.id, status: 'confirmed' })
    expect(await metrics()).toMatchObject({ totalCoverage: 1, avgReach: 2_400_000 })
    // Confirmed again (a retry, a second tab): still one story.
    expect((await confirm(possible.id)).status).toBe(200)
    expect(await metrics()).toMatchObject({ totalCoverage: 1, avgReach: 2_400_000 })
    const listed = (await api.get('/api/pitches', founder.token)).body.pitches as {
      id: string
      coverage: unknown
    }[]
    expect(listed.find((p) => p.id === other?.id)?.coverage).toBeNull()
  })

  it('lets the founder dismiss a story for good, and refuses what it cannot do with a message', async () => {
    const founder = await founderWithPitches(api, store(), [])
    await api.put(`/api/companies/${founder.companyId}`, { aliases: [company] }, founder.token)
    await readCoverageFeed(founder.token)
    const [unprompted] = await found(founder.token)
    if (!unprompted) throw new Error('the unprompted story was not found')
    expect(unprompted).toMatchObject({ pitchId: null, url: `https://${run}.example/unprompted` })

    const refusals = [
      [await api.post(`/api/coverage/found/${unprompted.id}/confirm`, {}, founder.token), 400],
      [
        await api.post(
          `/api/coverage/found/${unprompted.id}/confirm`,
          { moveToPickedUp: 'yes' },
          founder.token,
        ),
        400,
      ],
      [await api.post('/api/coverage/found/no-such-story/dismiss', {}, founder.token), 404],
    ] as const
    for (const [response, status] of refusals) {
      expect(response.status).toBe(status)
      expect(response.body).toEqual({ message: expect.any(String) })
    }
    expect(refusals[0][0].body.message).toBe(
      'This story answers none of your pitches: it stays unprompted coverage',
    )
    expect((await found(founder.token))[0]).toMatchObject({ id: unprompted.id, status: 'possible' })

    const dismissed = await api.post(`/api/coverage/found/${unprompted.id}/dismiss`, {}, founder.token)
    expect(dismissed.body.found).toMatchObject({ id: unprompted.id, status: 'dismissed' })
    expect(await found(founder.token)).toEqual([])
    await readCoverageFeed(founder.token)
    expect(await found(founder.token)).toEqual([])
  })
})
