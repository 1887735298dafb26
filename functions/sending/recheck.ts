import { sendRequested } from '../../events/send-requested'
import { type SendsRecheck, sendsRecheck } from '../../events/sends-recheck'
import type { Deps } from '../platform/container'
import { getEvery } from '../store/batch-get'

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

/**
 * Hands on again each of these sends still waiting for a delivery: queued (recorded and never handed
 * on, or put back after a failed try), or held by an attempt whose lease ran out (it stopped midway).
 * A delivery decides by the send's state, so one on its way or done already goes no second time.
 */
export async function recheckSends(deps: Pick<Deps, 'store' | 'queue' | 'now'>, message: SendsRecheck) {
  const sends = await getEvery(
    message.sendIds.map((send_id) => ({ user_id: message.userId, send_id })),
    (keys) => deps.store.sends.get(keys).go(),
  )
  const now = deps.now().toISOString()
  const waiting = sends.filter(
    (send) => send.status === 'queued' || (send.status === 'sending' && (send.lease_until ?? '') <= now),
  )
  if (waiting.length)
    await deps.queue.enqueue(waiting.map((send) => sendRequested(send.user_id, send.send_id)))
  return waiting.length
}
