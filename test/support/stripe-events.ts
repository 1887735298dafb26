import { randomUUID } from 'node:crypto'
import { signStripePayload } from '../../functions/adapters/local/stripe-signing'

/** The event Stripe sends when a founder's checkout for a product completes. */
export const checkoutCompleted = (userId: string, productId: string, id = `evt_${randomUUID()}`) => ({
  id,
  object: 'event',
  type: 'checkout.session.completed',
  data: {
    object: {
      object: 'checkout.session',
      id: `cs_${id}`,
      customer: `cus_${userId}`,
      // A card: paid as Checkout completes.
      payment_status: 'paid',
      metadata: { userId, productId },
    },
  },
})

/** Posts a webhook payload to the stack, signed with `secret` as Stripe signs it. */
export function postStripeEvent(stackUrl: string, payload: string, secret: string) {
  return fetch(new URL('/api/billing/webhook', stackUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(payload, secret) },
    body: payload,
  })
}
