import { PITCH_LIMIT_MESSAGE } from '../../shared/contracts/pitches'
import { type QuotaBucket, quotaState } from '../../shared/domain/quota'
import { NotFoundError, QuotaExceededError } from '../platform/errors'
import type { Deps } from '../ports/deps'
import { isConditionFailure } from '../store/conditions'

type QuotaDeps = Pick<Deps, 'store' | 'now'>

/**
 * Takes one pitch from the founder's quota with a single conditional update of the profile, so
 * concurrent generations can never take more than is left. When another request got there first the
 * condition fails and the state is read again; that repeats only while pitches remain.
 */
export async function consumePitch(deps: QuotaDeps, userId: string): Promise<QuotaBucket> {
  for (;;) {
    const { data: profile } = await deps.store.profiles.get({ user_id: userId }).go({ consistent: true })
    if (!profile) throw new NotFoundError('Profile not found')
    const state = quotaState(profile, deps.now())
    if (!state.next) throw new QuotaExceededError(PITCH_LIMIT_MESSAGE)
    const update = deps.store.profiles.patch({ user_id: userId })
    let operation: { go: () => Promise<unknown> }
    if (state.next === 'monthly' && state.periodStart !== profile.last_reset_at) {
      // The first pitch of a new month also starts the month.
      operation = update
        .set({ pitches_used: 1, last_reset_at: state.periodStart })
        .where((a, op) => op.eq(a.last_reset_at, profile.last_reset_at))
    } else if (state.next === 'monthly') {
      operation = update
        .add({ pitches_used: 1 })
        .where((a, op) =>
          state.allowance === null
            ? op.eq(a.last_reset_at, profile.last_reset_at)
            : `${op.eq(a.last_reset_at, profile.last_reset_at)} AND ${op.lt(a.pitches_used, state.allowance)}`,
        )
    } else if (state.next === 'launch_week') {
      operation = update
        .subtract({ free_pitches_remaining: 1 })
        .where((a, op) => op.gt(a.free_pitches_remaining, 0))
    } else {
      operation = update.subtract({ pitches_purchased: 1 }).where((a, op) => op.gt(a.pitches_purchased, 0))
    }
    try {
      await operation.go()
      return state.next
    } catch (error) {
      if (!isConditionFailure(error)) throw error
    }
  }
}

/** Gives back a pitch taken for a generation that then failed, to the bucket it came from. */
export async function refundPitch(deps: QuotaDeps, userId: string, bucket: QuotaBucket) {
  const update = deps.store.profiles.patch({ user_id: userId })
  if (bucket === 'monthly')
    await update
      .subtract({ pitches_used: 1 })
      .where((a, op) => op.gt(a.pitches_used, 0))
      .go()
  else if (bucket === 'launch_week') await update.add({ free_pitches_remaining: 1 }).go()
  else await update.add({ pitches_purchased: 1 }).go()
}
