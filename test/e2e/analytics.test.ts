import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { apiAt, signUp } from '../support/api'
import { setUpChromium } from './browser'
import { type Founder, signInAs } from './session'

const stackUrl = inject('stackUrl')
const api = apiAt(stackUrl)
const browser = setUpChromium()

interface DemoSession {
  token: string
  refreshToken: string
  user: { id: string; email: string }
  created: boolean
}

/**
 * The demo founder, made once with 30 days of history (the 90 of the landing page's link take long on a
 * busy machine); the link's own POST then signs the same founder in at once.
 */
let demo: DemoSession
beforeAll(async () => {
  const response = await fetch(new URL('/dev/demo', stackUrl), {
    method: 'POST',
    body: JSON.stringify({ days: 30 }),
  })
  expect(response.status).toBe(200)
  demo = (await response.json()) as DemoSession
  expect(demo.user.email).toBe('demo@pressroom.example')
}, 600_000)

interface Charts {
  trends: { date: string; pitches: number; pending: boolean }[]
  trendUnit: 'day' | 'week' | 'month'
  bestTime: { dayOfWeek: string; timeSlot: string } | null
}

/** A trend period as the axis names it: "Nov 2", or "Nov 2026" for a month. */
const trendDate = (date: string, unit: Charts['trendUnit']) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    ...(unit === 'month' ? { year: 'numeric' } : { day: 'numeric' }),
    timeZone: 'UTC',
  })

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })
const timeframe = (page: Page, label: string) => page.getByRole('button', { name: label, exact: true })

/** "13 replies from 40 pitches" on the Reply Rate card: the total of pitches it reads. */
async function pitchesShown(page: Page) {
  const text = await card(page, 'Reply Rate')
    .getByText(/ from \d+ pitch/)
    .textContent()
  return Number(text?.match(/from (\d+) pitch/)?.[1])
}

async function metricsOf(token: string, frame: string) {
  const response = await api.get(`/api/analytics/metrics?timeframe=${frame}`, token)
  expect(response.status).toBe(200)
  return response.body as { totalPitches: number; totalReplies: number }
}

/** Chooses a timeframe and waits for the dashboard to show that timeframe's figures, not dimmed. */
async function choose(page: Page, label: string, expectedPitches: number) {
  await timeframe(page, label).click()
  expect(await timeframe(page, label).getAttribute('aria-pressed')).toBe('true')
  await card(page, 'Reply Rate')
    .getByText(new RegExp(` from ${expectedPitches} pitch`))
    .waitFor()
  await page.locator('.analytics-body[aria-busy="false"]').waitFor()
}

/** The `d` attributes of the chart's SVG paths matching the selector. */
const pathsOf = (chart: Locator, selector: string) =>
  chart.locator(selector).evaluateAll((paths) => paths.map((p) => p.getAttribute('d') ?? ''))

describe('Pitch Analytics', () => {
  it("signs in as the demo founder from the landing page's 'Try the demo' and draws the three charts from their history", async () => {
    const { page } = await browser.open()
    await page.goto(`${stackUrl}/`)
    const link = page.getByRole('link', { name: 'Try the demo' })
    await link.click()
    await page.waitForURL(`${stackUrl}/analytics`)
    await page.getByRole('heading', { name: 'Pitch Analytics', level: 1 }).waitFor()
    await page.getByText('Know what works, do more of it').waitFor()

    // Signed in as the demo founder, the session stored as sign-in stores it.
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('pressroom.token'),
      user: JSON.parse(localStorage.getItem('pressroom.user') ?? 'null'),
    }))
    expect(stored.user).toMatchObject({ id: demo.user.id, email: 'demo@pressroom.example' })
    expect(stored.token).toBeTruthy()

    // Last 30 days is the default, and the cards show the API's figures for it.
    expect(await timeframe(page, 'Last 30 days').getAttribute('aria-pressed')).toBe('true')
    const month = await metricsOf(demo.token, '30d')
    expect(month.totalPitches).toBeGreaterThan(20)
    await card(page, 'Reply Rate')
      .getByText(`${month.totalReplies} replies from ${month.totalPitches} pitches`, { exact: true })
      .waitFor()

    // Performance Trends: the API's periods, each settled one a dot on both lines, each date with the
    // pitches behind it, and a period whose replies may still come marked pending, not drawn as 0%.
    const charts = (await api.get('/api/analytics/charts?timeframe=30d', demo.token)).body as Charts
    const settled = charts.trends.filter((p) => !p.pending)
    expect(settled.length).toBeGreaterThan(2)
    const trends = card(page, 'Performance Trends')
    await trends
      .getByRole('img', {
        name: new RegExp(
          `^Line chart of reply rate and coverage rate over ${charts.trends.length} ${charts.trendUnit}s, each with the pitches sent in it`,
        ),
      })
      .waitFor()
    await trends.locator('path.recharts-line-curve').first().waitFor()
    expect(await pathsOf(trends, 'path.recharts-line-curve')).toHaveLength(2)
    expect(await trends.locator('.recharts-line-dot').count()).toBe(2 * settled.length)
    const ticks = await trends
      .locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-label')
      .allTextContents()
    expect(ticks).toEqual(charts.trends.map((p) => `${trendDate(p.date, charts.trendUnit)}${p.pitches}`))
    if (charts.trends.some((p) => p.pending)) {
      // A vertical line has no width, so it is attached rather than visible to Playwright.
      await trends.locator('.recharts-reference-line line').first().waitFor({ state: 'attached' })
      await trends.locator('svg').getByText('Pending', { exact: true }).first().waitFor()
      await trends.getByText(/Pending: replies may still come/).waitFor()
    }

    // Angle Effectiveness: a bar per angle with a success rate above 0.
    const angles = card(page, 'Angle Effectiveness')
    await angles.locator('.recharts-bar-rectangle path').first().waitFor()
    expect(await angles.locator('.recharts-bar-rectangle path').count()).toBeGreaterThan(0)

    // Success by Publication: pie sectors, each its own colour of the 5-colour palette (past five
    // publications, the smaller share an 'Other publications' slice).
    const publications = card(page, 'Success by Publication')
    await publications.locator('.recharts-pie-sector path').first().waitFor()
    const fills = await publications
      .locator('.recharts-pie-sector path')
      .evaluateAll((paths) => paths.map((p) => p.getAttribute('fill')))
    expect(fills.length).toBeGreaterThan(1)
    expect(fills.length).toBeLessThanOrEqual(5)
    expect(new Set(fills).size).toBe(fills.length)

    // The cards and panels have the demo's data.
    await card(page, 'Top Performing Pitches')
      .getByText(/^(Coverage|Reply)$/)
      .first()
      .waitFor()
    expect(await card(page, 'Time to Reply').getByText('—').count()).toBe(0)

    // One best time, the same on both panels.
    const best = charts.bestTime
    expect(best).not.toBeNull()
    if (best) {
      await card(page, 'Optimal Send Times')
        .getByText(
          `Best in this period, of the times with 3 or more pitches: ${best.dayOfWeek}, ${best.timeSlot.toLowerCase()}`,
        )
        .waitFor()
      await card(page, 'Recommended Next Steps')
        .getByText(`Send on ${best.dayOfWeek} ${best.timeSlot.toLowerCase()}, your best time in this period`)
        .waitFor()
    }

    // The demo's history says something in every insight panel: an angle that works, and journalists
    // pitched more than once.
    const insights = (await api.get('/api/analytics/insights?timeframe=30d', demo.token)).body as {
      patterns: { description: string }[]
      journalistPrefs: { name: string }[]
    }
    const [pattern] = insights.patterns
    const [preference] = insights.journalistPrefs
    expect(pattern && preference).toBeTruthy()
    const working = card(page, "What's Working")
    await working.getByText(pattern?.description ?? '', { exact: true }).waitFor()
    expect(await working.locator('.analytics-empty').count()).toBe(0)
    const preferences = card(page, 'Journalist Preferences')
    await preferences
      .getByText(preference?.name ?? '', { exact: true })
      .first()
      .waitFor()
    expect(await preferences.locator('.journalist-pref').count()).toBeGreaterThan(1)
    expect(await preferences.locator('.analytics-empty').count()).toBe(0)
    await card(page, 'Recommended Next Steps')
      .getByText(/ priority$/)
      .first()
      .waitFor()
  })

  it('refetches the figures when the timeframe changes', async () => {
    const founder: Founder = {
      email: demo.user.email,
      id: demo.user.id,
      token: demo.token,
      refreshToken: demo.refreshToken,
    }
    const page = await browser.openAs(founder, '/analytics')
    await page.getByRole('heading', { name: 'Pitch Analytics', level: 1 }).waitFor()
    const [week, all] = [await metricsOf(demo.token, '7d'), await metricsOf(demo.token, 'all')]
    expect(week.totalPitches).toBeLessThan(all.totalPitches)
    await card(page, 'Reply Rate')
      .getByText(/ from \d+ pitch/)
      .waitFor()

    await choose(page, 'Last 7 days', week.totalPitches)
    expect(await pitchesShown(page)).toBe(week.totalPitches)
    expect(await timeframe(page, 'Last 30 days').getAttribute('aria-pressed')).toBe('false')
    await card(page, 'Reply Rate').getByText('vs previous 7 days', { exact: false }).waitFor()

    await choose(page, 'All time', all.totalPitches)
    expect(await pitchesShown(page)).toBe(all.totalPitches)
    await card(page, 'Reply Rate').getByText('No earlier period to compare').waitFor()

    // Back to a timeframe seen before: its figures come back.
    await choose(page, 'Last 7 days', week.totalPitches)

    // While a new timeframe loads, the figures on screen stay, dimmed, beside a spinner.
    let release: (() => Promise<void>) | undefined
    await page.route('**/api/analytics/metrics?timeframe=90d', (route) => {
      release = () => route.continue()
    })
    await timeframe(page, 'Last 90 days').click()
    await page.locator('.analytics-body.analytics-updating[aria-busy="true"]').waitFor()
    await page.locator('.analytics-timeframe [role="status"] .spinner').waitFor()
    expect(await pitchesShown(page)).toBe(week.totalPitches)
    await expect.poll(() => release !== undefined).toBe(true)
    await release?.()
    const quarter = await metricsOf(demo.token, '90d')
    await card(page, 'Reply Rate')
      .getByText(new RegExp(` from ${quarter.totalPitches} pitch`))
      .waitFor()
    await page.locator('.analytics-body:not(.analytics-updating)').waitFor()
    expect(await page.locator('.analytics-timeframe .spinner').count()).toBe(0)
  })

  it('fits a phone: cards and charts stack, nothing runs off the side', async () => {
    const founder: Founder = {
      email: demo.user.email,
      id: demo.user.id,
      token: demo.token,
      refreshToken: demo.refreshToken,
    }
    // The phone's size from the start; signed in without loading a screen that checks the session
    // (leaving one while its /api/auth/me is under way signs the founder out: AuthProvider treats the
    // aborted request as a failure).
    const { page } = await browser.open()
    await page.setViewportSize({ width: 390, height: 844 })
    await signInAs(page, founder)
    await page.goto(`${stackUrl}/analytics`)
    const trends = card(page, 'Performance Trends')
    await trends.locator('path.recharts-line-curve').first().waitFor()
    const layout = await page.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }))
    expect(layout.overflow).toBeLessThanOrEqual(0)
    const [reply, coverage] = [
      await card(page, 'Reply Rate').boundingBox(),
      await card(page, 'Coverage Rate').boundingBox(),
    ]
    expect(coverage?.y ?? 0).toBeGreaterThan((reply?.y ?? 0) + (reply?.height ?? 0) - 1)
    const [angles, publications] = [
      await card(page, 'Angle Effectiveness').boundingBox(),
      await card(page, 'Success by Publication').boundingBox(),
    ]
    expect(publications?.x).toBe(angles?.x)
    expect((await trends.locator('.recharts-wrapper > svg').boundingBox())?.width ?? 0).toBeGreaterThan(250)
  })

  it('shows a new account no rates, empty states and the too-little-data sentence, without console errors', async () => {
    const founder = await signUp(api)
    const page = await browser.openAs(founder, '/analytics')
    await page.getByRole('heading', { name: 'Pitch Analytics', level: 1 }).waitFor()

    const reply = card(page, 'Reply Rate')
    await reply.getByText('0 replies from 0 pitches', { exact: true }).waitFor()
    // No rate of nothing: with no pitch sent, the rates read '—', as the reply times do.
    await reply.getByText('—', { exact: true }).waitFor()
    const coverage = card(page, 'Coverage Rate')
    await coverage.getByText('—', { exact: true }).waitFor()
    await coverage.getByText('0 stories published').waitFor()
    await coverage.getByText('Average reach: —').waitFor()
    expect(await card(page, 'Time to Reply').getByText('—', { exact: true }).count()).toBe(3)

    // Each empty panel says what it needs.
    await card(page, 'Performance Trends')
      .getByText('No pitches sent in this period yet: the trend starts with your first sent pitch.')
      .waitFor()
    await card(page, 'Angle Effectiveness')
      .getByText('No pitch angles to compare yet: each sent pitch with an angle adds to its bar.')
      .waitFor()
    await card(page, 'Success by Publication')
      .getByText(
        'No replies or coverage from a publication yet: each one that replies or covers you gets a slice.',
      )
      .waitFor()
    await card(page, 'Top Performing Pitches')
      .getByText('No replies or coverage in this period yet: pitches that win either are listed here.')
      .waitFor()
    await card(page, 'Optimal Send Times')
      .getByText('No pitches sent in this period yet: a best time takes 3 sent on the same day and time.')
      .waitFor()
    const tooFew = 'Send at least 10 pitches to see what works: 0 sent in this period'
    await card(page, "What's Working").getByText(tooFew).waitFor()
    await card(page, 'Journalist Preferences').getByText(tooFew).waitFor()
    await card(page, 'Recommended Next Steps').getByText(tooFew).waitFor()
    expect(await page.locator('svg.recharts-surface').count()).toBe(0)

    // Another timeframe: still nothing to show, still no error.
    await choose(page, 'All time', 0)
    await card(page, 'Performance Trends').getByText('No pitches sent in this period yet:').waitFor()
  })

  it("says 'Failed to load analytics' when the API fails, and Retry loads the dashboard", async () => {
    const founder = await signUp(api)
    const { page } = await browser.open([{ path: '/api/analytics/insights', status: 503 }])
    let failing = true
    await page.route('**/api/analytics/insights?*', (route) =>
      failing
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Unavailable"}' })
        : route.continue(),
    )
    await signInAs(page, founder)
    await page.goto(`${stackUrl}/analytics`)
    await page.getByRole('alert').getByText('Failed to load analytics', { exact: true }).waitFor()
    // No figures pretend to be zeros while the data is missing.
    expect(await card(page, 'Reply Rate').count()).toBe(0)

    failing = false
    await page.getByRole('button', { name: 'Retry', exact: true }).click()
    await card(page, 'Reply Rate').getByText('0 replies from 0 pitches').waitFor()
    expect(await page.getByText('Failed to load analytics').count()).toBe(0)
  })

  it('shows progress while the demo is made, and says so when it cannot be, staying on the landing page', async () => {
    const { page } = await browser.open([{ path: '/dev/demo', status: 500 }])
    let answer: (() => Promise<void>) | undefined
    await page.route('**/dev/demo', (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      // Held until the page has shown its progress, then refused as a failing server would.
      answer = () =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Internal server error"}',
        })
    })
    await page.goto(`${stackUrl}/`)
    await page.getByRole('link', { name: 'Try the demo' }).click()
    await page.getByRole('status').getByText('Creating the demo account').waitFor()
    expect(await page.getByRole('link', { name: 'Try the demo' }).getAttribute('aria-disabled')).toBe('true')
    await expect.poll(() => answer !== undefined).toBe(true)
    await answer?.()
    await page
      .getByRole('alert')
      // A bare 'Internal server error' explains nothing: the page asks to try again instead.
      .getByText('The demo could not be started: please try again in a moment', { exact: true })
      .waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
    expect(await page.evaluate(() => localStorage.getItem('pressroom.token'))).toBeNull()
    expect(await page.getByText('Creating the demo account').count()).toBe(0)
  })

  it("shows no 'Try the demo' where the server has no demo (the SPA's HTML answers /dev/demo)", async () => {
    const { page } = await browser.open()
    await page.route('**/dev/demo', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Pressroom</title>',
      }),
    )
    const checked = page.waitForResponse((response) => response.url().endsWith('/dev/demo'))
    await page.goto(`${stackUrl}/`)
    await checked
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(await page.getByRole('link', { name: 'Try the demo' }).count()).toBe(0)
  })
})
