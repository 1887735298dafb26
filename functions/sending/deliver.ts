import { sendRequested } from '../../events/send-requested'
import type { SendStatus } from '../../shared/contracts/sending'
import { contactDay, nextDayAtWorkingHour } from '../../shared/domain/follow-ups'
import { SKIP_REASONS } from '../../shared/domain/skip-reasons'
import { isBlocked } from '../accounts/blocking'
import { type PitchRecord, scheduleFollowUps } from '../automation/schedule'
import type { Deps } from '../platform/container'
import { logger } from '../platform/logger'
import { MailNotSentError, PermanentMailError } from '../ports/mailer'
import { isConditionFailure } from '../store/conditions'
import { stoppedByItsCard } from './card-check'
import { releaseDailyContact, takeDailyContact } from './daily-contact'
import { buildMessage } from './message-builder'
import { FINAL_STATES, getSend, type SendRecord } from './records'
import { journalistTimeZone, senderName } from './sender-settings'
import { isSuppressed } from './suppression'

/** How long one attempt owns a send it claimed; a crashed attempt's claim runs out after it. */
export const SEND_LEASE_MS = 10_000
/** Attempts at a transient failure before the send is given up as failed. */
export const MAX_SEND_ATTEMPTS = 5

type DeliverDeps = Pick<Deps, 'store' | 'settings' | 'now' | 'mailer' | 'scheduler'>

/** The attempt found the send held by another one; the queue delivers the message again later. */
export class SendInFlightError extends Error {
  override name = 'SendInFlightError'
}

/**
 * Delivers one recorded send, exactly once however often it is asked: the record's state decides.
 * Checks at send time that the founder's account is not blocked, that the address is not suppressed, that the journalist has not replied, and
 * that the founder has not written to them today, on the journalist's calendar (a second message waits
 * for 09:30 their next day).
 */
export async function deliverSend(deps: DeliverDeps, message: { userId: string; sendId: string }) {
  const send = await getSend(deps, message.userId, message.sendId)
  if (!send) return send
  if (FINAL_STATES.has(send.status)) {
    if (send.follow_ups_pending) await scheduleOwedFollowUps(deps, send)
    return send
  }
  const now = deps.now()
  if (send.status === 'scheduled' && send.scheduled_for && send.scheduled_for > now.toISOString()) return send
  if (send.status === 'sending') {
    if (send.lease_until && send.lease_until > now.toISOString()) throw new SendInFlightError(send.send_id)
    // An attempt died between claiming the send and recording the outcome. A mailer that keeps each
    // Message-ID once may simply be asked again; through any other, a second try could mail twice.
    if (!deps.mailer.deduplicates) return finish(deps, send, 'failed', INTERRUPTED)
  }

  if (await isBlocked(deps, send.user_id)) return finish(deps, send, 'skipped', SKIP_REASONS.blocked)
  if (await isSuppressed(deps, send.to_email)) return finish(deps, send, 'skipped', SKIP_REASONS.suppressed)
  const stopped = await stoppedByItsCard(deps, send)
  if (stopped) return finish(deps, send, 'skipped', stopped)
  const zone = await journalistTimeZone(deps, send.user_id, send.journalist_id)
  if (!(await takeDailyContact(deps, send, zone))) return deferToNextDay(deps, send, zone)

  const claimed = await claim(deps, send)
  if (!claimed) {
    const current = await getSend(deps, send.user_id, send.send_id)
    // Taken back (cancelled or moved) between the checks and the claim: it never went, so the
    // journalist's day it took is free again for the founder's next message.
    if (current?.status === 'skipped') {
      await releaseDailyContact(deps, send, zone)
      return current
    }
    throw new SendInFlightError(send.send_id)
  }
  let raw: Buffer
  try {
    raw = await buildMessage({
      from: { name: await senderName(deps, send.user_id), address: deps.settings.mailFrom },
      to: { name: send.to_name, address: send.to_email },
      replyTo: `reply+${send.reply_token}@${deps.settings.replyDomain}`,
      subject: send.subject,
      body: send.body,
      messageId: send.message_id,
      inReplyTo: send.in_reply_to,
      unsubscribeUrl: unsubscribeUrl(deps, send.reply_token),
      date: now,
    })
  } catch (error) {
    // Nothing went out: free for the queue's next delivery, unless every delivery has met this.
    if (claimed.attempts >= MAX_SEND_ATTEMPTS) return finish(deps, claimed, 'failed', NOT_BUILT)
    await releaseClaim(deps, claimed)
    throw error
  }
  try {
    await deps.mailer.send({
      from: deps.settings.mailFrom,
      to: send.to_email,
      messageId: send.message_id,
      raw,
    })
  } catch (error) {
    // The provider may have taken the message (a timeout once the request went out): through one that
    // does not deduplicate, a second try could mail twice, and at most once beats twice.
    const refused = error instanceof PermanentMailError
    const unknown = !refused && !deps.mailer.deduplicates && !(error instanceof MailNotSentError)
    if (refused || unknown || claimed.attempts >= MAX_SEND_ATTEMPTS) {
      logger.warn('send failed', { sendId: send.send_id, error: String(error) })
      return finish(deps, claimed, 'failed', refused ? REFUSED : unknown ? INTERRUPTED : NOT_TAKEN)
    }
    await releaseClaim(deps, claimed)
    throw error
  }
  return finish(deps, claimed, 'sent')
}

const INTERRUPTED = 'Delivery was interrupted and could not be confirmed'
const REFUSED = 'The mail service refused this message'
const NOT_TAKEN = 'The mail service did not take this message in several tries'
const NOT_BUILT = 'The message could not be written'

export function unsubscribeUrl(deps: Pick<Deps, 'settings'>, token: string) {
  const base = deps.settings.linkBaseUrl
  return `${base.replace(/\/$/, '')}/api/unsubscribe/${token}`
}

/** A send's schedule, as named before schedules were named by their time (still removed on a cancel). */
export const scheduleName = (sendId: string) => `send-${sendId}`

/**
 * The schedule of a send waiting for a time the founder chose (scheduled, or moved there): named by
 * that time, so a retried request for another time, or two moves at once, never take each other's.
 */
export const scheduleNameAt = (sendId: string, at: string | Date) =>
  `${scheduleName(sendId)}-${new Date(at).getTime()}`

/** The schedule of a send held for the journalist's next day: named by that day, one per day held. */
export const heldScheduleName = (sendId: string, at: Date, zone: string) =>
  `${scheduleName(sendId)}-${contactDay(at, zone)}`

/**
 * Holds a send for 09:30 the journalist's next day. Its schedule for that time is made first, so an
 * attempt that stops once the hold is written leaves it one (a redelivery finds the send waiting for a
 * time to come, and does nothing). Then the send, its bulk job's count and its pitch change in one
 * transaction, conditioned on the send's state: a cancel or another attempt that changed the send first
 * leaves all three as they are, and the schedule, when it fires, finds nothing of it to do.
 */
async function deferToNextDay(deps: DeliverDeps, send: SendRecord, zone: string) {
  const at = nextDayAtWorkingHour(deps.now(), zone)
  await deps.scheduler.schedule(
    heldScheduleName(send.send_id, at, zone),
    at,
    sendRequested(send.user_id, send.send_id),
  )
  const held = {
    status: 'scheduled' as const,
    scheduled_for: at.toISOString(),
    deferred: true,
    reason: 'Waits a day: one message per journalist per day',
  }
  const { canceled } = await deps.store.transaction
    .write(({ sends, bulkJobs, pitches }) => [
      sends
        .patch({ user_id: send.user_id, send_id: send.send_id })
        .set(held)
        .where((a, op) => op.eq(a.status, send.status))
        .commit(),
      ...(send.job_id && !send.deferred
        ? [bulkJobs.patch({ user_id: send.user_id, job_id: send.job_id }).add({ deferred: 1 }).commit()]
        : []),
      ...(send.kind === 'pitch' && send.pitch_id
        ? [
            pitches
              .patch({ user_id: send.user_id, pitch_id: send.pitch_id })
              .set({ send_status: 'scheduled', scheduled_for: held.scheduled_for })
              .commit(),
          ]
        : []),
    ])
    .go()
  if (canceled) {
    const current = await getSend(deps, send.user_id, send.send_id)
    // Unchanged, so the transaction failed on something else (its pitch deleted meanwhile, a write
    // conflict): the queue delivers it again, and the checks above settle it then.
    if (current?.status === send.status && current.scheduled_for === send.scheduled_for)
      throw new Error(`holding send ${send.send_id} for a day did not commit`)
    return current
  }
  return { ...send, ...held }
}

/** Takes the send for this attempt: only one attempt at a time holds it. */
async function claim(deps: DeliverDeps, send: SendRecord): Promise<SendRecord | undefined> {
  const lease = new Date(deps.now().getTime() + SEND_LEASE_MS).toISOString()
  const { data } = await deps.store.sends
    .patch({ user_id: send.user_id, send_id: send.send_id })
    .set({ status: 'sending', lease_until: lease })
    .add({ attempts: 1 })
    .where((a, op) =>
      send.lease_until
        ? `${op.eq(a.status, send.status)} AND ${op.eq(a.lease_until, send.lease_until)}`
        : `${op.eq(a.status, send.status)} AND ${op.notExists(a.lease_until)}`,
    )
    .go({ response: 'all_new' })
    .catch((error: unknown) => {
      if (isConditionFailure(error)) return { data: undefined }
      throw error
    })
  return data as SendRecord | undefined
}

/** A transient failure: the send is free again at once for the queue's next delivery. */
async function releaseClaim(deps: DeliverDeps, send: SendRecord) {
  await deps.store.sends
    .patch({ user_id: send.user_id, send_id: send.send_id })
    .set({ status: 'queued' })
    .remove(['lease_until'])
    .where((a, op) => `${op.eq(a.status, 'sending')} AND ${op.eq(a.lease_until, send.lease_until ?? '')}`)
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error
    })
}

/**
 * Moves a send to its final state and, in the same transaction, counts it on its bulk job and marks
 * its pitch: the count and the state change together or not at all, so a redelivery counts nothing.
 */
async function finish(deps: DeliverDeps, send: SendRecord, status: SendStatus, reason?: string) {
  const now = deps.now().toISOString()
  const sent = status === 'sent'
  const pitch =
    send.kind === 'pitch' && send.pitch_id
      ? (await deps.store.pitches.get({ user_id: send.user_id, pitch_id: send.pitch_id }).go()).data
      : undefined
  // After a send the pitch is pitched, unless the founder moved it further already; then its follow-ups
  // are owed, and the send says so until they are scheduled.
  const pitched = sent && !!pitch && ['drafted', 'reviewed'].includes(pitch.status)
  const { canceled } = await deps.store.transaction
    .write(({ sends, bulkJobs, pitches }) => [
      sends
        .patch({ user_id: send.user_id, send_id: send.send_id })
        .set({
          status,
          reason,
          ...(sent ? { sent_at: now } : {}),
          ...(pitched ? { follow_ups_pending: true } : {}),
        })
        .remove(['lease_until'])
        .where((a, op) => op.eq(a.status, send.status))
        .commit(),
      ...(send.job_id
        ? [
            bulkJobs
              .patch({ user_id: send.user_id, job_id: send.job_id })
              .add({ [jobCounter(status)]: 1 })
              // A send that waited a day leaves the deferred count as it lands in its final one.
              .subtract({ deferred: send.deferred ? 1 : 0 })
              // What was not sent says why, once per send (the state's condition above).
              .append({ reasons: sent ? [] : [reason ?? 'No reason recorded'] })
              .commit(),
          ]
        : []),
      ...(pitch
        ? [
            pitches
              .patch({ user_id: send.user_id, pitch_id: pitch.pitch_id })
              .set({
                send_status: status,
                updated_at: now,
                ...(sent
                  ? {
                      sent_at: now,
                      sent_by: send.user_id,
                      thread_message_id: send.message_id,
                      status: pitched ? 'pitched' : pitch.status,
                    }
                  : {}),
              })
              .remove(['scheduled_for'])
              .commit(),
          ]
        : []),
    ])
    .go()
  if (canceled) return getSend(deps, send.user_id, send.send_id) // another attempt finished it first
  if (pitched && pitch)
    await scheduleOwedFollowUps(
      deps,
      { ...send, status, sent_at: now },
      { ...pitch, status: 'pitched', thread_message_id: send.message_id },
    )
  return { ...send, status, reason }
}

/**
 * Schedules the follow-ups a pitch's send owes (recorded with its sent state), then clears the debt.
 * A delivery that stopped, or whose scheduler failed, in between leaves the debt for the send's next
 * delivery (a queue's redelivery, or the recheck after a send to go now), which pays it here: only
 * for a pitch still pitched on this send and unanswered, and with the same names and ids as the
 * first try, so what that try made is made no second time.
 */
async function scheduleOwedFollowUps(deps: DeliverDeps, send: SendRecord, pitch?: PitchRecord) {
  const current =
    pitch ??
    (send.pitch_id
      ? (
          await deps.store.pitches
            .get({ user_id: send.user_id, pitch_id: send.pitch_id })
            .go({ consistent: true })
        ).data
      : undefined)
  if (
    current?.status === 'pitched' &&
    !current.replied_at &&
    current.thread_message_id === send.message_id &&
    send.sent_at
  )
    await scheduleFollowUps(deps, current, new Date(send.sent_at))
  await deps.store.sends
    .patch({ user_id: send.user_id, send_id: send.send_id })
    .remove(['follow_ups_pending'])
    .go()
}

const jobCounter = (status: SendStatus) =>
  status === 'sent' ? 'sent' : status === 'skipped' ? 'skipped' : 'failed'
