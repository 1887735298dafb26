import { sendRequested } from '../../events/send-requested'
import { pauseReasonOf, SENDING_HEALTH, sendingHealthOf } from '../../shared/domain/sending-health'
import { SKIP_REASONS } from '../../shared/domain/skip-reasons'
import type { Deps } from '../ports/deps'
import { conditionHeld, isConditionFailure } from '../store/conditions'
import type { SendRecord } from './records'

const ignoreConditionFailure = (error: unknown) => {
  if (!isConditionFailure(error)) throw error
}

// A founder's sends, all of them (USER#<id> / SEND#...): the windows need each one's delivery state.
async function sendsOf(deps: Pick<Deps, 'store'>, userId: string) {
  const { data } = await deps.store.sends.query.byUser({ user_id: userId }).go({ pages: 'all' })
  return data
}

/** What /profile shows: both windows beside SES's thresholds and the guard's, the pause, what waits. */
export async function getSendingHealth(deps: Pick<Deps, 'store' | 'now'>, userId: string) {
  const [{ data: profile }, sends] = await Promise.all([
    deps.store.profiles.get({ user_id: userId }).go(),
    sendsOf(deps, userId),
  ])
  const health = sendingHealthOf(sends, deps.now())
  return {
    last_30_days: health.lastDays,
    last_200_sends: health.lastSends,
    thresholds: {
      ses_review_bounce_rate: SENDING_HEALTH.sesReviewBounceRate,
      ses_review_complaint_rate: SENDING_HEALTH.sesReviewComplaintRate,
      pause_bounce_rate: SENDING_HEALTH.pauseBounceRate,
      pause_complaint_rate: SENDING_HEALTH.pauseComplaintRate,
      min_sends: SENDING_HEALTH.minSends,
    },
    paused: profile?.sending_paused_at
      ? { since: profile.sending_paused_at, reason: profile.sending_paused_reason ?? 'bounces' }
      : null,
    waiting: sends.filter((s) => s.held_for_health && s.status === 'scheduled').length,
  }
}

/**
 * After a bounce or a complaint: pauses the founder's sending when their sends since they last
 * confirmed a cleaned list are past a line (pauseReasonOf). A pause already in place stays as it is.
 */
export async function checkSendingHealth(deps: Pick<Deps, 'store' | 'now'>, userId: string) {
  const { data: profile } = await deps.store.profiles.get({ user_id: userId }).go({ consistent: true })
  if (!profile || profile.sending_paused_at) return
  const cleaned = profile.sending_cleaned_at ?? ''
  const since = (await sendsOf(deps, userId)).filter((s) => s.sent_at && s.sent_at > cleaned)
  const reason = pauseReasonOf(sendingHealthOf(since, deps.now()))
  if (!reason) return
  await deps.store.profiles
    .patch({ user_id: userId })
    .set({ sending_paused_at: deps.now().toISOString(), sending_paused_reason: reason })
    .where((a, op) => op.notExists(a.sending_paused_at))
    .go()
    .catch(ignoreConditionFailure)
}

export async function isSendingPaused(deps: Pick<Deps, 'store'>, userId: string) {
  const { data } = await deps.store.profiles.get({ user_id: userId }).go({ consistent: true })
  return !!data?.sending_paused_at
}

/**
 * Holds a send while its founder's sending is paused: scheduled, with no time of its own, until the
 * founder confirms their list is cleaned (nothing is dropped). Only from the state it was read in.
 */
export async function holdForSendingHealth(deps: Pick<Deps, 'store'>, send: SendRecord) {
  const held = { status: 'scheduled' as const, held_for_health: true, reason: SKIP_REASONS.healthPaused }
  const done = await conditionHeld(
    deps.store.sends
      .patch({ user_id: send.user_id, send_id: send.send_id })
      .set(held)
      .where((a, op) => op.eq(a.status, send.status))
      .go(),
  )
  return done ? { ...send, ...held } : send
}

/**
 * The founder confirms their list is cleaned: the pause ends, the guard judges only sends from now
 * on, and every send it held goes back to the queue, where each is delivered once (its record's
 * claim). Asking again releases whatever is still held, so a stop midway is finished by a retry.
 */
export async function confirmListCleaned(deps: Pick<Deps, 'store' | 'now' | 'queue'>, userId: string) {
  await deps.store.profiles
    .patch({ user_id: userId })
    .set({ sending_cleaned_at: deps.now().toISOString() })
    .remove(['sending_paused_at', 'sending_paused_reason'])
    .go()
  const held = (await sendsOf(deps, userId)).filter((s) => s.held_for_health && s.status === 'scheduled')
  for (const send of held) {
    await deps.store.sends
      .patch({ user_id: userId, send_id: send.send_id })
      .set({ status: 'queued' })
      .remove(['held_for_health', 'reason'])
      .where((a, op) => `${op.eq(a.status, 'scheduled')} AND ${op.eq(a.held_for_health, true)}`)
      .go()
      .catch(ignoreConditionFailure)
    await deps.queue.enqueue([sendRequested(userId, send.send_id)])
  }
  return getSendingHealth(deps, userId)
}
