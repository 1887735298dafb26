import { SKIP_REASONS } from '../../shared/domain/skip-reasons'
import { isBlocked } from '../accounts/blocking'
import { workingWindowOf } from '../automation/working-time'
import type { Deps } from '../ports/deps'
import { stoppedByItsCard } from './card-check'
import { releaseDailyContact, takeDailyContact } from './daily-contact'
import { claim, releaseClaim } from './deliver/claim'
import { composeSend } from './deliver/compose'
import { handToMailer, INTERRUPTED, MAX_SEND_ATTEMPTS } from './deliver/hand-to-mailer'
import { deferToNextDay, finish, scheduleOwedFollowUps } from './deliver/record'
import { undeliverableAddress } from './mail-server-check'
import { FINAL_STATES, getSend } from './records'
import { holdForSendingHealth, isSendingPaused } from './sending-health'
import { isSuppressed } from './suppression'

// The steps, each in its own module under deliver/: claim, compose, hand to the mailer, record.
export { SEND_LEASE_MS } from './deliver/claim'
export { unsubscribeUrl } from './deliver/compose'
export { MAX_SEND_ATTEMPTS } from './deliver/hand-to-mailer'
export { heldScheduleName, scheduleName, scheduleNameAt } from './deliver/schedule-names'

type DeliverDeps = Pick<
  Deps,
  'store' | 'settings' | 'now' | 'mailer' | 'mailDomains' | 'scheduler' | 'metrics'
>

/** The attempt found the send held by another one; the queue delivers the message again later. */
export class SendInFlightError extends Error {
  override name = 'SendInFlightError'
}

const NOT_BUILT = 'The message could not be written'

/**
 * Delivers one recorded send, exactly once however often it is asked: the record's state decides.
 * Checks at send time that the founder's account is not blocked, that the address is not suppressed
 * and its domain takes mail,
 * that the card still wants it, and (for cold outreach, not for the founder's answer in a conversation)
 * that the founder has not written to them today, on the journalist's calendar (a second message waits
 * for 09:30 their next working day).
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

  // The routes refuse a pitch with no text; one scheduled before they did never goes as a blank e-mail.
  if (!send.body.trim()) return finish(deps, send, 'skipped', SKIP_REASONS.noText)
  if (await isBlocked(deps, send.user_id)) return finish(deps, send, 'skipped', SKIP_REASONS.blocked)
  // Paused for its bounces or complaints: outreach waits for the founder's word that the list is
  // cleaned; an answer to a journalist who wrote does not hurt the shared reputation, and goes.
  if (send.kind !== 'reply' && (await isSendingPaused(deps, send.user_id)))
    return holdForSendingHealth(deps, send)
  if (await isSuppressed(deps, send.to_email)) return finish(deps, send, 'skipped', SKIP_REASONS.suppressed)
  const undeliverable = await undeliverableAddress(deps, send.to_email)
  if (undeliverable) return finish(deps, send, 'skipped', undeliverable)
  const stopped = await stoppedByItsCard(deps, send)
  if (stopped) return finish(deps, send, 'skipped', stopped)
  // An answer to a journalist who wrote is not outreach: the one-a-day rule does not hold it back.
  const window =
    send.kind === 'reply' ? undefined : await workingWindowOf(deps, send.user_id, send.journalist_id)
  const zone = window?.zone
  if (window && !(await takeDailyContact(deps, send, window.zone))) return deferToNextDay(deps, send, window)

  const claimed = await claim(deps, send)
  if (!claimed) {
    const current = await getSend(deps, send.user_id, send.send_id)
    // Taken back (cancelled or moved) between the checks and the claim: it never went, so the
    // journalist's day it took is free again for the founder's next message.
    if (current?.status === 'skipped') {
      if (zone) await releaseDailyContact(deps, send, zone)
      return current
    }
    throw new SendInFlightError(send.send_id)
  }
  let composed: Awaited<ReturnType<typeof composeSend>>
  try {
    composed = await composeSend(deps, send, now)
  } catch (error) {
    // Nothing went out: free for the queue's next delivery, unless every delivery has met this.
    if (claimed.attempts >= MAX_SEND_ATTEMPTS) return finish(deps, claimed, 'failed', NOT_BUILT)
    await releaseClaim(deps, claimed)
    throw error
  }
  const handoff = await handToMailer(deps, claimed, composed)
  if (handoff.outcome === 'failed') return finish(deps, claimed, 'failed', handoff.reason)
  if (handoff.outcome === 'retry') {
    await releaseClaim(deps, claimed)
    throw handoff.error
  }
  const sent = await finish(deps, claimed, 'sent')
  deps.metrics.count('PitchSent')
  if (claimed.kind === 'follow_up') deps.metrics.count('FollowUpFired')
  return sent
}
