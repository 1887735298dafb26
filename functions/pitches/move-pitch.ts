import type { PitchStatus } from '../../shared/contracts/pitches'
import { cancelFollowUps, scheduleFollowUps } from '../automation/schedule'
import type { Deps } from '../platform/container'
import { NotFoundError } from '../platform/errors'
import { isConditionFailure } from '../store/conditions'
import { getPitch, PITCH_NOT_FOUND } from './pitches'

type MoveDeps = Pick<Deps, 'store' | 'now' | 'scheduler'>

/**
 * Moves a pitch to a pipeline status, wherever the move comes from (either board, the status
 * dropdown, a bulk move). Arriving in pitched schedules its follow-ups; leaving pitched cancels what
 * has not gone out.
 */
export async function movePitch(
  deps: MoveDeps,
  userId: string,
  pitchId: string,
  status: PitchStatus,
  /** A place in the target column; null puts the card back among those never placed by hand. */
  options: { position?: number | null } = {},
) {
  const now = deps.now()
  const { position } = options
  const update = deps.store.pitches
    .patch({ user_id: userId, pitch_id: pitchId })
    .set({ status, updated_at: now.toISOString(), ...(typeof position === 'number' ? { position } : {}) })
  const { data: before } = await (position === null ? update.remove(['position']) : update)
    .go({ response: 'all_old' })
    .catch((error: unknown) => {
      if (isConditionFailure(error)) return { data: undefined } // no such pitch of this founder
      throw error
    })
  if (!before) throw new NotFoundError(PITCH_NOT_FOUND)
  if (status === 'pitched' && before.status !== 'pitched')
    await scheduleFollowUps(deps, { ...before, status }, before.sent_at ? new Date(before.sent_at) : now)
  if (before.status === 'pitched' && status !== 'pitched') await cancelFollowUps(deps, userId, pitchId)
  return getPitch(deps, userId, pitchId)
}
