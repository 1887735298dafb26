import { describe, expect, inject, it } from 'vitest'
import { setUpChromium } from './browser'

const stackUrl = inject('stackUrl')
const browser = setUpChromium()
const HEADING = 'Get your startup in front of the journalists who cover it.'

describe('the landing page, prerendered', () => {
  it('paints from its HTML before any of the app’s JavaScript has come, then the app takes it over in place', async () => {
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
    await expect.poll(() => asked.some((path) => path.includes('/main-'))).toBe(true)
    const before = await heading.boundingBox()
    await page.evaluate(() => document.querySelector('h1')?.setAttribute('data-from-html', ''))

    letThrough()
    // The app renders its own page over the HTML: the same heading, a new element, in the same place.
    await page.waitForFunction(() => {
      const h1 = document.querySelector('h1')
      return h1 !== null && !h1.hasAttribute('data-from-html')
    })
    expect(await heading.boundingBox()).toEqual(before)
    expect(await page.locator('h1').count()).toBe(1)
    expect(await page.locator('header.site-header').count()).toBe(1)

    // Links now move within the app, without loading a new document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByRole('link', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor()
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  })

  it('starts the app at once when opened in a background tab, where no frame is drawn', async () => {
    const { page } = await browser.open()
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' })
      window.requestAnimationFrame = () => 0
    })
    await page.goto(`${stackUrl}/`)
    // Only the app offers the demo (the embedded stack has one).
    await page.getByRole('link', { name: 'Try the demo' }).waitFor()
  })
})
