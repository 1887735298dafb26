import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { apiAt, PASSWORD, signUp } from '../support/api'
import { type ExpectedFailure, pathOf, setUpChromium } from './browser'
import type { Founder } from './session'

const stackUrl = inject('stackUrl')
const api = apiAt(stackUrl)

const browser = setUpChromium()

// The embedded stack's local payment page names no icon, so Chromium asks for /favicon.ico and logs
// its 404 as a console error. It is not the app's page; everything else must stay clean.
const PAYMENT_PAGE_FAVICON: ExpectedFailure = { path: '/favicon.ico', status: 404 }

function openAs(founder: Founder | null, path: string, expected: ExpectedFailure[] = []) {
  return browser.openAs(founder, path, [PAYMENT_PAGE_FAVICON, ...expected])
}

/** From /pricing through the embedded stack's payment page and back to the success page. */
async function buy(page: Page, button: string) {
  await page.getByRole('heading', { name: 'Choose your plan' }).waitFor()
  await page.getByRole('button', { name: button }).click()
  await page.waitForURL('**/local/checkout/*')
  await page.getByRole('button', { name: /^Pay / }).click()
  await page.waitForURL('**/checkout/success?session_id=*')
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor()
  expect(await page.getByRole('link', { name: 'Start Pitching' }).getAttribute('href')).toBe('/pitches')
}

async function expectUsage(page: Page, text: string) {
  await page.getByTestId('pitch-usage-count').filter({ hasText: text }).waitFor()
}

/** The plan's or pack's card on /pricing. */
function card(page: Page, name: string) {
  return page.locator('.product-card', { has: page.getByRole('heading', { name, exact: true }) })
}

/** Whether the element is wholly inside the viewport, where the founder sees it without scrolling. */
function isOnScreen(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth
  })
}

describe('plans, packs and launch week', () => {
  it('subscribes to Growth, buys a Mini pack, claims Founder Week and shows each on the profile', async () => {
    const founder = await signUp(api)
    expect(
      (await api.put('/api/profile', { first_name: 'Grace', last_name: 'Hopper' }, founder.token)).status,
    ).toBe(200)
    const page = await openAs(founder, '/pricing')

    await page.getByRole('heading', { name: 'Monthly Subscriptions' }).waitFor()
    await page.getByRole('heading', { name: 'One-time Packages' }).waitFor()
    const freeCard = page.locator('.product-card', { has: page.getByRole('heading', { name: 'Free' }) })
    await freeCard.getByText('Current plan').waitFor()
    await page.getByRole('navigation', { name: 'Main' }).waitFor()

    await buy(page, 'Choose Growth')
    await page.getByRole('link', { name: 'View Profile' }).click()
    await page.waitForURL('**/profile')
    expect(await page.getByTestId('plan-badge').textContent()).toBe('Growth')
    await expectUsage(page, '0 of 15 pitches used')
    await page.getByText(/^Resets \w+ \d+, \d{4}/).waitFor()
    expect(await page.getByRole('link', { name: 'add more?' }).getAttribute('href')).toBe('/pricing')

    await page.getByRole('link', { name: 'Manage Subscription' }).click()
    const growthCard = page.locator('.product-card', { has: page.getByRole('heading', { name: 'Growth' }) })
    await growthCard.getByText('Current plan').waitFor()
    await buy(page, 'Buy Mini')
    await page.getByRole('link', { name: 'View Profile' }).click()
    await expectUsage(page, '0 of 17 pitches used')
    expect(await page.getByTestId('launch-week-pitches').count()).toBe(0)

    await page.goto(`${stackUrl}/launch-week`)
    await page.getByRole('heading', { name: 'Founder Week', level: 1 }).waitFor()
    await page.getByText('3-5 Replies expected').waitFor()
    await page.getByText('73% get replies').waitFor()
    await page.getByText(/^\d+ spots left$/).waitFor()
    // The ticker shows only real claims: none is shown while the API lists none.
    const before = await api.get('/api/free-tier/launch-week')
    if (before.body.recentClaims.length === 0) expect(await page.getByTestId('claim-ticker').count()).toBe(0)

    // She agrees to be named in the public list of recent claims.
    await page.getByLabel('Show my first name and initial in the list of recent claims').check()
    await page.getByRole('button', { name: 'Claim 15 Free Pitches' }).click()
    await page.getByRole('dialog', { name: 'Founder Week claimed!' }).waitFor()
    const claimedAt = Date.now()
    await page.waitForURL('**/search', { timeout: 4500 })
    expect(Date.now() - claimedAt).toBeGreaterThan(2000)

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click()
    await expectUsage(page, '0 of 17 pitches used')
    expect(await page.getByTestId('launch-week-pitches').textContent()).toBe('Launch week15 left')

    // A founder who has claimed is sent on to Search; their claim shows in the ticker, as she agreed.
    await page.goto(`${stackUrl}/launch-week`)
    await page.getByTestId('claim-ticker').getByText('Grace H. claimed Founder Week').waitFor()
    await page.getByRole('button', { name: 'Start Pitching' }).click()
    await page.waitForURL('**/search')
  })

  it('offers a subscriber the billing portal to change plan, still sells packs, and says a failure beside the button, on a phone too', async () => {
    const founder = await signUp(api)
    const page = await openAs(founder, '/pricing', [
      { path: '/api/billing/portal', status: 500 },
      { path: '/api/billing/create-checkout', status: 500 },
    ])
    await buy(page, 'Choose Starter')

    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${stackUrl}/pricing`)
    await card(page, 'Starter').getByText('Current plan').waitFor()
    const growth = card(page, 'Growth')
    const changeToGrowth = growth.getByRole('button', { name: 'Change plan to Growth' })
    await changeToGrowth.waitFor()
    // A second checkout would be refused ("change your plan from the billing portal"): none is offered.
    expect(await page.getByRole('button', { name: /^Choose / }).count()).toBe(0)

    // The portal cannot be opened: the reason shows under the button that was tapped, on screen.
    await page.route('**/api/billing/portal', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    )
    await changeToGrowth.click()
    const portalFailure = growth.getByRole('alert')
    await portalFailure.waitFor()
    expect(await portalFailure.textContent()).toBe('Failed to open the billing portal. Please try again.')
    expect(await isOnScreen(portalFailure)).toBe(true)
    expect(await page.getByRole('alert').count()).toBe(1)

    // Packs are one-off purchases: a subscriber buys them as anyone does, and a failure shows by the pack.
    await page.route('**/api/billing/create-checkout', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    )
    const mini = card(page, 'Mini')
    await mini.getByRole('button', { name: 'Buy Mini' }).click()
    const checkoutFailure = mini.getByRole('alert')
    await checkoutFailure.waitFor()
    expect(await checkoutFailure.textContent()).toBe('Failed to start checkout. Please try again.')
    expect(await isOnScreen(checkoutFailure)).toBe(true)
    expect(await page.getByRole('alert').count()).toBe(1)

    await page.unroute('**/api/billing/portal')
    await changeToGrowth.click()
    await page.waitForURL('**/local/portal/*')
    await page.getByRole('heading', { name: 'Pressroom billing' }).waitFor()
    expect(await page.locator('.price').textContent()).toBe('starter')

    await page.unroute('**/api/billing/create-checkout')
    await page.goto(`${stackUrl}/pricing`)
    await buy(page, 'Buy Mini')
  })

  it('sends a visitor choosing a plan to sign in, and back to pricing afterwards', async () => {
    const founder = await signUp(api)
    const page = await openAs(null, '/pricing')

    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Pricing' }).waitFor()
    await page.getByRole('button', { name: 'Choose Growth' }).click()
    await page.waitForURL('**/login?redirect=*')
    expect(pathOf(page)).toBe('/login?redirect=%2Fpricing')

    await page.getByLabel('Email').fill(founder.email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/pricing')
    await page.getByRole('navigation', { name: 'Main' }).waitFor()
    await page.getByText('Current plan').waitFor()

    await page.goto(`${stackUrl}/launch-week`)
    await page.getByRole('button', { name: 'Claim 15 Free Pitches' }).waitFor()
    // The session's reads (who is signed in, then their profile) end before it is taken away: a read
    // sent after would go without a token, and be refused.
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await page.getByRole('button', { name: 'Claim 15 Free Pitches' }).click()
    await page.waitForURL('**/login?mode=signup&redirect=*')
    expect(pathOf(page)).toBe('/login?mode=signup&redirect=%2Flaunch-week')
    await page.getByRole('heading', { name: 'Get more press in 24 hours' }).waitFor()
  })

  it('shows the plain-text reason a claim failed and the checkout failure message', async () => {
    const founder = await signUp(api)
    const page = await openAs(founder, '/launch-week', [
      { path: '/api/free-tier/claim-launch-week', status: 409 },
      { path: '/api/billing/create-checkout', status: 500 },
    ])
    const claimBodies: unknown[] = []
    await page.route('**/api/free-tier/claim-launch-week', (route) => {
      claimBodies.push(route.request().postDataJSON())
      return route.fulfill({ status: 409, contentType: 'text/plain', body: 'Launch week already claimed' })
    })
    await page.getByRole('button', { name: 'Claim 15 Free Pitches' }).click()
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('Launch week already claimed')
    expect(pathOf(page)).toBe('/launch-week')
    // The public list of recent claims names a founder only when they tick the box.
    await page.getByLabel('Show my first name and initial in the list of recent claims').check()
    await page.getByRole('button', { name: 'Claim 15 Free Pitches' }).click()
    await expect.poll(() => claimBodies.length).toBe(2)
    expect(claimBodies).toEqual([{ showName: false }, { showName: true }])

    await page.route('**/api/billing/create-checkout', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    )
    await page.goto(`${stackUrl}/pricing`)
    await page.getByRole('button', { name: 'Buy Bulk' }).click()
    await page.getByRole('alert').filter({ hasText: 'Failed to start checkout. Please try again.' }).waitFor()
    expect(pathOf(page)).toBe('/pricing')
  })
})
