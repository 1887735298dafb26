import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { HEADLESS_CHROMIUM_ARGS } from '../../functions/adapters/local/chromium-pdf'
import { type Founder, signInAs } from './session'

/** Debian's Chromium, with the background chatter that would make a sandboxed run slow or noisy turned off. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: HEADLESS_CHROMIUM_ARGS,
  })
}

export interface ExpectedFailure {
  /** Path of a request whose failing status the test provokes on purpose, e.g. '/api/auth/login'. */
  path: string
  status: number
}

export interface WatchedPage {
  page: Page
  context: BrowserContext
  /** Console errors and uncaught page errors seen so far, apart from the expected failures. */
  problems: string[]
}

/**
 * A fresh browser context whose console errors and page errors are collected, so a test can fail on
 * them. Chromium logs every non-OK response as a console error; only those the test names are let through.
 */
export async function openWatchedPage(
  browser: Browser,
  expected: ExpectedFailure[] = [],
): Promise<WatchedPage> {
  const context = await browser.newContext()
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const source = message.location().url
    const allowed = expected.some(
      (failure) =>
        source !== undefined &&
        new URL(source, 'http://x').pathname === failure.path &&
        message.text().includes(`status of ${failure.status}`),
    )
    if (!allowed) problems.push(`console error: ${message.text()} (${source})`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  return { page, context, problems }
}

/**
 * Starts Chromium for the test file that calls it (once, at its top) and closes it after the last test.
 * Each test may open one watched page; after the test its context is closed, and the test fails on any
 * console or page error seen there.
 */
export function setUpChromium() {
  let browser: Browser
  let watched: WatchedPage | undefined

  beforeAll(async () => {
    browser = await launchChromium()
  })

  afterAll(async () => {
    await browser?.close()
  })

  afterEach(async () => {
    const problems = watched?.problems ?? []
    await watched?.context.close()
    watched = undefined
    expect(problems, 'console or page errors').toEqual([])
  })

  /** A fresh watched page, on no URL yet. */
  async function open(expected: ExpectedFailure[] = []): Promise<WatchedPage> {
    watched = await openWatchedPage(browser, expected)
    return watched
  }

  /** A fresh watched page on the given path, signed in as the founder first unless they are null. */
  async function openAs(founder: Founder | null, path: string, expected: ExpectedFailure[] = []) {
    const { page } = await open(expected)
    if (founder) await signInAs(page, founder)
    await page.goto(`${inject('stackUrl')}${path}`)
    return page
  }

  return { open, openAs }
}

/** The path and query the page is on, e.g. '/login?redirect=%2Fprofile'. */
export function pathOf(page: Page) {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}
