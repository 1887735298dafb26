import { sendRequested } from '../../events/send-requested'
import { getPitch, PITCH_NOT_FOUND } from '../pitches/pitches'
import type { Deps } from '../platform/container'
import { ConflictError, NotFoundError } from '../platform/errors'
import { heldScheduleName, scheduleName } from './deliver'
import { getSend, type SendRecord } from './records'
import { pitchSendId } from './send-pitch'
import { journalistTimeZone } from './sender-settings'

export const NOT_SCHEDULED = 'This pitch is not waiting to be sent, so there is nothing to cancel'
export const ON_ITS_WAY = 'This pitch is already on its way and can no longer be cancelled'
/** What a bulk job says of an item its founder took back before it went. */
export const CANCELLED = 'Cancelled before it was sent'

type CancelDeps = Pick<Deps, 'store' | 'scheduler' | 'now'>

/**
 * Takes back a pitch that waits to be sent (at the founder's chosen time, or held for the journalist's
 * next day): its schedule is removed, then its send is deleted and the pitch is unsent again, so it can
 * be sent or scheduled anew under the same idempotency key.
 *
 * The schedule goes first. A schedule's name is its identity and creating one that exists changes
 * nothing, so a schedule left behind would swallow the next one for this pitch. If the send then cannot
 * be deleted because delivery took it meanwhile, the message is already out of the scheduler's hands;
 * if the table fails, the schedule is put back and nothing has changed.
 */
export async function cancelScheduledSend(deps: CancelDeps, userId: string, pitchId: string) {
  const { data: pitch } = await deps.store.pitches.get({ user_id: userId, pitch_id: pitchId }).go()
  if (!pitch) throw new NotFoundError(PITCH_NOT_FOUND)
  // A second try when the send changed under the first: delivery held it for another day meanwhile.
  for (let attempt = 0; attempt < 2; attempt++) {
    const send = await getSend(deps, userId, pitchSendId(pitchId))
    const scheduledFor = send?.status === 'scheduled' ? send.scheduled_for : undefined
    if (!send || !scheduledFor) throw new ConflictError(attempt === 0 ? NOT_SCHEDULED : ON_ITS_WAY)
    if (await takeBack(deps, send, scheduledFor)) return getPitch(deps, userId, pitchId)
  }
  throw new ConflictError(ON_ITS_WAY)
}

/** Removes the send's schedule, then the send; false when the send changed before it could be deleted. */
async function takeBack(deps: CancelDeps, send: SendRecord, scheduledFor: string) {
  const { user_id: userId, send_id: sendId } = send
  const at = new Date(scheduledFor)
  const chosen = scheduleName(sendId)
  // Held for a day, its chosen time has fired already: the schedule that waits is the held one's.
  const waiting = send.deferred
    ? heldScheduleName(sendId, at, await journalistTimeZone(deps, userId, send.journalist_id))
    : chosen
  await deps.scheduler.cancel(chosen)
  if (waiting !== chosen) await deps.scheduler.cancel(waiting)

  const { canceled } = await deps.store.transaction
    .write(({ sends, bulkJobs, pitches }) => [
      sends
        .delete({ user_id: userId, send_id: sendId })
        .where((a, op) => `${op.eq(a.status, 'scheduled')} AND ${op.eq(a.scheduled_for, scheduledFor)}`)
        .commit(),
      // A send of a bulk job is settled as skipped, so the job still finishes with every item counted.
      ...(send.job_id
        ? [
            bulkJobs
              .patch({ user_id: userId, job_id: send.job_id })
              .add({ skipped: 1 })
              .subtract({ deferred: send.deferred ? 1 : 0 })
              .append({ reasons: [CANCELLED] })
              .commit(),
          ]
        : []),
      ...(send.pitch_id
        ? [
            pitches
              .patch({ user_id: userId, pitch_id: send.pitch_id })
              .set({ updated_at: deps.now().toISOString() })
              .remove(['send_status', 'scheduled_for'])
              .commit(),
          ]
        : []),
    ])
    .go()
    .catch(async (error: unknown) => {
      // Nothing changed in the table: the send still waits, so its schedule must too.
      await deps.scheduler.schedule(waiting, at, sendRequested(userId, sendId))
      throw error
    })
  return !canceled
}
