import Stripe from 'stripe'

/**
 * Signs a payload as Stripe signs its webhook events, for the embedded stack's payment page (and the
 * tests) to post real, verifiable events. Never imported by a Lambda.
 */
export function signStripePayload(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret })
}
