import { fromTagValue, MESSAGE_TAGS, type SesDeliveryEvent } from '../../events/ses-delivery-event'
import { type DeliveryState, deliveryRank } from '../../shared/domain/sending'
import { cancelFollowUps } from '../automation/schedule'
import { logger } from '../platform/logger'
import type { Deps } from '../ports/deps'
import type { MetricName } from '../ports/metrics'
import { conditionHeld, isConditionFailure } from '../store/conditions'
import { getSend } from './records'
import { checkSendingHealth } from './sending-health'
import { suppress } from './suppression'

type EventDeps = Pick<Deps, 'store' | 'now' | 'scheduler' | 'metrics'>

const COUNTED: Partial<Record<DeliveryState, MetricName>> = {
  delivered: 'Delivered',
  bounced_soft: 'BounceEvent',
  bounced_hard: 'BounceEvent',
  complained: 'ComplaintEvent',
}

/** What an event did: changed its send, found it changed already (a repeat), or named no send. */
export type DeliveryEventOutcome = 'recorded' | 'repeated' | 'unmatched'

/** The state an event says the send is in. */
export function deliveryStateOf(event: SesDeliveryEvent): DeliveryState {
  const { detail } = event
  switch (detail.eventType) {
    case 'Send':
      return 'accepted'
    case 'DeliveryDelay':
      return 'delayed'
    case 'Delivery':
      return 'delivered'
    case 'Reject':
      return 'rejected'
    case 'Complaint':
      return 'complained'
    case 'Bounce':
      // Undetermined: SES could not tell; treated as soft, so an address is never suppressed on a guess.
      return detail.bounce?.bounceType === 'Permanent' ? 'bounced_hard' : 'bounced_soft'
  }
}

/** The addresses an event is about: its bounce's or complaint's recipients, else the message's. */
function recipientsOf(event: SesDeliveryEvent) {
  const { bounce, complaint, mail } = event.detail
  const named = (bounce?.bouncedRecipients ?? complaint?.complainedRecipients ?? []).map(
    (r) => r.emailAddress,
  )
  return named.length > 0 ? named : mail.destination
}

/**
 * One SES delivery event, however often it arrives. What a hard bounce or a complaint stops comes
 * first, each step changing nothing when done again: the address goes on the suppression list (for
 * every founder), the pitch's follow-ups are cancelled, a hard-bounced pitch is marked bounced. Last,
 * the send records the event's state, only if it ranks above the one recorded (DELIVERY_STATES): the
 * same event again, or an older one arriving late, changes nothing, and an attempt that stopped before
 * this write leaves the redelivery to finish.
 */
export async function recordDeliveryEvent(
  deps: EventDeps,
  event: SesDeliveryEvent,
): Promise<DeliveryEventOutcome> {
  const tags = event.detail.mail.tags
  const userId = fromTagValue(tags[MESSAGE_TAGS.user]?.[0])
  const sendId = fromTagValue(tags[MESSAGE_TAGS.send]?.[0])
  const send = userId && sendId ? await getSend(deps, userId, sendId) : undefined
  if (!send) {
    logger.warn('delivery event for no known send', { eventId: event.id, type: event.detail.eventType })
    return 'unmatched'
  }
  const state = deliveryStateOf(event)
  const stopsMail = state === 'bounced_hard' || state === 'complained'
  if (stopsMail) {
    for (const address of recipientsOf(event))
      await suppress(deps, address, state === 'complained' ? 'complaint' : 'hard_bounce')
    if (send.pitch_id) await cancelFollowUps(deps, send.user_id, send.pitch_id)
  }
  const hardBounce = state === 'bounced_hard'
  if (hardBounce && send.kind === 'pitch' && send.pitch_id)
    await deps.store.pitches
      .patch({ user_id: send.user_id, pitch_id: send.pitch_id })
      .set({ send_status: 'bounced' })
      .go()
      .catch(ignoreConditionFailure) // the card was deleted: nothing to mark
  const rank = deliveryRank(state)
  const bounce = event.detail.bounce
  const recorded = await conditionHeld(
    deps.store.sends
      .patch({ user_id: send.user_id, send_id: send.send_id })
      .set({
        delivery: state,
        delivery_at: event.time,
        delivery_rank: rank,
        ...(bounce
          ? { bounce_type: [bounce.bounceType, bounce.bounceSubType].filter(Boolean).join('/') }
          : {}),
        ...(hardBounce && send.status === 'sent' ? { status: 'bounced' as const } : {}),
      })
      .where((a, op) => `(${op.notExists(a.delivery_rank)} OR ${op.lt(a.delivery_rank, rank)})`)
      .go(),
  )
  const counted = COUNTED[state]
  if (recorded && counted) deps.metrics.count(counted)
  // A bounce or a complaint may take the founder past the sending-health guard's line; judged on a
  // repeat too, in case the attempt that recorded it stopped before this.
  if (stopsMail) await checkSendingHealth(deps, send.user_id)
  if (!recorded) return 'repeated'
  return 'recorded'
}

const ignoreConditionFailure = (error: unknown) => {
  if (!isConditionFailure(error)) throw error
}
