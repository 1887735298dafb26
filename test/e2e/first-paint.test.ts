import { describe, expect, inject, it } from 'vitest'
import { setUpChromium } from './browser'

const stackUrl = inject('stackUrl')
const browser = setUpChromium()
const HEADING = 'Get your startup in front of the journalists who cover it.'

describe('the landing page, prerendered', () => {
  it('paints from its HTML before any of the app’s JavaScript is asked for, then the app takes it over in place', async () => {
    const { page } = await browser.open()
    // Every script of the app waits until the test lets it through.
    let letThrough = () => {}
    const held = new Promise<void>((resolve) => {
      letThrough = resolve
    })
    const asked: string[] = []
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      asked.push(new URL(route.request().url()).pathname)
      await held
      await route.continue()
    })
    await page.goto(`${stackUrl}/`, { waitUntil: 'domcontentloaded' })

    const heading = page.getByRole('heading', { level: 1, name: HEADING })
    await heading.waitFor()
    expect(await page.title()).toBe('Pressroom: press coverage for startup founders')
    await expect.poll(() => asked.some((path) => path.includes('/main-')), { timeout: 15_000 }).toBe(true)
    // A visitor reaches for a link with the keyboard before the app has come.
    await page.getByRole('link', { name: 'Get Early Access' }).focus()
    await page.evaluate(() => Object.assign(window, { htmlHeading: document.querySelector('h1') }))

    letThrough()
    // Only the app offers the demo (the embedded stack has one): once it shows, the app is in charge.
    await page.getByRole('link', { name: 'Try the demo' }).waitFor()
    const after = await page.evaluate(() => ({
      sameHeading: document.querySelector('h1') === (window as { htmlHeading?: Element }).htmlHeading,
      headings: document.querySelectorAll('h1').length,
      headers: document.querySelectorAll('header.site-header').length,
      focused: document.activeElement?.textContent,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scriptsAskedFrom: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      ),
    }))
    // The app hydrated the page's own elements: nothing replaced, the focus where the visitor left it.
    expect(after).toMatchObject({ sameHeading: true, headings: 1, headers: 1, focused: 'Get Early Access' })
    expect(after.firstPaint).toBeDefined()
    expect(after.scriptsAskedFrom).toBeGreaterThanOrEqual(after.firstPaint ?? Number.POSITIVE_INFINITY)

    // Links now move within the app, without loading a new document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByRole('link', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor()
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  })

  it('starts the app at once when opened in a background tab, which paints nothing', async () => {
    const { page } = await browser.open()
    // Hidden, with no paint ever told of and no 3 s fallback: only the hidden tab's rule can start it.
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' })
      Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => [] })
      const setTimeoutAsGiven = window.setTimeout
      window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
        ms === 3000 ? 0 : setTimeoutAsGiven(handler, ms, ...rest)) as typeof window.setTimeout
    })
    await page.goto(`${stackUrl}/`)
    await page.getByRole('link', { name: 'Try the demo' }).waitFor()
  })
})

describe('the toasts’ region', () => {
  it('is asked for only after the first screen has painted', async () => {
    const { page } = await browser.open()
    await page.goto(`${stackUrl}/login`)
    await page.getByRole('region', { name: 'Notifications' }).waitFor({ state: 'attached' })
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      toaster: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/toaster-[^/]+\.js$/.test(entry.name))?.startTime,
    }))
    expect(timings.firstPaint).toBeDefined()
    expect(timings.toaster).toBeGreaterThan(timings.firstPaint ?? Number.POSITIVE_INFINITY)
  })
})
