// @vitest-environment happy-dom
import { act } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Profile } from '../../../../../shared/contracts/profile'
import { PRODUCTS } from '../../../../../shared/domain/catalogue'
import type { SubscriptionTier } from '../../../../../shared/domain/plans'
import { type Auth, AuthContext, SIGNED_OUT } from '../../../lib/auth/auth-context'
import { NO_AUTH_ACTIONS } from '../../../lib/auth/test-auth'
import { mount, waitFor } from '../../../lib/form-test-harness'
import { CHECKOUT_MESSAGES } from '../plans'
import { PricingScreen } from './pricing-screen'

const REFUSED = 'You already have a subscription: change your plan from the billing portal'

function signedInOn(tier: SubscriptionTier): Auth {
  const profile: Profile = {
    id: 'user-1',
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.com',
    subscription_tier: tier,
    pitches_used: 0,
    pitches_purchased: 0,
    last_reset_at: '2025-01-01T00:00:00.000Z',
    active_company_id: null,
    blocked: false,
    companies: [],
    launch_week_claimed: false,
    free_pitches_remaining: 0,
    forward_replies: true,
  }
  return {
    ...SIGNED_OUT,
    status: 'signed-in',
    user: { id: profile.id, email: profile.email },
    profile,
    profileStatus: 'ready',
    ...NO_AUTH_ACTIONS,
  }
}

/** The catalogue as the API lists it; the portal fails; a plan checkout is refused as a second subscription. */
function billingServer() {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(String(url), 'http://app.test').pathname
      asked.push(path)
      const [status, body] =
        path === '/api/billing/products'
          ? [200, { products: PRODUCTS.map((product) => ({ ...product, priceId: `local_${product.id}` })) }]
          : path === '/api/billing/portal'
            ? [500, { message: 'Internal server error' }]
            : [409, { message: REFUSED }]
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    }),
  )
  return asked
}

afterEach(() => vi.unstubAllGlobals())

async function openPricing(auth: Auth) {
  mount(
    <AuthContext.Provider value={auth}>
      <MemoryRouter>
        <PricingScreen />
      </MemoryRouter>
    </AuthContext.Provider>,
  )
  await waitFor(() => expect(buttons()).toContain('Buy Mini'))
}

const buttons = () => [...document.querySelectorAll('button')].map((button) => button.textContent)
const card = (name: string) =>
  [...document.querySelectorAll('.product-card')].find(
    (item) => item.querySelector('h3')?.textContent === name,
  )
const alerts = () => [...document.querySelectorAll('[role="alert"]')]

async function press(label: string) {
  const button = [...document.querySelectorAll('button')].find((item) => item.textContent === label)
  await act(async () => button?.click())
}

describe('the pricing page', () => {
  it('offers a subscriber the billing portal for the other plans, and the packs through checkout', async () => {
    billingServer()
    await openPricing(signedInOn('starter'))
    expect(buttons()).toEqual([
      'Subscribed',
      'Change plan to Growth',
      'Change plan to Pro',
      'Change plan to Unlimited',
      'Buy Mini',
      'Buy Starter Pack',
      'Buy Bulk',
      'Buy Max',
    ])
  })

  it('says the billing portal could not be opened under the button pressed, and nowhere else', async () => {
    const asked = billingServer()
    await openPricing(signedInOn('starter'))
    await press('Change plan to Growth')
    await waitFor(() => expect(alerts()).toHaveLength(1))
    expect(card('Growth')?.querySelector('[role="alert"]')?.textContent).toBe(CHECKOUT_MESSAGES.portalFailed)
    expect(asked).not.toContain('/api/billing/create-checkout')
  })

  it('offers the billing portal beside a checkout refused as a second subscription', async () => {
    const asked = billingServer()
    // The page still took the founder for a Free one: the plan changed after the profile was read.
    await openPricing(signedInOn('free'))
    await press('Choose Growth')
    await waitFor(() => expect(alerts()).toHaveLength(1))
    const growth = card('Growth')
    expect(growth?.querySelector('[role="alert"]')?.textContent).toBe(REFUSED)

    await press('Open billing portal')
    await waitFor(() => expect(asked).toContain('/api/billing/portal'))
  })
})
