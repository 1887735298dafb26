import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { FEEDS_CORPUS, hasFeedsCorpus } from '../../functions/feeds/corpus'
import { generateDemoJournalists } from '../../functions/journalists/demo-dataset'
import type { FeedStatus } from '../../shared/contracts/feeds'
import { apiAt, signUp } from '../support/api'
import { waitUntil } from '../support/sending'
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
    if (path === '/moved') return void response.writeHead(301, { location: `${base}/${run}/tagged` }).end()
    if (path === '/broken') return void response.writeHead(500).end('oops')
    if (path === '/not-a-feed') {
      response.writeHead(200, { 'content-type': 'text/html' })
      return void response.end('<html><body>Hello</body></html>')
    }
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
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
    const { body } = await api.get(`/api/journalists/${known.id}`, token)
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
