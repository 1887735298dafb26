import { describe, expect, inject, it } from 'vitest'
import { localPayments } from '../../functions/adapters/local/local-payments'
import { signStripePayload } from '../../functions/adapters/local/stripe-signing'
import { handleStripeWebhook } from '../../functions/billing/webhook'
import { apiAt, signUp } from '../support/api'
import { storeWithConflicts } from '../support/store'
import { checkoutCompleted } from '../support/stripe-events'

const api = apiAt(inject('stackUrl'))
const secret = inject('stripeWebhookSecret')

/*
 * On DynamoDB a webhook's transaction is cancelled when another is writing the same profile at that
 * moment: a second webhook for the founder, a launch-week claim. This store's next transaction on the
 * profile's item is cancelled so, once.
 */
const storeWithOneConflict = () =>
  storeWithConflicts(inject('stackDataDir'), (key) => key.pk.startsWith('USER#'))

describe('a Stripe event whose write meets another on the profile', () => {
  it('is answered with a failure, so Stripe delivers it again, and its pack is then added once', async () => {
    const f = await signUp(api)
    const { store, made } = storeWithOneConflict()
    const deps = {
      store,
      settings: { stripePriceIds: {} } as never,
      now: () => new Date(),
      payments: localPayments({ store, webhookSecret: secret }),
    }
    const payload = JSON.stringify(checkoutCompleted(f.id, 'bulk'))
    const deliver = () => handleStripeWebhook(deps, payload, signStripePayload(payload, secret))

    // A 2xx here would tell Stripe the event was taken: it would never come again, and the pack is lost.
    await expect(deliver()).rejects.toThrow()
    expect(made()).toBe(1)
    const before = await store.profiles.get({ user_id: f.id }).go({ consistent: true })
    expect(before.data?.pitches_purchased ?? 0).toBe(0)

    expect(await deliver()).toEqual({ received: true, applied: true })
    expect(await deliver()).toEqual({ received: true, applied: false })
    const after = await store.profiles.get({ user_id: f.id }).go({ consistent: true })
    expect(after.data?.pitches_purchased).toBe(10)
  })
})
