// npm run bench:feeds: BENCH_FEEDS publications' feeds (200 by default) of BENCH_FEED_ITEMS items
// each (50), served on loopback with an ETag, added through POST /api/discovery/feeds a few at a time
// (BENCH_FEED_CONCURRENCY, 4) and read off the job queue by the stack's reader: each is fetched
// through the public-address guard, parsed, its articles kept once and its people made or matched to
// journalists, and the search index published. Then the same feeds read again (304 Not Modified), and
// beside both in the same run: parsing the same files alone, and one index refresh (table scan and
// publish) timed on its own.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { decodeFeed } from '../../functions/feeds/parse-feed'
import { readFeed } from '../../functions/feeds/read-feed'
import { loadAllJournalists } from '../../functions/journalists/journalists'
import { createSearchIndex } from '../../functions/platform/wiring/search-index'
import { apiAt, signUp } from '../../test/support/api'
import { waitUntil } from '../../test/support/sending'
import { removeDataDir, startStack } from '../../test/support/stack'
import { storeOf } from '../../test/support/store'
import { toolBlobs } from '../tool-store'
import { markdownTable, type Row, writeSection } from './report'

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
const FEEDS = Number(process.env.BENCH_FEEDS ?? 200)
const ITEMS = Number(process.env.BENCH_FEED_ITEMS ?? 50)
const CONCURRENCY = Number(process.env.BENCH_FEED_CONCURRENCY ?? 4)
/** Writers per publication: each of a feed's items is by one of them (every fifth by two, or a wire). */
const WRITERS = 5
const GIVEN = ['Ada', 'Bram', 'Chiara', 'Dmitri', 'Esme', 'Farid', 'Greta', 'Hiro', 'Ines', 'Jonas']
const FAMILY = ['Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Silva', 'Novak', 'Haddad', 'Kowalski']

function feedXml(f: number): string {
  const writer = (w: number) => `${GIVEN[(f + w) % GIVEN.length]} ${FAMILY[(f * 3 + w) % FAMILY.length]} ${f}`
  const items = Array.from({ length: ITEMS }, (_, i) => {
    const byline =
      i % 10 === 9
        ? 'Associated Press'
        : i % 5 === 4
          ? `${writer(i % WRITERS)} and ${writer((i + 1) % WRITERS)}`
          : `By ${writer(i % WRITERS).toUpperCase()}`
    const date = new Date(Date.UTC(2026, 10, 1) + (f * ITEMS + i) * 60_000).toUTCString()
    return `<item><title>Story ${i} of publication ${f}</title><link>https://pub${f}.example/story/${i}?utm_source=rss</link>
<dc:creator>${byline}</dc:creator><category>Topic ${i % 7}</category><pubDate>${date}</pubDate>
<description>&lt;p&gt;The ${i}th story of publication ${f}, about harbours and cranes.&lt;/p&gt;</description></item>`
  }).join('\n')
  return `<?xml version="1.0" encoding="utf-8"?><rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel><title>Publication ${f}</title><link>https://pub${f}.example/</link>${items}</channel></rss>`
}

const files = Array.from({ length: FEEDS }, (_, f) => Buffer.from(feedXml(f)))
let requests = 0
let notModified = 0
const server = createServer((request, response) => {
  requests++
  const f = Number(/\/feed\/(\d+)/.exec(request.url ?? '')?.[1])
  const file = files[f]
  if (!file) return void response.writeHead(404).end()
  if (request.headers['if-none-match'] === `"f${f}"`) {
    notModified++
    return void response.writeHead(304).end()
  }
  response.writeHead(200, { 'content-type': 'application/rss+xml', etag: `"f${f}"` }).end(file)
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const feedPort = (server.address() as AddressInfo).port

// Parsing alone, the same files: the floor under everything the stack adds.
let started = performance.now()
let parsedItems = 0
for (const file of files) parsedItems += readFeed(decodeFeed(file)).articles.length
const parseS = (performance.now() - started) / 1000

const stack = await startStack({ env: { PAGE_FETCH_LOOPBACK_PORTS: String(feedPort) } })
try {
  const api = apiAt(stack.url)
  const { token } = await signUp(api)
  const list = async () =>
    (await api.get('/api/discovery/feeds', token)).body.feeds as {
      id: string
      reading: boolean
      items: number
      articlesAdded: number
      lastError: string | null
    }[]
  // Every feed added (or added again), a few requests at a time; then read by the stack's reader off
  // its queue, as the schedule's fan-out has them read: done when no feed is reading any more.
  const readAll = async () => {
    let next = 0
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < FEEDS) {
          const f = next++
          const { status, body } = await api.post(
            '/api/discovery/feeds',
            { url: `http://127.0.0.1:${feedPort}/feed/${f}` },
            token,
          )
          if (status !== 200) throw new Error(`feed ${f}: ${status} ${JSON.stringify(body)}`)
        }
      }),
    )
    return waitUntil(
      list,
      (feeds) => feeds.length >= FEEDS && feeds.every((f) => !f.reading),
      3_600_000,
      1_000,
    )
  }

  console.log(
    `Reading ${FEEDS} feeds of ${ITEMS} items through the embedded stack, ${CONCURRENCY} at a time...`,
  )
  started = performance.now()
  const first = await readAll()
  const firstS = (performance.now() - started) / 1000
  const failed = first.filter((s) => s.lastError)
  if (failed.length) throw new Error(`${failed.length} feeds failed: ${failed[0]?.lastError}`)
  const articles = first.reduce((n, s) => n + s.articlesAdded, 0)

  console.log('Reading them again (their ETags answer 304)...')
  started = performance.now()
  const second = await readAll()
  const secondS = (performance.now() - started) / 1000
  const addedAgain = second.reduce((n, s) => n + s.articlesAdded, 0) - articles

  // One refresh of the index as each read that changes journalists runs it: scan, then publish.
  const store = storeOf(stack.dataDir)
  const search = createSearchIndex(
    { SEARCH_ENGINE: 'memory', OPENSEARCH_INDEX: 'journalists', AWS_REGION: 'us-east-1' },
    { store, blobs: toolBlobs(stack.dataDir), now: () => new Date() },
  )
  started = performance.now()
  const everyone = await loadAllJournalists({ store })
  const scanS = (performance.now() - started) / 1000
  await search.publish(Date.now(), everyone)
  const refreshS = (performance.now() - started) / 1000
  const fromFeeds = everyone.filter((j) => j.source === 'feed').length

  const rows: Row[] = [
    {
      step: 'parse alone (same files)',
      feeds: FEEDS,
      items: parsedItems,
      s: parseS.toFixed(2),
      'items/s': Math.round(parsedItems / parseS),
    },
    {
      step: 'first read via API',
      feeds: FEEDS,
      items: articles,
      s: firstS.toFixed(1),
      'items/s': Math.round(articles / firstS),
    },
    { step: 'second read (304)', feeds: FEEDS, items: addedAgain, s: secondS.toFixed(1), 'items/s': '—' },
    {
      step: `index refresh (${everyone.length} journalists)`,
      feeds: '—',
      items: '—',
      s: refreshS.toFixed(2),
      'items/s': `scan ${scanS.toFixed(2)} s`,
    },
  ]
  const table = markdownTable(rows)
  console.log(table)
  console.log(
    `${fromFeeds} journalists found from feeds; ${requests} feed requests, ${notModified} answered 304; ${addedAgain} articles added by the second read.`,
  )
  writeSection('feeds', {
    title: 'npm run bench:feeds',
    command: 'npm run bench:feeds',
    body: `${FEEDS} feeds of ${ITEMS} items (${WRITERS} writers each, every tenth item a wire story) served on loopback with ETags, added through \`POST /api/discovery/feeds\` ${CONCURRENCY} at a time and read off the job queue by the embedded reader: each read fetches through the public-address guard, keeps each article once, makes or matches its people and publishes the search index.\n\n${table}\n${fromFeeds} journalists found from feeds; ${requests} feed requests, ${notModified} answered 304 Not Modified; ${addedAgain} articles added by the second read.`,
  })
  if (addedAgain !== 0) process.exitCode = 1
} catch (error) {
  // What the stack said last: the reason is usually there, not in the request that noticed it.
  console.error(stack.output().slice(-4000))
  throw error
} finally {
  await stack.stop()
  removeDataDir(stack.dataDir)
  server.close()
}
