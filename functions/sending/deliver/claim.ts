import type { Deps } from '../../ports/deps'
import { isConditionFailure } from '../../store/conditions'
import type { SendRecord } from '../records'

/** How long one attempt owns a send it claimed; a crashed attempt's claim runs out after it. */
export const SEND_LEASE_MS = 10_000

type ClaimDeps = Pick<Deps, 'store' | 'now'>

/** Takes the send for this attempt: only one attempt at a time holds it. */
export async function claim(deps: ClaimDeps, send: SendRecord): Promise<SendRecord | undefined> {
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
export async function releaseClaim(deps: ClaimDeps, send: SendRecord) {
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
