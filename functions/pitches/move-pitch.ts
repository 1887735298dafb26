import type { PitchStatus } from '../../shared/contracts/pitches'
import { cancelFollowUps, scheduleFollowUps } from '../automation/schedule'
import { NotFoundError } from '../platform/errors'
import type { Deps } from '../ports/deps'
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
  const { data: current } = await deps.store.pitches
    .get({ user_id: userId, pitch_id: pitchId })
    .go({ consistent: true })
  if (!current) throw new NotFoundError(PITCH_NOT_FOUND)
  // Follow-ups before the move: a stop between the two leaves follow-ups that find the card not
  // pitched when they come due (and cancel themselves), never a pitched card without them, and the
  // same move again keeps those made. A card moved meanwhile by another request is caught up below.
  const arriving = (from: PitchStatus) => status === 'pitched' && from !== 'pitched'
  const followUps = (from: typeof current) =>
    scheduleFollowUps(deps, { ...from, status }, from.sent_at ? new Date(from.sent_at) : now)
  if (arriving(current.status)) await followUps(current)
  const update = deps.store.pitches
    .patch({ user_id: userId, pitch_id: pitchId })
    .set({ status, updated_at: now.toISOString(), ...(typeof position === 'number' ? { position } : {}) })
  const { data: before } = await (position === null ? update.remove(['position']) : update)
    .go({ response: 'all_old' })
    .catch((error: unknown) => {
      if (isConditionFailure(error)) return { data: undefined } // deleted meanwhile
      throw error
    })
  if (!before) throw new NotFoundError(PITCH_NOT_FOUND)
  if (arriving(before.status) && !arriving(current.status)) await followUps(before)
  if (before.status === 'pitched' && status !== 'pitched') await cancelFollowUps(deps, userId, pitchId)
  return getPitch(deps, userId, pitchId)
}
