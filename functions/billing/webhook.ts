import type Stripe from 'stripe'
import { findProduct, PRODUCTS } from '../../shared/domain/catalogue'
import type { SubscriptionTier } from '../../shared/domain/plans'
import { ValidationError } from '../platform/errors'
import { logger } from '../platform/logger'
import type { Deps } from '../ports/deps'
import { isConditionFailure } from '../store/conditions'

type ProfileChange = {
  userId: string
  set?: Partial<{
    subscription_tier: SubscriptionTier
    stripe_customer_id: string
    stripe_subscription_id: string
    stripe_subscription_event_at: number
    pitches_used: number
    last_reset_at: string
  }>
  add?: { pitches_purchased: number }
  /** A subscription Stripe deleted: recorded as ended, so that nothing brings it back. */
  endSubscription?: string
  /** Applied only while these hold; else `otherwise`, if given, and else nothing. */
  when?: {
    /** Still the founder's subscription (an old one ending changes nothing). */
    current?: string
    /** Not a subscription that ended. */
    notEnded?: string
    /** No later event of the subscription applied already (Stripe's `created`, in seconds). */
    notBefore?: number
  }
  otherwise?: ProfileChange
}

/**
 * Applies a signed Stripe event exactly once: its effect on the profile and a record of the event id
 * are written in one transaction, so a replayed or concurrent delivery changes nothing. Stripe does not
 * deliver in order: an event older than one applied, or about a subscription that ended, is recorded
 * and changes nothing.
 */
export async function handleStripeWebhook(
  deps: Pick<Deps, 'store' | 'settings' | 'now' | 'payments'>,
  rawBody: string,
  signature: string | undefined,
) {
  const event = await deps.payments.verifyWebhook(rawBody, signature)
  if (typeof event.data?.object !== 'object' || event.data.object === null)
    throw new ValidationError(EVENT_WITHOUT_OBJECT)
  const marker = { event_id: event.id, type: event.type, processed_at: deps.now().toISOString() }
  for (let change = effectOf(event, deps); change; change = change.otherwise) {
    const outcome = await applyOnce(deps, marker, change)
    if (outcome !== 'guard failed') return { received: true, applied: outcome === 'applied' }
  }
  // Nothing to apply; the record only keeps a replay from being looked at again.
  await deps.store.stripeEvents
    .create(marker)
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error
    })
  return { received: true, applied: false }
}

export const EVENT_WITHOUT_OBJECT = 'This Stripe event carries no data.object'

type EventMarker = { event_id: string; type: string; processed_at: string }

/** The change and the event's record in one transaction: applied, seen before, or its guard failed. */
async function applyOnce(deps: Pick<Deps, 'store'>, marker: EventMarker, change: ProfileChange) {
  const { canceled, data } = await deps.store.transaction
    .write(({ stripeEvents, profiles }) => {
      const ended = change.endSubscription
      const update = profiles
        .patch({ user_id: change.userId })
        .set(change.set ?? {})
        .add({
          ...(change.add ?? { pitches_purchased: 0 }),
          ...(ended && { stripe_ended_subscriptions: [ended] }),
        })
      const { current, notEnded, notBefore } = change.when ?? {}
      const guarded =
        current || notEnded || notBefore !== undefined
          ? update.where((a, op) =>
              [
                current && op.eq(a.stripe_subscription_id, current),
                notEnded && op.notContains(a.stripe_ended_subscriptions, notEnded),
                notBefore !== undefined &&
                  `(${op.notExists(a.stripe_subscription_event_at)} OR ${op.lte(a.stripe_subscription_event_at, notBefore)})`,
              ]
                .filter(Boolean)
                .join(' AND '),
            )
          : update
      return [stripeEvents.create(marker).commit(), guarded.commit()] as const
    })
    .go()
  if (!canceled) return 'applied'
  // Only a failed condition is an answer: the event recorded already, or no profile (or not its
  // subscription) to change. Cancelled for meeting another write (TransactionConflict), it wrote
  // nothing, and a 2xx would tell Stripe it was taken: it fails, and Stripe delivers it again.
  const [seen, profile] = data.map((item) => item.code)
  if (seen === 'ConditionalCheckFailed') {
    logger.info('stripe event already applied', { id: marker.event_id, type: marker.type })
    return 'seen before'
  }
  if (profile === 'ConditionalCheckFailed') return 'guard failed'
  throw new Error(`stripe event ${marker.event_id} not applied (${seen}, ${profile}); Stripe retries it`)
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
            ...(subscription && { stripe_subscription_id: subscription, ...eventAt(event) }),
          },
          // Delivered after the subscription's deletion (Stripe retries for days), it grants nothing.
          when: { notEnded: subscription },
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
      const id = subscription.id as string | undefined
      if (event.type === 'customer.subscription.deleted') {
        // A deletion is final whenever it arrives: recorded even when the founder is on another plan.
        const ending = id ? { endSubscription: id } : {}
        return {
          userId,
          set: { subscription_tier: 'free', ...eventAt(event) },
          ...ending,
          when: { current: id },
          ...(id && { otherwise: { userId, ...ending } }),
        }
      }
      const active = ['active', 'trialing', 'past_due'].includes(subscription.status)
      const tier = active ? tierOfSubscription(subscription, deps) : 'free'
      if (!tier) return undefined
      return {
        userId,
        set: { subscription_tier: tier, ...eventAt(event) },
        when: { current: id, notEnded: id, notBefore: eventAt(event).stripe_subscription_event_at },
      }
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

/** When Stripe made the event, kept to order the subscription's events (Stripe always sends it). */
const eventAt = (event: Stripe.Event) =>
  typeof event.created === 'number' ? { stripe_subscription_event_at: event.created } : {}

/** The plan a subscription is on now: from its price (changed in the portal), else its checkout product. */
function tierOfSubscription(subscription: Stripe.Subscription, deps: Pick<Deps, 'settings'>) {
  const priceId = subscription.items?.data[0]?.price.id
  const byPrice = Object.entries(deps.settings.stripePriceIds).find(([, id]) => id === priceId)?.[0]
  const productId = byPrice ?? subscription.metadata?.productId ?? ''
  return PRODUCTS.find((p) => p.id === productId)?.tier
}
