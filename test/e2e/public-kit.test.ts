import { readFile } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { apiAt, signUp } from '../support/api'
import { waitUntil } from '../support/sending'
import { type ExpectedFailure, launchChromium, openWatchedPage, type WatchedPage } from './browser'
import { type PdfPage, pdfPages } from './pdf-pages'
import { type Founder, signInAs } from './session'

const stackUrl = inject('stackUrl')
const api = apiAt(stackUrl)
const PASSWORD = 'launch-day'
/** The public page is for a journalist on a phone: its own script and style stay this small. */
const MAX_ASSET_BYTES = 30 * 1024

// Two watched pages in one test (the visitor's and the owner's contexts), so the file keeps its own
// browser; every page's console and page errors fail the test, as setUpChromium's do.
let browser: Browser
const watched: WatchedPage[] = []
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})
afterEach(async () => {
  const problems = watched.flatMap((page) => page.problems)
  for (const page of watched.splice(0)) await page.context.close()
  expect(problems, 'console or page errors').toEqual([])
})

async function watch(expected: ExpectedFailure[] = []) {
  const page = await openWatchedPage(browser, expected)
  watched.push(page)
  return page
}

/** A founder's kit, published with a password and an e-mail gate, its PDF rendered. */
async function publishedKit() {
  const founder = await signUp(api)
  const company = await api.post('/api/companies', { name: 'Acme Robotics' }, founder.token)
  await api.put(
    `/api/companies/${company.body.company.id}`,
    {
      short_description: 'Robots that pick orders in small warehouses.',
      location: 'Lisbon, Portugal',
      funding_amount: '$4M seed',
      founder_story: 'We ran a warehouse and hated the night shift.',
      cofounders: 'Ana Silva - CEO; Rui Costa - CTO',
    },
    founder.token,
  )
  const created = await api.post('/api/press-kit/kits', { quickStart: true }, founder.token)
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const kitId = created.body.kit.id as string
  const updated = await api.put(
    `/api/press-kit/kits/${kitId}`,
    { published: true, regenerate: true, password: PASSWORD, settings: { require_email: true } },
    founder.token,
  )
  expect(updated.status, JSON.stringify(updated.body)).toBe(200)
  const kit = await waitUntil(
    async () => (await api.get(`/api/press-kit/kits/${kitId}`, founder.token)).body.kit,
    (k) => k.status !== 'generating',
    60_000,
  )
  expect(kit.status).toBe('completed')
  expect(kit.settings).toEqual({ require_email: true, has_password: true })
  return { founder, kitId, slug: kit.press_kit_web.slug as string }
}

/** Bytes of every script and style sheet the page loads, as they arrive (decoded). */
function countAssetBytes(page: Page) {
  const sizes = new Map<string, Promise<number>>()
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type === 'script' || type === 'stylesheet')
      sizes.set(
        response.url(),
        response.body().then((body) => body.length),
      )
  })
  return async () => {
    const entries = await Promise.all([...sizes].map(async ([url, size]) => [url, await size] as const))
    return {
      urls: entries.map(([url]) => new URL(url).pathname),
      total: entries.reduce((s, [, n]) => s + n, 0),
    }
  }
}

async function openAnalytics(founder: Founder, kitId: string) {
  const { page } = await watch()
  await signInAs(page, founder)
  await page.goto(`${stackUrl}/press-kit/analytics/${kitId}`)
  return page
}

describe('Public kit page', () => {
  it("opens with its password for a visitor without an account, shares in a 600x400 window, gates the PDF behind an e-mail, and the owner sees the lead, the download and the view in the kit's analytics", async () => {
    const { founder, kitId, slug } = await publishedKit()
    const reporter = `reporter-${kitId.slice(0, 6).toLowerCase()}@news.example`

    // A fresh context: no account, no session, nothing in storage.
    const visitor = await watch([{ path: `/kit/${slug}`, status: 401 }])
    const page = visitor.page
    // The networks' share pages cannot load on this offline machine: a stand-in answers for them.
    await visitor.context.route(
      /^https:\/\/(twitter\.com|www\.linkedin\.com|www\.facebook\.com)\//,
      (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Share</title>' }),
    )
    const assetBytes = countAssetBytes(page)
    expect(await visitor.context.cookies()).toEqual([])
    const denied = await page.goto(`${stackUrl}/kit/${slug}`)
    expect(denied?.status()).toBe(401)
    await page.getByRole('heading', { name: 'Access Denied', level: 1 }).waitFor()
    await page.getByText('This press kit is protected: enter its password').waitFor()

    // Enter reloads the page with ?p= and the kit opens.
    const password = page.getByLabel('Password')
    await password.fill(PASSWORD)
    await password.press('Enter')
    await page.waitForURL(`${stackUrl}/kit/${slug}?p=${PASSWORD}`)
    await page.getByRole('heading', { name: 'Acme Robotics Press Kit', level: 1 }).waitFor()
    await page.getByRole('heading', { name: 'Company Overview', level: 2 }).waitFor()
    await page.getByText('Robots that pick orders in small warehouses.').first().waitFor()
    // The page counted its visitor: its first view ping was answered.
    await waitUntil(
      async () => (await api.get(`/api/press-kit/kits/${kitId}`, founder.token)).body.kit.press_kit_web.views,
      (views) => views === 1,
    )

    // On a phone: the back-to-top button appears past 300 px of scrolling and brings the reader back.
    await page.setViewportSize({ width: 390, height: 600 })
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1000)
    const toTop = page.getByRole('button', { name: 'Back to top' })
    expect(await toTop.isVisible()).toBe(false)
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }))
    await toTop.waitFor()
    await toTop.click()
    await page.waitForFunction(() => window.scrollY === 0)
    await toTop.waitFor({ state: 'hidden' })
    await page.waitForFunction(() => document.activeElement?.classList.contains('kit-title'))
    await page.setViewportSize({ width: 1280, height: 720 })

    // Share: Twitter's own share window opens, at 600x400.
    await page.getByRole('button', { name: 'Share', exact: true }).click()
    const share = page.getByRole('dialog', { name: 'Share this press kit' })
    await share.waitFor()
    expect(await share.getByLabel('Link').inputValue()).toBe(`${stackUrl}/kit/${slug}`)
    const popupOpened = page.waitForEvent('popup')
    await share.getByRole('button', { name: 'Twitter' }).click()
    const popup = await popupOpened
    expect(popup.url()).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?url=/)
    expect(new URL(popup.url()).searchParams.get('url')).toBe(`${stackUrl}/kit/${slug}`)
    const size = await popup.evaluate(() => ({ width: window.outerWidth, height: window.outerHeight }))
    expect(size).toEqual({ width: 600, height: 400 })
    await popup.close()
    await share.getByRole('button', { name: 'Close' }).click()
    await share.waitFor({ state: 'hidden' })

    // Download → PDF asks for an address first; once given, the PDF downloads.
    await page.getByRole('button', { name: 'Download', exact: true }).click()
    const formats = page.getByRole('dialog', { name: 'Download', exact: true })
    await formats.getByRole('button', { name: 'PDF' }).click()
    const gate = page.getByRole('dialog', { name: 'Enter your email to download' })
    await gate.waitFor()
    await formats.waitFor({ state: 'hidden' })
    await gate.getByLabel('Email').fill(reporter)
    await gate.getByRole('checkbox', { name: 'Send me news from Acme Robotics' }).check()
    const downloadStarted = page.waitForEvent('download')
    await gate.getByRole('button', { name: 'Download' }).click()
    const pdf = await downloadStarted
    expect(pdf.suggestedFilename()).toBe('Acme Robotics press kit.pdf')
    expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe('%PDF-')

    // The page's own script and style sheet stay small.
    const weight = await assetBytes()
    expect(weight.urls).toEqual(expect.arrayContaining(['/kit-page.js', '/kit-page.css']))
    expect(weight.total).toBeGreaterThan(0)
    expect(weight.total).toBeLessThan(MAX_ASSET_BYTES)

    // The owner, signed in elsewhere, sees the lead, the download and the view.
    const owner = await openAnalytics(founder, kitId)
    await owner.getByRole('heading', { name: 'Acme Robotics', level: 1 }).waitFor()
    expect(await owner.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    const publicLink = owner.getByRole('link', { name: new RegExp(`/kit/${slug}`) })
    expect(await publicLink.getAttribute('href')).toBe(`/kit/${slug}`)
    const leads = owner.getByRole('region', { name: 'Leads' })
    const row = leads.getByRole('row').filter({ hasText: reporter })
    await row.waitFor()
    // 20 for the address, 20 for consent, 10 for the download, 10 for a work address.
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([
      '—',
      reporter,
      '—',
      '—',
      '60',
      expect.any(String),
      'Yes',
      'Kit download',
    ])
    // On a phone each lead is a card that fits the screen, its address whole.
    await owner.setViewportSize({ width: 390, height: 800 })
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const scroller = owner.getByRole('region', { name: 'Leads table' })
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0)
    const address = await row.getByRole('link', { name: reporter }).boundingBox()
    expect(address && address.x >= 0 && address.x + address.width <= 390).toBe(true)
    await owner.setViewportSize({ width: 1366, height: 800 })
    const metric = (id: string) => owner.locator(`[data-metric="${id}"]`).textContent()
    expect(await metric('downloads')).toBe('1')
    expect(await metric('views')).toBe('1')
    expect(await metric('leads')).toBe('1')
    await owner
      .getByRole('region', { name: 'Downloads by format' })
      .getByRole('img', { name: /^Bar chart of downloads by format: PDF 1, Web page \(HTML\) 0,/ })
      .waitFor()
    // Another timeframe asks the server for its own figures; today's visit is in all of them.
    const allTime = owner.waitForResponse((r) => r.url().endsWith(`/analytics?timeframe=all`) && r.ok())
    await owner.getByRole('button', { name: 'All time' }).click()
    await allTime
    expect(await owner.getByRole('button', { name: 'All time' }).getAttribute('aria-pressed')).toBe('true')
    await owner.locator('[aria-busy="false"]').waitFor()
    expect(await metric('downloads')).toBe('1')
    await row.waitFor()
    await owner.getByText('How the score works').click()
    await owner.getByText('Each download: 10, up to 30').waitFor()

    const exported = owner.waitForEvent('download')
    await owner.getByRole('button', { name: 'Export CSV' }).click()
    const csvFile = await exported
    expect(csvFile.suggestedFilename()).toMatch(/^press-kit-leads-\d{4}-\d{2}-\d{2}\.csv$/)
    const [header, first] = (await readFile(await csvFile.path(), 'utf8')).split('\r\n')
    expect(header).toBe('Name,Email,Company,Role,Score,Date,Marketing Consent')
    expect(first).toMatch(new RegExp(`^,${reporter.replace(/\./g, '\\.')},,,60,\\d{4}-\\d{2}-\\d{2},Yes$`))
  })
})

describe('Kit analytics', () => {
  it("shows every text in the kit's brand colours with the contrast WCAG asks, pale colours included", async () => {
    const founder = await signUp(api)
    await api.post(
      '/api/companies',
      { name: 'Pastel Labs', short_description: 'Soft robots.' },
      founder.token,
    )
    const kit = (await api.post('/api/press-kit/kits', { quickStart: true }, founder.token)).body.kit
    // A founder's pale palette: none of these reads as text on white as it is.
    const colors = { ...kit.branding.colors, primary: '#93c5fd', secondary: '#c4b5fd', accent: '#a7f3d0' }
    const saved = await api.put(
      `/api/press-kit/kits/${kit.id}`,
      {
        customizations: {
          branding: { ...kit.branding, colors },
          company: { name: 'Pastel Labs', website: 'https://pastel.example' },
        },
        published: true,
      },
      founder.token,
    )
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const { page } = await watch()
    await page.goto(`${stackUrl}/kit/${saved.body.kit.press_kit_web.slug}`)
    await page.locator('.kit-section h2').first().waitFor()
    const ratios = await page.evaluate(() => {
      const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
      const lum = (css: string) => {
        const [r = 0, g = 0, b = 0] = rgb(css).map((v) => {
          const c = v / 255
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
        })
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
      }
      const ratio = (a: string, b: string) => {
        const [x, y] = [lum(a), lum(b)].sort((m, n) => n - m) as [number, number]
        return (x + 0.05) / (y + 0.05)
      }
      const page = getComputedStyle(document.body).backgroundColor
      const of = (selector: string, onOwnBackground = false) => {
        const element = document.querySelector(selector)
        if (!element) return null
        const style = getComputedStyle(element)
        return Math.round(ratio(style.color, onOwnBackground ? style.backgroundColor : page) * 100) / 100
      }
      return {
        title: of('.kit-title'),
        label: of('.kit-title span'),
        heading: of('.kit-section h2'),
        link: of('.kit-website a'),
        button: of('.kit-button-primary', true),
      }
    })
    // Large text (the title, section headings) at 3:1; everything else at 4.5:1.
    expect(ratios.title).toBeGreaterThanOrEqual(3)
    expect(ratios.heading).toBeGreaterThanOrEqual(3)
    for (const [what, value] of Object.entries({
      label: ratios.label,
      link: ratios.link,
      button: ratios.button,
    }))
      if (value !== null) expect(value, what).toBeGreaterThanOrEqual(4.5)
    expect(ratios.label).not.toBeNull()
    expect(ratios.link).not.toBeNull()
  })

  it('says "Failed to load analytics" with a Retry that loads them, and toasts "Failed to fetch analytics" when a refresh fails while the figures stay', async () => {
    const founder = await signUp(api)
    await api.post('/api/companies', { name: 'Acme Robotics' }, founder.token)
    const kitId = (await api.post('/api/press-kit/kits', { quickStart: true }, founder.token)).body.kit
      .id as string
    const analyticsPath = `/api/press-kit/kits/${kitId}/analytics`
    const { page, context } = await watch([{ path: analyticsPath, status: 503 }])
    let failing = true
    let calls = 0
    await context.route(
      (url) => url.pathname === analyticsPath,
      (route) => {
        calls += 1
        return failing
          ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Unavailable"}' })
          : route.continue()
      },
    )
    await page.clock.install()
    await signInAs(page, founder)
    await page.goto(`${stackUrl}/press-kit/analytics/${kitId}`)

    await page.getByRole('alert').filter({ hasText: 'Failed to load analytics' }).waitFor()
    await page.getByRole('heading', { name: 'Acme Robotics', level: 1 }).waitFor()
    await page.getByText('Not published yet: the public page opens once you publish the kit.').waitFor()
    failing = false
    await page.getByRole('button', { name: 'Retry' }).click()
    await page
      .getByRole('region', { name: 'Leads', exact: true })
      .getByText('No leads in this period yet')
      .waitFor()
    expect(await page.locator('[data-metric="views"]').textContent()).toBe('0')
    expect(await page.getByText('Failed to load analytics').count()).toBe(0)

    // A minute later the figures refresh by themselves; when that fails, a toast says so and they stay.
    failing = true
    const before = calls
    await page.clock.fastForward(60_000)
    await page.getByText('Failed to fetch analytics', { exact: true }).waitFor()
    expect(calls).toBeGreaterThan(before)
    expect(await page.locator('[data-metric="views"]').textContent()).toBe('0')
    expect(await page.getByText('Failed to load analytics').count()).toBe(0)
  })
})

describe('Kit access', () => {
  it('sets a password and the e-mail gate from the kit view: a visitor meets Access Denied until the password and an e-mail before a download; once the password is removed the page opens to anyone', async () => {
    const founder = await signUp(api)
    await api.post('/api/companies', { name: 'Acme Robotics' }, founder.token)
    const created = await api.post('/api/press-kit/kits', { quickStart: true }, founder.token)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const kitId = created.body.kit.id as string
    const slug = created.body.kit.press_kit_web.slug as string
    const published = await api.put(`/api/press-kit/kits/${kitId}`, { published: true }, founder.token)
    expect(published.body.kit.settings).toEqual({ require_email: false, has_password: false })
    const kitPage = `${stackUrl}/kit/${slug}`

    // The owner, on the kit's view, on a laptop.
    const { page: owner } = await watch()
    await owner.setViewportSize({ width: 1366, height: 800 })
    await signInAs(owner, founder)
    await owner.goto(`${stackUrl}/press-kit/view/${kitId}`)
    const access = owner.getByRole('region', { name: 'Access' })
    await access.getByText('No password', { exact: true }).waitFor()
    await access.getByText('Anyone with the link can open the public page.').waitFor()
    expect(await access.getByRole('button', { name: 'Remove password' }).count()).toBe(0)

    // A password the contract refuses says why, beside the field, and nothing is sent.
    const password = access.getByLabel('Password', { exact: true })
    await password.fill('abc')
    await access.getByRole('button', { name: 'Save access' }).click()
    await access.getByText('A password is at least 4 characters').waitFor()
    expect(await password.getAttribute('aria-invalid')).toBe('true')

    // Shown and hidden again; then, by keyboard, the e-mail gate ticked and the form sent with Enter.
    await password.fill(PASSWORD)
    await access.getByRole('button', { name: 'Show password' }).click()
    expect(await password.getAttribute('type')).toBe('text')
    await access.getByRole('button', { name: 'Hide password' }).click()
    expect(await password.getAttribute('type')).toBe('password')
    const gate = access.getByRole('checkbox', { name: 'Ask for an e-mail before downloads' })
    await gate.focus()
    await owner.keyboard.press('Space')
    expect(await gate.isChecked()).toBe(true)
    await password.press('Enter')
    await owner.getByText('Access saved', { exact: true }).waitFor()
    await access.getByText('Password protected', { exact: true }).waitFor()
    await owner.getByText('Downloads ask for an e-mail address.').waitFor()
    expect(await access.getByLabel('New password', { exact: true }).inputValue()).toBe('')
    expect(await gate.isChecked()).toBe(true)
    expect((await api.get(`/api/press-kit/kits/${kitId}`, founder.token)).body.kit.settings).toEqual({
      require_email: true,
      has_password: true,
    })

    // On a phone the card fits: nothing wider than the screen, its buttons in reach.
    await owner.setViewportSize({ width: 390, height: 800 })
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const remove = access.getByRole('button', { name: 'Remove password' })
    const box = await remove.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
    await owner.setViewportSize({ width: 1366, height: 800 })

    // A visitor without an account: Access Denied until the password, then the kit; a download asks
    // for an e-mail address first.
    const { page: visitor } = await watch([{ path: `/kit/${slug}`, status: 401 }])
    expect((await visitor.goto(kitPage))?.status()).toBe(401)
    await visitor.getByRole('heading', { name: 'Access Denied', level: 1 }).waitFor()
    await visitor.getByLabel('Password').fill(PASSWORD)
    await visitor.getByLabel('Password').press('Enter')
    await visitor.getByRole('heading', { name: 'Acme Robotics Press Kit', level: 1 }).waitFor()
    await visitor.getByRole('button', { name: 'Download', exact: true }).click()
    await visitor
      .getByRole('dialog', { name: 'Download', exact: true })
      .getByRole('button', { name: 'Web page (HTML)' })
      .click()
    const emailGate = visitor.getByRole('dialog', { name: 'Enter your email to download' })
    await emailGate.waitFor()
    await emailGate.getByLabel('Email').waitFor()

    // The owner removes the password; a new visitor opens the page without one.
    await remove.click()
    await owner.getByText('Password removed', { exact: true }).waitFor()
    await access.getByText('No password', { exact: true }).waitFor()
    expect(await remove.count()).toBe(0)
    expect(await access.getByLabel('Password', { exact: true }).inputValue()).toBe('')

    const { page: anyone } = await watch()
    expect((await anyone.goto(kitPage))?.status()).toBe(200)
    await anyone.getByRole('heading', { name: 'Acme Robotics Press Kit', level: 1 }).waitFor()
    expect(await anyone.getByRole('heading', { name: 'Access Denied' }).count()).toBe(0)
  })
})

/** A real PNG of one colour. */
const swatch = (colour: string, width = 900) =>
  sharp({ create: { width, height: Math.round((width * 2) / 3), channels: 3, background: colour } })
    .png()
    .toBuffer()

async function uploadTo(token: string, kitId: string, files: { name: string; data: Buffer }[]) {
  const form = new FormData()
  for (const file of files)
    form.append('assets', new Blob([new Uint8Array(file.data)], { type: 'image/png' }), file.name)
  const response = await fetch(new URL(`/api/press-kit/kits/${kitId}/assets`, stackUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  expect(response.status).toBe(200)
  return (await response.json()).assets as { id: string; originalName: string }[]
}

/** Rows of a page image holding both colours (within a few units), so side by side. */
async function rowsWithBoth(png: Buffer, a: [number, number, number], b: [number, number, number]) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const near = (i: number, [r, g, bl]: [number, number, number]) =>
    Math.abs((data[i] ?? 0) - r) < 6 &&
    Math.abs((data[i + 1] ?? 0) - g) < 6 &&
    Math.abs((data[i + 2] ?? 0) - bl) < 6
  let rows = 0
  for (let y = 0; y < info.height; y++) {
    let seenA = false
    let seenB = false
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * 3
      seenA ||= near(i, a)
      seenB ||= near(i, b)
    }
    if (seenA && seenB) rows++
  }
  return rows
}

describe('The kit PDF', () => {
  it('has a cover with the logo, name, one line and date, the company, press contact and "Page n of m" on every page, images side by side with captions, and the chosen heading font embedded', async () => {
    const founder = await signUp(api)
    const company = await api.post('/api/companies', { name: 'Tidewater Robotics' }, founder.token)
    await api.put(
      `/api/companies/${company.body.company.id}`,
      {
        short_description: 'Hull-cleaning robots for working harbours.',
        full_description: 'Tidewater builds robots that clean ship hulls in port. '.repeat(30),
        founder_story: 'We spent ten years diving under ships. '.repeat(30),
        recent_accomplishments: 'Cleaned 400 hulls; opened a Rotterdam office',
      },
      founder.token,
    )
    const { body } = await api.post('/api/press-kit/kits', { quickStart: true }, founder.token)
    const kitId = body.kit.id as string
    const [logo, harbour] = await uploadTo(founder.token, kitId, [
      { name: 'logo.png', data: await swatch('#ff6600', 400) },
      { name: 'harbour.png', data: await swatch('#3366cc') },
      { name: 'robot.png', data: await swatch('#22aa44') },
    ])
    const kit = (await api.get(`/api/press-kit/kits/${kitId}`, founder.token)).body.kit
    const saved = await api.put(
      `/api/press-kit/kits/${kitId}`,
      {
        customizations: {
          company: { name: 'Tidewater Robotics', logo: `asset:${logo?.id}` },
          branding: { ...kit.branding, fonts: { heading: 'Georgia', body: 'Inter', mono: 'Fira Code' } },
          assets: [{ id: harbour?.id, caption: 'A robot at work in Rotterdam harbour' }],
        },
        regenerate: true,
      },
      founder.token,
    )
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const done = await waitUntil(
      async () => (await api.get(`/api/press-kit/kits/${kitId}`, founder.token)).body.kit,
      (k) => k.status !== 'generating',
      60_000,
    )
    expect(done.status).toBe('completed')
    const pdf = new Uint8Array(await (await fetch(done.outputs.pdf.download_url)).arrayBuffer())

    const { page } = await watch()
    const pages = await pdfPages(page, pdf)
    expect(pages.length).toBeGreaterThanOrEqual(3)
    const [cover] = pages as [PdfPage]
    expect(cover.text).toContain('Tidewater Robotics')
    expect(cover.text).toContain('PRESS KIT')
    expect(cover.text).toContain('Hull-cleaning robots for working harbours.')
    expect(cover.text).toMatch(/[A-Z][a-z]+ \d{1,2}, 20\d\d/)
    // The cover shows the logo: orange in its image, and nothing of the sections yet.
    expect(await rowsWithBoth(cover.png, [255, 102, 0], [255, 102, 0])).toBeGreaterThan(40)
    expect(cover.text).not.toContain('Company Overview')
    for (const [n, drawn] of pages.entries()) {
      expect(drawn.text, `page ${n + 1}`).toContain(`Page ${n + 1} of ${pages.length}`)
      expect(drawn.text, `page ${n + 1}`).toContain(`Tidewater Robotics · Press contact: ${founder.email}`)
    }
    // Images in a grid: the harbour and the robot side by side, the caption under them.
    const media = pages.find((drawn) => drawn.text.includes('Media Assets')) as PdfPage
    expect(await rowsWithBoth(media.png, [0x33, 0x66, 0xcc], [0x22, 0xaa, 0x44])).toBeGreaterThan(50)
    expect(media.text).toContain('A robot at work in Rotterdam harbour')
    // The heading font chosen (Georgia, drawn as Gelasio) is embedded, beside the body's Inter.
    const fonts = new Set(pages.flatMap((drawn) => drawn.fonts))
    expect(fonts).toContain('Gelasio-Bold')
    expect([...fonts].some((font) => font.startsWith('Inter'))).toBe(true)
    expect([...fonts].some((font) => /DejaVu/.test(font))).toBe(false)
  })
})
