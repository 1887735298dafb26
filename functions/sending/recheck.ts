import { RECHECK_GROUP, type SendsRecheck, sendsRecheck } from '../../events/sends-recheck'
import type { Deps } from '../ports/deps'
import { getEvery } from '../store/batch-get'
import { isConditionFailure } from '../store/conditions'
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
  jobId?: string,
) {
  const at = new Date(deps.now().getTime() + SEND_RECHECK_MS)
  return deps.scheduler.schedule(`recheck-${name}`, at, sendsRecheck(userId, sendIds, jobId))
}

/**
 * A bulk job's sends in groups of RECHECK_GROUP, each group's recheck asked for before the first send
 * is recorded: a request that stops partway leaves a recheck for every group, and the job's total
 * ends counted (its unrecorded sends as lost) instead of waiting for ever.
 */
export async function groupsRecheckedLater<T>(
  deps: Pick<Deps, 'scheduler' | 'now'>,
  job: { userId: string; jobId: string },
  items: T[],
  sendIdOf: (item: T) => string,
): Promise<T[][]> {
  const groups = Array.from({ length: Math.ceil(items.length / RECHECK_GROUP) }, (_, g) =>
    items.slice(g * RECHECK_GROUP, (g + 1) * RECHECK_GROUP),
  )
  await Promise.all(
    groups.map((group, g) =>
      recheckLater(deps, `${job.jobId}-${g}`, job.userId, group.map(sendIdOf), job.jobId),
    ),
  )
  return groups
}

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
  if (message.jobId) await countLost(deps, message, new Set(sends.map((send) => send.send_id)))
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

/**
 * The sends of a bulk job's group that were never recorded (the request stopped before them) are
 * counted on the job as lost, once each however often the recheck comes: a set of their ids.
 */
async function countLost(deps: Pick<Deps, 'store'>, message: SendsRecheck, recorded: Set<string>) {
  const lost = message.sendIds.filter((id) => !recorded.has(id))
  if (lost.length === 0 || !message.jobId) return
  await deps.store.bulkJobs
    .patch({ user_id: message.userId, job_id: message.jobId })
    .add({ lost })
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error // no such job: nothing to count on
    })
}
