import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findProduct } from '../../shared/domain/catalogue'
import { signStripePayload } from './local/stripe-signing'
import { stripePayments, verifyStripeEvent } from './stripe-payments'

/** A loopback stand-in for Stripe's API: records each form-encoded request and answers a session. */
const requests: { path: string; form: URLSearchParams }[] = []
let server: Server
let port: number

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let body = ''
    for await (const chunk of request) body += chunk
    requests.push({ path: request.url ?? '', form: new URLSearchParams(body) })
    response.writeHead(200, { 'content-type': 'application/json' })
    const url = request.url?.startsWith('/v1/billing_portal')
      ? 'https://billing.stripe.test/p/1'
      : 'https://checkout.stripe.test/c/1'
    response.end(JSON.stringify({ id: 'cs_1', object: 'checkout.session', url }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const payments = () =>
  stripePayments({ secretKey: 'sk_test_fake', host: '127.0.0.1', port, protocol: 'http' })
const base = {
  userId: 'u1',
  email: 'ada@example.com',
  successUrl: 'https://app/s',
  cancelUrl: 'https://app/c',
}

describe('the Stripe payments adapter', () => {
  it('opens a subscription checkout for a plan, with the founder and product in its metadata', async () => {
    const product = findProduct('growth')
    if (!product) throw new Error('no growth product')
    const { url } = await payments().createCheckout({
      ...base,
      product,
      priceId: 'price_growth',
      coupon: 'LAUNCH',
    })
    expect(url).toBe('https://checkout.stripe.test/c/1')
    const { path, form } = requests.at(-1) ?? { path: '', form: new URLSearchParams() }
    expect(path).toBe('/v1/checkout/sessions')
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_growth',
      'line_items[0][quantity]': '1',
      success_url: 'https://app/s',
      cancel_url: 'https://app/c',
      customer_email: 'ada@example.com',
      'metadata[userId]': 'u1',
      'metadata[productId]': 'growth',
      'subscription_data[metadata][userId]': 'u1',
      'discounts[0][coupon]': 'LAUNCH',
    })
  })

  it('opens a one-time payment for a pack, for the known customer', async () => {
    const product = findProduct('bulk')
    if (!product) throw new Error('no bulk product')
    await payments().createCheckout({ ...base, product, priceId: 'price_bulk', customerId: 'cus_1' })
    const form = Object.fromEntries(requests.at(-1)?.form ?? [])
    expect(form).toMatchObject({ mode: 'payment', customer: 'cus_1' })
    expect(form).not.toHaveProperty('customer_email')
    expect(Object.keys(form).some((k) => k.startsWith('subscription_data'))).toBe(false)
  })

  it('opens the billing portal only for a known customer', async () => {
    await expect(payments().createPortal({ userId: 'u1', returnUrl: 'https://app/profile' })).rejects.toThrow(
      'no subscription',
    )
    const { url } = await payments().createPortal({
      userId: 'u1',
      customerId: 'cus_1',
      returnUrl: 'https://app/profile',
    })
    expect(url).toBe('https://billing.stripe.test/p/1')
    expect(Object.fromEntries(requests.at(-1)?.form ?? [])).toEqual({
      customer: 'cus_1',
      return_url: 'https://app/profile',
    })
  })
})

describe('webhook signatures', () => {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid', data: { object: {} } })

  it('accept an event signed with the secret', async () => {
    expect((await verifyStripeEvent(payload, signStripePayload(payload, 'whsec_a'), 'whsec_a')).id).toBe(
      'evt_1',
    )
  })

  it('refuse a wrong secret, a changed body and a missing signature', async () => {
    const header = signStripePayload(payload, 'whsec_a')
    await expect(verifyStripeEvent(payload, header, 'whsec_b')).rejects.toThrow('Invalid Stripe signature')
    await expect(verifyStripeEvent(payload.replace('evt_1', 'evt_2'), header, 'whsec_a')).rejects.toThrow(
      'Invalid Stripe signature',
    )
    await expect(verifyStripeEvent(payload, undefined, 'whsec_a')).rejects.toThrow('Missing Stripe signature')
  })
})
