import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import type { Session } from '../../shared/contracts/auth'
import { type ExpectedFailure, pathOf, setUpChromium } from './browser'
import { signInAs } from './session'

const stackUrl = inject('stackUrl')
const PASSWORD = 'correct-horse-battery'

const browser = setUpChromium()

function open(path: string, expected: ExpectedFailure[] = []): Promise<Page> {
  return browser.openAs(null, path, expected)
}

async function signUpThroughApi(): Promise<Session> {
  const response = await fetch(`${stackUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: uniqueEmail(), password: PASSWORD }),
  })
  expect(response.status).toBe(201)
  return (await response.json()) as Session
}

function uniqueEmail() {
  return `founder-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

async function fillCredentials(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
}

describe('signing up, in and out', () => {
  it('signs a founder up, keeps them signed in across a reload, signs them out and back in to where they were', async () => {
    const email = uniqueEmail()
    const page = await open('/')

    await page.getByRole('link', { name: 'Get Early Access' }).click()
    await page.getByRole('heading', { name: 'Get more press in 24 hours' }).waitFor()
    await fillCredentials(page, email, PASSWORD)
    await page.getByRole('button', { name: 'Create Account' }).click()

    await page.waitForURL('**/company')
    await page.getByRole('heading', { name: 'My Company' }).waitFor()
    expect(await page.getByRole('link', { name: 'My Company' }).getAttribute('aria-current')).toBe('page')

    await page.reload()
    await page.getByRole('heading', { name: 'My Company' }).waitFor()
    expect(pathOf(page)).toBe('/company')

    await page.getByRole('link', { name: 'Profile' }).click()
    await page.getByRole('heading', { name: 'Profile Information' }).waitFor()
    await page.getByText(email, { exact: true }).waitFor()

    await page.getByRole('button', { name: 'Edit name' }).click()
    await page.getByLabel('First name').fill('Ada')
    await page.getByLabel('Last name').fill('Lovelace')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('button', { name: 'Edit name' }).waitFor()
    const information = page.getByRole('region', { name: 'Profile Information' })
    expect(await information.locator('.detail-list').textContent()).toContain('Lovelace')

    await page.getByRole('button', { name: 'Sign Out' }).click()
    await page.waitForURL('**/login')
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('pressroom.token'))).toBeNull()

    await page.goto(`${stackUrl}/profile`)
    await page.waitForURL('**/login?redirect=*')
    expect(pathOf(page)).toBe('/login?redirect=%2Fprofile')

    await fillCredentials(page, email, PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/profile')
    await page.getByRole('heading', { name: 'Profile Information' }).waitFor()
  })

  it('signs a founder out from the profile to the sign-in page with no page to return to, so the next sign-in opens My Company', async () => {
    const session = await signUpThroughApi()
    const founder = { ...session, id: session.user.id, email: session.user.email }
    const { page } = await browser.open()
    // The navigation's inbox badge is still reading when the founder signs out. While the session ends
    // at the server, its read is refused as a dead token's is, and so is a refresh: an expiry, had the
    // app taken it for one, would send the founder to sign in again with /profile to return to.
    const signal = () => {
      let fire!: () => void
      return { fired: new Promise<void>((resolve) => (fire = resolve)), fire: () => fire() }
    }
    const readHeld = signal()
    const logoutAsked = signal()
    const readAnswered = signal()
    const refused = { status: 401, contentType: 'application/json', body: '{"message":"Unauthorized"}' }
    await page.route(
      '**/api/inbox?*',
      async (route) => {
        readHeld.fire()
        await logoutAsked.fired
        await route.fulfill(refused).catch(() => undefined)
        readAnswered.fire()
      },
      { times: 1 },
    )
    await page.route('**/api/auth/refresh', (route) => route.fulfill(refused), { times: 1 })
    await page.route(
      '**/api/auth/logout',
      async (route) => {
        logoutAsked.fire()
        await readAnswered.fired
        await route.continue()
      },
      { times: 1 },
    )
    await signInAs(page, founder)
    await page.goto(`${stackUrl}/profile`)
    await page.getByRole('heading', { name: 'Profile Information' }).waitFor()
    await readHeld.fired

    await page.getByRole('button', { name: 'Sign Out' }).click()
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor()
    // The guard's way out (with a page to return to) and the profile's own have both had their turn.
    await page.waitForFunction(() => document.readyState === 'complete')
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))
    expect(new URL(page.url()).search).toBe('')
    expect(pathOf(page)).toBe('/login')
    expect(await page.evaluate(() => localStorage.getItem('pressroom.token'))).toBeNull()

    await fillCredentials(page, session.user.email, PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/company')
    await page.getByRole('heading', { name: 'My Company' }).waitFor()
    expect(pathOf(page)).toBe('/company')
  })

  it('shows "Incorrect email or password" in the alert banner for a wrong password', async () => {
    const { user } = await signUpThroughApi()
    const email = user.email

    const page = await open('/login', [{ path: '/api/auth/login', status: 401 }])
    await fillCredentials(page, email, 'not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()

    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('Incorrect email or password')
    expect(pathOf(page)).toBe('/login')
  })

  it('keeps a founder signed in once the access token stops working, by renewing it with the refresh token', async () => {
    const session = await signUpThroughApi()
    const page = await open('/', [{ path: '/api/auth/me', status: 401 }])
    await page.evaluate(
      ({ refreshToken, user }) => {
        localStorage.setItem('pressroom.token', 'an-expired-access-token')
        localStorage.setItem('pressroom.refreshToken', refreshToken)
        localStorage.setItem('pressroom.user', JSON.stringify(user))
      },
      { refreshToken: session.refreshToken, user: session.user },
    )

    await page.goto(`${stackUrl}/profile`)
    await page.getByRole('heading', { name: 'Profile Information' }).waitFor()
    await page.getByText(session.user.email, { exact: true }).waitFor()
    const token = await page.evaluate(() => localStorage.getItem('pressroom.token'))
    expect(token).not.toBe('an-expired-access-token')
    expect(token).toBeTruthy()
  })
})

describe('the first screens, opened by their address', () => {
  it('paint whole, with no loading state first, and the sign-up form loads zod only once the visitor touches the page', async () => {
    const { page } = await browser.open()
    // The page tells, through the console, of every loading state it shows, however briefly, and of
    // its heading. The test reads nothing from the page before it checks zod was not fetched: Playwright
    // evaluates its locators as a user gesture, and the form asks for its contract at once when the
    // visitor has interacted (navigator.userActivation).
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('.loading-state')) console.info(`loading state on ${location.pathname}`)
        const heading = document.querySelector('h1')?.textContent
        if (heading) console.info(`heading: ${heading}`)
      }).observe(document, { childList: true, subtree: true })
    })
    const loadingStates: string[] = []
    page.on('console', (message) => {
      if (message.text().startsWith('loading state')) loadingStates.push(message.text())
    })
    const zodRequests: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/zod-[^/]*\.js$/.test(request.url())) zodRequests.push(request.url())
    })

    for (const [path, heading] of [
      ['/', 'Get your startup in front of the journalists who cover it.'],
      ['/login?mode=signup', 'Get more press in 24 hours'],
    ]) {
      const shown = page.waitForEvent('console', (message) => message.text() === `heading: ${heading}`)
      await page.goto(`${stackUrl}${path}`)
      await shown
    }
    expect(loadingStates).toEqual([])

    await page.waitForLoadState('networkidle')
    expect(zodRequests).toEqual([])
    await page.getByLabel('Email').focus()
    await expect.poll(() => zodRequests.length).toBeGreaterThan(0)

    // The form still checks what is typed, with the contract it has loaded.
    await page.getByLabel('Email').fill(uniqueEmail())
    await page.getByLabel('Password').fill('short')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await page.getByText('Password must be at least 8 characters').waitFor()
  })
})
