import { randomUUID } from 'node:crypto'
import type { Payments } from '../../ports/payments'
import type { Store } from '../../store/store'
import { verifyStripeEvent } from '../stripe-payments'

const DAY_SECONDS = 86_400

/**
 * Payments without Stripe keys: checkout and the billing portal are pages of the embedded stack
 * (/local/checkout/{id}), which post correctly signed events to the same webhook handler.
 */
export function localPayments(options: { store: Store; webhookSecret?: string }): Payments {
  const open = async (
    kind: 'checkout' | 'portal',
    fields: { user_id: string; product_id?: string; success_url: string; cancel_url: string },
  ) => {
    const session_id = randomUUID()
    await options.store.localCheckouts
      .create({ session_id, kind, ...fields, ttl: Math.floor(Date.now() / 1000) + DAY_SECONDS })
      .go()
    // The local pages are served beside the app, on the origin the founder returns to.
    return { url: `${new URL(fields.success_url).origin}/local/${kind}/${session_id}` }
  }
  return {
    createCheckout: (input) =>
      open('checkout', {
        user_id: input.userId,
        product_id: input.product.id,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      }),
    createPortal: (input) =>
      open('portal', { user_id: input.userId, success_url: input.returnUrl, cancel_url: input.returnUrl }),
    // The local pages sign their events as Stripe does, with the embedded stack's own secret.
    verifyWebhook: (rawBody, signature) => verifyStripeEvent(rawBody, signature, options.webhookSecret ?? ''),
  }
}
