import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { FeedStatus } from '../../shared/contracts/feeds'
import { apiAt, signUp } from '../support/api'
import { listenOnLoopback } from '../support/listen'
import { arrangeJournalists, founderWithPitches, waitUntil } from '../support/sending'
import { storeOf } from '../support/store'
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

// A company's other name in one story by the pitched journalist, its name in another by nobody pitched.
const product = `Quibbly ${letters}`
const company = `Zorblat ${letters}`
const pitched = `Ottoline C${letters}`
// Dated a minute ahead: a feed's dates are to the second, and a story dated the second before its pitch
// went out (sent the same second, a few milliseconds later) is not the pitch's.
const published = () => new Date(Date.now() + 60_000).toUTCString()
const coverageFeed = () => `<?xml version="1.0" encoding="utf-8"?><rss version="2.0"
  xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>Ledger feed ${run}</title><link>https://${run}.example/</link>
<item><title>${product} sorts every parcel</title><link>https://${run}.example/won</link>
<dc:creator>${pitched}</dc:creator><pubDate>${published()}</pubDate></item>
<item><title>Warehouses look at ${company}</title><link>https://${run}.example/about-us</link>
<dc:creator>Someone Unpitched ${letters}</dc:creator><pubDate>${published()}</pubDate></item>
</channel></rss>`

const browser = setUpChromium()
let server: Server

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === `/e2e-${run}/feed.xml`) {
      response.writeHead(200, { 'content-type': 'application/rss+xml' })
      return void response.end(feed)
    }
    if (request.url === `/e2e-${run}/coverage.xml`) {
      response.writeHead(200, { 'content-type': 'application/rss+xml' })
      return void response.end(coverageFeed())
    }
    response.writeHead(500).end()
  })
  await listenOnLoopback(server, port)
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

describe('coverage found by itself', () => {
  it('names the company on /company, then confirms a possible coverage on the pitch and sees reach on /analytics', async () => {
    const store = storeOf(inject('stackDataDir'))
    const { ids } = await arrangeJournalists(store, ['e2e-cov'])
    await store.journalists
      .patch({ journalist_id: ids[0] as string })
      .set({ full_name: pitched, publication: 'The Ledger Daily' })
      .go()
    const founder = await founderWithPitches(api, store, ids)
    await api.put(`/api/companies/${founder.companyId}`, { name: company }, founder.token)
    const [pitch] = founder.pitches as [(typeof founder.pitches)[0]]
    expect((await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)).status).toBe(200)

    const page = await browser.openAs(founder, '/company')
    await page.getByRole('heading', { name: company }).waitFor()
    await page.getByRole('button', { name: 'Edit Also known as' }).click()
    await page.getByLabel('Also known as').fill(`${product}, `)
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText(product, { exact: true }).waitFor()

    const added = await api.post(
      '/api/discovery/feeds',
      { url: `http://127.0.0.1:${port}/e2e-${run}/coverage.xml` },
      founder.token,
    )
    await waitUntil(
      async () =>
        ((await api.get('/api/discovery/feeds', founder.token)).body.feeds as FeedStatus[]).find(
          (f) => f.id === added.body.feed.id,
        ),
      (f) => f?.reading === false,
    )

    await page.goto(`${inject('stackUrl')}/pitches`)
    const notice = page.getByRole('region', { name: 'Possible coverage' })
    await notice.getByText(`${product} sorts every parcel`, { exact: true }).waitFor()
    await notice.getByRole('button', { name: /Review/ }).click()
    const dialog = page.getByRole('dialog')
    const story = dialog.getByRole('article', { name: `Possible coverage: ${product} sorts every parcel` })
    await story.getByText('by the journalist you pitched', { exact: false }).waitFor()
    const confirmed = page.waitForResponse((r) => r.url().endsWith('/confirm'))
    await story.getByRole('button', { name: 'Confirm coverage' }).click()
    const answer = await confirmed
    expect(answer.status(), await answer.text()).toBe(200)
    // The story is the pitch's coverage now: linked under Coverage, and the card among Picked Up.
    await dialog
      .getByRole('region', { name: 'Coverage', exact: true })
      .getByRole('link', { name: `${product} sorts every parcel` })
      .waitFor()
    await story.waitFor({ state: 'detached' })
    await page.keyboard.press('Escape')
    await notice.waitFor({ state: 'detached' })
    await page.locator('[data-status="picked_up"]').locator(`[data-pitch-card="${pitch.id}"]`).waitFor()

    await page.goto(`${inject('stackUrl')}/analytics`)
    await page.getByText('Average reach: 2400K').waitFor()
    const unprompted = page.getByRole('region', { name: 'Unprompted coverage' })
    await unprompted.getByRole('link', { name: `Warehouses look at ${company}` }).waitFor()
    await unprompted.getByRole('button', { name: /Not about us/ }).click()
    await unprompted.getByText('No stories yet', { exact: false }).waitFor()
  })
})
