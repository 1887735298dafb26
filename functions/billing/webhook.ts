import type Stripe from 'stripe'
import { findProduct, PRODUCTS } from '../../shared/domain/catalogue'
import type { SubscriptionTier } from '../../shared/domain/plans'
import { logger } from '../platform/logger'
import type { Deps } from '../ports/deps'
import { isConditionFailure } from '../store/conditions'

type ProfileChange = {
  userId: string
  set?: Partial<{
    subscription_tier: SubscriptionTier
    stripe_customer_id: string
    stripe_subscription_id: string
    pitches_used: number
    last_reset_at: string
  }>
  add?: { pitches_purchased: number }
  /** Apply only while this is still the founder's subscription (an old one ending changes nothing). */
  onlyForSubscription?: string
}

/**
 * Applies a signed Stripe event exactly once: its effect on the profile and a record of the event id
 * are written in one transaction, so a replayed or concurrent delivery changes nothing.
 */
export async function handleStripeWebhook(
  deps: Pick<Deps, 'store' | 'settings' | 'now' | 'payments'>,
  rawBody: string,
  signature: string | undefined,
) {
  const event = await deps.payments.verifyWebhook(rawBody, signature)
  const change = effectOf(event, deps)
  const marker = { event_id: event.id, type: event.type, processed_at: deps.now().toISOString() }
  if (!change) {
    // Nothing to apply; the record only keeps a replay from being looked at again.
    await deps.store.stripeEvents
      .create(marker)
      .go()
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error
      })
    return { received: true, applied: false }
  }
  const { canceled, data } = await deps.store.transaction
    .write(({ stripeEvents, profiles }) => {
      const update = profiles
        .patch({ user_id: change.userId })
        .set(change.set ?? {})
        .add(change.add ?? { pitches_purchased: 0 })
      const subscription = change.onlyForSubscription
      const guarded = subscription
        ? update.where((a, op) => op.eq(a.stripe_subscription_id, subscription))
        : update
      return [stripeEvents.create(marker).commit(), guarded.commit()] as const
    })
    .go()
  if (canceled) {
    // Only a failed condition is an answer: the event recorded already, or no profile (or not its
    // subscription) to change. Cancelled for meeting another write (TransactionConflict), it wrote
    // nothing, and a 2xx would tell Stripe it was taken: it fails, and Stripe delivers it again.
    const codes = data.map((item) => item.code)
    if (!codes.includes('ConditionalCheckFailed'))
      throw new Error(`stripe event ${event.id} not applied (${codes.join(', ')}); Stripe retries it`)
    logger.info('stripe event already applied, or for no profile', { id: event.id, type: event.type })
  }
  return { received: true, applied: !canceled }
}

function effectOf(event: Stripe.Event, deps: Pick<Deps, 'settings' | 'now'>): ProfileChange | undefined {
  const now = deps.now().toISOString()
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object
      const userId = session.metadata?.userId
      const product = findProduct(session.metadata?.productId ?? '')
      if (!userId || !product) return undefined
      // Paid by a delayed method (a bank debit), Checkout completes before the money arrives: nothing
      // is granted until async_payment_succeeded says it came (never, when the payment fails).
      if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required')
        return undefined
      const customer = typeof session.customer === 'string' ? session.customer : session.customer?.id
      if (product.tier) {
        const subscription =
          typeof session.subscription === 'string' ? session.subscription : session.subscription?.id
        return {
          userId,
          // A new plan starts a new month of pitches.
          set: {
            subscription_tier: product.tier,
            pitches_used: 0,
            last_reset_at: now,
            ...(customer && { stripe_customer_id: customer }),
            ...(subscription && { stripe_subscription_id: subscription }),
          },
        }
      }
      return {
        userId,
        add: { pitches_purchased: product.pitches ?? 0 },
        ...(customer && { set: { stripe_customer_id: customer } }),
      }
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object
      const userId = subscription.metadata?.userId
      if (!userId) return undefined
      const active =
        event.type === 'customer.subscription.updated' &&
        ['active', 'trialing', 'past_due'].includes(subscription.status)
      const tier = active ? tierOfSubscription(subscription, deps) : 'free'
      return tier
        ? { userId, set: { subscription_tier: tier }, onlyForSubscription: subscription.id }
        : undefined
    }
    case 'invoice.paid': {
      const invoice = event.data.object as Stripe.Invoice & {
        subscription_details?: { metadata?: Record<string, string> }
      }
      const userId =
        invoice.parent?.subscription_details?.metadata?.userId ??
        invoice.subscription_details?.metadata?.userId
      // A renewal starts the next month of pitches; the first invoice comes with checkout.
      if (!userId || invoice.billing_reason !== 'subscription_cycle') return undefined
      return { userId, set: { pitches_used: 0, last_reset_at: now } }
    }
    default:
      return undefined
  }
}

/** The plan a subscription is on now: from its price (changed in the portal), else its checkout product. */
function tierOfSubscription(subscription: Stripe.Subscription, deps: Pick<Deps, 'settings'>) {
  const priceId = subscription.items?.data[0]?.price.id
  const byPrice = Object.entries(deps.settings.stripePriceIds).find(([, id]) => id === priceId)?.[0]
  const productId = byPrice ?? subscription.metadata?.productId ?? ''
  return PRODUCTS.find((p) => p.id === productId)?.tier
}
