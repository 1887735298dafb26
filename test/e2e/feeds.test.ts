import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { apiAt, signUp } from '../support/api'
import { setUpChromium } from './browser'

const api = apiAt(inject('stackUrl'))
const port = inject('feedPagesPort')
const run = randomUUID().slice(0, 8)
const letters = run.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '')
const reporter = `Ottoline B${letters}`
const publication = `Harbour Gazette ${run}`

const feed = `<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel>
<title>${publication}</title><link>https://${run}.example/</link>
<item><title>Cranes go electric</title><link>https://${run}.example/cranes</link>
<author>news@${run}.example (${reporter})</author><category>Shipping</category>
<pubDate>Mon, 02 Mar 2026 09:00:00 GMT</pubDate></item>
<item><title>Port strike ends</title><link>https://${run}.example/strike</link><author>Reuters</author></item>
</channel></rss>`

const browser = setUpChromium()
let server: Server

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === `/e2e-${run}/feed.xml`) {
      response.writeHead(200, { 'content-type': 'application/rss+xml' })
      return void response.end(feed)
    }
    response.writeHead(500).end()
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('publication feeds on /search', () => {
  it("adds a feed, shows its status and a failing one's error, and finds its writer in search", async () => {
    const founder = await signUp(api)
    const page = await browser.openAs(founder, '/search')
    await page.getByRole('heading', { name: 'Discover Journalists', level: 1 }).waitFor()

    await page.getByRole('button', { name: 'Add a publication feed' }).click()
    await page.getByLabel('Feed address').fill(`http://127.0.0.1:${port}/e2e-${run}/feed.xml`)
    await page.getByRole('button', { name: 'Add feed' }).click()
    await page.getByText(`Read ${publication}: 2 items, 2 articles so far.`).waitFor()
    const row = page
      .getByRole('list', { name: 'Feeds' })
      .getByRole('listitem')
      .filter({ hasText: publication })
    await row.waitFor()
    expect(await row.textContent()).toContain('Items2')

    await page.getByLabel('Feed address').fill(`http://127.0.0.1:${port}/e2e-${run}/gone.xml`)
    await page.getByRole('button', { name: 'Add feed' }).click()
    await page.getByText('but it could not be read: The feed answered 500').waitFor()
    await page.getByText('Last error: The feed answered 500').first().waitFor()

    await page.getByRole('combobox', { name: 'AI-powered search' }).fill(reporter)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const card = page
      .getByRole('list', { name: 'Journalists' })
      .locator('article')
      .filter({ hasText: reporter })
    await card.waitFor()
    const text = (await card.textContent()) ?? ''
    expect(text).toContain(publication)
    expect(text).toContain('Found from a feed')
    expect(text).toContain('Cranes go electric')
    expect(text).not.toContain('Reuters')
  })
})
