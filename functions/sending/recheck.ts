import { RECHECK_GROUP, type SendsRecheck, sendsRecheck } from '../../events/sends-recheck'
import type { Deps } from '../platform/container'
import { getEvery } from '../store/batch-get'
import { deliverSend } from './deliver'

/** How long after a request its sends are looked at again: well past any delivery it handed them to. */
export const SEND_RECHECK_MS = 15 * 60_000

/**
 * Asks for sends about to be recorded to be looked at again in a while: a one-off schedule, named by
 * the request's own ids so a retried request asks once. Made before the sends are recorded, so a
 * request that stops once they are recorded, before handing them on, has it all the same.
 */
export function recheckLater(
  deps: Pick<Deps, 'scheduler' | 'now'>,
  name: string,
  userId: string,
  sendIds: string[],
) {
  const at = new Date(deps.now().getTime() + SEND_RECHECK_MS)
  return deps.scheduler.schedule(`recheck-${name}`, at, sendsRecheck(userId, sendIds))
}

/** The recheck's name for the group of a bulk job's sends that starts at `start`. */
export const groupRecheck = (jobId: string, start: number) => `${jobId}-${start / RECHECK_GROUP}`

/**
 * Delivers each of these sends still waiting for a delivery: queued (recorded and never handed on, or
 * put back after a failed try), or held by an attempt whose lease ran out (it stopped midway). A pitch
 * sent whose follow-ups are still owed is delivered again too: its delivery finds it done and
 * schedules them.
 * A delivery decides by the send's state, so one done already goes no second time. Delivered here, not
 * queued again: the consumer that runs this has the mailer, and needs no right to the queue. One that
 * fails fails the recheck, which the queue delivers again; the others find themselves done by then.
 */
export async function recheckSends(
  deps: Parameters<typeof deliverSend>[0],
  message: SendsRecheck,
): Promise<number> {
  const sends = await getEvery(
    message.sendIds.map((send_id) => ({ user_id: message.userId, send_id })),
    (keys) => deps.store.sends.get(keys).go(),
  )
  const now = deps.now().toISOString()
  const waiting = sends.filter(
    (send) =>
      send.status === 'queued' ||
      (send.status === 'sending' && (send.lease_until ?? '') <= now) ||
      send.follow_ups_pending === true,
  )
  const outcomes = await Promise.allSettled(
    waiting.map((send) => deliverSend(deps, { userId: send.user_id, sendId: send.send_id })),
  )
  const failed = outcomes.find((outcome) => outcome.status === 'rejected')
  if (failed) throw failed.reason
  return waiting.length
}
