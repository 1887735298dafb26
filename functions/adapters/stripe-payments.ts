import type Stripe from 'stripe'
import { ValidationError } from '../platform/errors'
import type { Payments } from '../ports/payments'

/**
 * Stripe's SDK, loaded on first use (FIRST_USE_IMPORTS): a checkout, a portal session or a webhook.
 * Bundled, it was 246 kB of the billing function, parsed at every cold start, also for the catalogue
 * and launch week reads that never call Stripe.
 */
let sdk: Promise<typeof Stripe> | undefined
const loadStripe = () =>
  (sdk ??= import('stripe').then(
    (module) => module.default,
    (error: unknown) => {
      sdk = undefined // the next request tries again
      throw error
    },
  ))

export function stripePayments(options: {
  secretKey: string
  /** The webhook endpoint's signing secret; without it every event is refused. */
  webhookSecret?: string
  host?: string
  port?: number
  protocol?: 'http' | 'https'
}): Payments {
  const { secretKey, webhookSecret, ...endpoint } = options
  let client: Promise<Stripe> | undefined
  const stripe = () =>
    (client ??= loadStripe().then(
      (Sdk) => new Sdk(secretKey, { maxNetworkRetries: 2, ...endpoint }),
      (error: unknown) => {
        client = undefined
        throw error
      },
    ))
  return {
    async createCheckout(input) {
      const metadata = { userId: input.userId, productId: input.product.id }
      const session = await (await stripe()).checkout.sessions.create({
        mode: input.product.mode,
        line_items: [{ price: input.priceId, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: input.userId,
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
        metadata,
        ...(input.product.mode === 'subscription' && { subscription_data: { metadata } }),
        ...(input.coupon && { discounts: [{ coupon: input.coupon }] }),
      })
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL')
      return { url: session.url }
    },
    async createPortal(input) {
      if (!input.customerId) throw new ValidationError('There is no subscription to manage yet')
      const session = await (await stripe()).billingPortal.sessions.create({
        customer: input.customerId,
        return_url: input.returnUrl,
      })
      return { url: session.url }
    },
    verifyWebhook: (rawBody, signature) => verifyStripeEvent(rawBody, signature, webhookSecret ?? ''),
  }
}

/** A Stripe event from a webhook request, after checking its signature; ValidationError otherwise. */
export async function verifyStripeEvent(
  rawBody: string,
  signature: string | undefined,
  secret: string,
): Promise<Stripe.Event> {
  if (!signature) throw new ValidationError('Missing Stripe signature')
  const { webhooks } = await loadStripe()
  try {
    return webhooks.constructEvent(rawBody, signature, secret)
  } catch {
    throw new ValidationError('Invalid Stripe signature')
  }
}
