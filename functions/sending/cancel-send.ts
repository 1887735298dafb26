import { getPitch, PITCH_NOT_FOUND } from '../pitches/pitches'
import type { Deps } from '../platform/container'
import { AppError, ConflictError, NotFoundError } from '../platform/errors'
import { logger } from '../platform/logger'
import { heldScheduleName, scheduleName } from './deliver'
import { FINAL_STATES, getSend, type SendRecord } from './records'
import { inRound, pitchSendId } from './send-pitch'
import { journalistTimeZone } from './sender-settings'
import { SKIP_REASONS } from './skip-reasons'

export const NOT_SCHEDULED = 'This pitch is not waiting to be sent, so there is nothing to cancel'
export const ON_ITS_WAY = 'This pitch is already on its way and can no longer be cancelled'
export const ALREADY_SENT = 'This pitch has already been sent'
const NOT_NOW = 'The send could not be cancelled just now; please try again'

type CancelDeps = Pick<Deps, 'store' | 'scheduler' | 'now'>

/**
 * Takes back a pitch that waits to be sent (at the founder's chosen time, or held for the journalist's
 * next day). In one transaction, conditioned on the send still waiting at the time that was read: the
 * send becomes final (skipped, 'Cancelled before it was sent', kept in the pitch's send history), its
 * bulk job counts it, and the pitch is unsent again in a new send round, so sending it anew records a
 * send of a new id. A delivery that began first wins (409), and one that comes after finds the send
 * final and mails nothing, so its schedules are removed afterwards only to tidy up.
 */
export async function cancelScheduledSend(
  deps: CancelDeps,
  userId: string,
  pitchId: string,
  attempt = 0,
): Promise<ReturnType<typeof getPitch>> {
  const { data: pitch } = await deps.store.pitches.get({ user_id: userId, pitch_id: pitchId }).go()
  if (!pitch) throw new NotFoundError(PITCH_NOT_FOUND)
  const send = await getSend(deps, userId, pitchSendId(pitch))
  const scheduledFor = send?.status === 'scheduled' ? send.scheduled_for : undefined
  if (!send || !scheduledFor) throw new ConflictError(refusal(send))

  const now = deps.now().toISOString()
  const { canceled } = await deps.store.transaction
    .write(({ sends, bulkJobs, pitches }) => [
      sends
        .patch({ user_id: userId, send_id: send.send_id })
        .set({ status: 'skipped', reason: SKIP_REASONS.cancelled })
        .where((a, op) => `${op.eq(a.status, 'scheduled')} AND ${op.eq(a.scheduled_for, scheduledFor)}`)
        .commit(),
      // A send of a bulk job is settled as skipped, so the job still finishes with every item counted.
      ...(send.job_id
        ? [
            bulkJobs
              .patch({ user_id: userId, job_id: send.job_id })
              .add({ skipped: 1 })
              .subtract({ deferred: send.deferred ? 1 : 0 })
              .append({ reasons: [SKIP_REASONS.cancelled] })
              .commit(),
          ]
        : []),
      pitches
        .patch({ user_id: userId, pitch_id: pitchId })
        .set({ updated_at: now, send_round: (pitch.send_round ?? 0) + 1 })
        .remove(['send_status', 'scheduled_for'])
        .where(inRound(pitch))
        .commit(),
    ])
    .go()
  if (canceled) {
    // Delivery took the send (or held it for another day) first, or a write met another at once.
    const current = await getSend(deps, userId, send.send_id)
    if (current?.status !== 'scheduled') throw new ConflictError(refusal(current))
    // Held for another day meanwhile: cancel that, once; the same state still waiting is a failed write.
    if (current.scheduled_for !== scheduledFor && attempt === 0)
      return cancelScheduledSend(deps, userId, pitchId, attempt + 1)
    throw new AppError(503, NOT_NOW)
  }
  await removeSchedules(deps, send, scheduledFor)
  return getPitch(deps, userId, pitchId)
}

/** Why there is nothing to cancel, in the state the send is in. */
function refusal(send: SendRecord | undefined) {
  if (!send || (send.status !== 'sent' && FINAL_STATES.has(send.status))) return NOT_SCHEDULED
  return send.status === 'sent' || send.status === 'bounced' ? ALREADY_SENT : ON_ITS_WAY
}

/**
 * The cancelled send's schedules: the founder's chosen time, and the day it was held for. One that
 * stays (a failure here, a time zone changed since it was held) fires into a final send and does nothing.
 */
async function removeSchedules(deps: CancelDeps, send: SendRecord, scheduledFor: string) {
  const names = [scheduleName(send.send_id)]
  try {
    if (send.deferred)
      names.push(
        heldScheduleName(
          send.send_id,
          new Date(scheduledFor),
          await journalistTimeZone(deps, send.user_id, send.journalist_id),
        ),
      )
    for (const name of names) await deps.scheduler.cancel(name)
  } catch (error) {
    logger.warn('a cancelled send kept a schedule', { sendId: send.send_id, error: String(error) })
  }
}
