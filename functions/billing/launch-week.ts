import type { LaunchWeekStatus } from '../../shared/contracts/billing'
import {
  displayedSpots,
  LAUNCH_WEEK_ALREADY_CLAIMED,
  LAUNCH_WEEK_PITCHES,
  LAUNCH_WEEK_SOLD_OUT,
} from '../../shared/domain/catalogue'
import { ConflictError, NotFoundError } from '../platform/errors'
import type { Deps } from '../ports/deps'

const COUNTER = 'launch_week'
const RECENT_CLAIMS = 10

/** A claim cancelled by contention is tried again this many times, after a growing random pause. */
const MAX_ATTEMPTS = 20
const BACKOFF_BASE_MS = 20
const BACKOFF_CAP_MS = 500

/**
 * Grants the launch-week pitches once per founder, while spots remain: the profile flag, the counter
 * under its cap and the claim (named "Sam O." only with the founder's consent) are one transaction, so concurrent claims cannot double.
 *
 * DynamoDB cancels a transaction that meets another one on the same item (TransactionConflict): every
 * claim writes the one counter, so founders claiming in the same instant cancel each other although
 * spots remain. Only a failed condition is an answer (already claimed, sold out); a conflict wrote
 * nothing, and the claim is tried again.
 */
export async function claimLaunchWeek(
  deps: Pick<Deps, 'store' | 'settings' | 'now'>,
  userId: string,
  { showName = false }: { showName?: boolean } = {},
) {
  const { data: profile } = await deps.store.profiles.get({ user_id: userId }).go()
  if (!profile) throw new NotFoundError('Profile not found')
  if (profile.launch_week_claimed) throw new ConflictError(LAUNCH_WEEK_ALREADY_CLAIMED)
  const cap = deps.settings.launchWeekCap
  const claimedAt = deps.now().toISOString()
  // The ticker is public: a founder is named in it only when they said so at the claim.
  const displayName = showName ? anonymise(profile.first_name, profile.last_name) : ANONYMOUS_FOUNDER
  for (let attempt = 1; ; attempt++) {
    const { canceled, data } = await deps.store.transaction
      .write(({ profiles, launchWeekCounter, launchWeekClaims }) => [
        profiles
          .patch({ user_id: userId })
          .set({ launch_week_claimed: true })
          .add({ free_pitches_remaining: LAUNCH_WEEK_PITCHES })
          .where((a, op) => op.eq(a.launch_week_claimed, false))
          .commit(),
        launchWeekCounter
          .upsert({ name: COUNTER })
          .add({ claims: 1 })
          .where((a, op) => `${op.notExists(a.claims)} OR ${op.lt(a.claims, cap)}`)
          .commit(),
        launchWeekClaims
          .create({ user_id: userId, claimed_at: claimedAt, display_name: displayName })
          .commit(),
      ])
      .go()
    if (!canceled) return { granted: LAUNCH_WEEK_PITCHES }
    const [flag, counter] = data.map((item) => item.code)
    if (flag === 'ConditionalCheckFailed') throw new ConflictError(LAUNCH_WEEK_ALREADY_CLAIMED)
    if (counter === 'ConditionalCheckFailed') throw new ConflictError(LAUNCH_WEEK_SOLD_OUT)
    const codes = data.map((item) => item.code)
    if (!codes.every((code) => RETRYABLE.has(code)) || attempt >= MAX_ATTEMPTS)
      throw new Error(`launch-week claim cancelled (attempt ${attempt}): ${codes.join(', ')}`)
    const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1))
    await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling))
  }
}

/** Cancellation reasons that say nothing about the claim itself: another write was in the way. */
const RETRYABLE = new Set(['None', 'TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded'])

// The counter (META#launch_week) and the latest claims (LAUNCH_WEEK / CLAIM#*, newest first).
export async function launchWeekStatus(deps: Pick<Deps, 'store' | 'settings'>): Promise<LaunchWeekStatus> {
  const cap = deps.settings.launchWeekCap
  const [{ data: counter }, { data: claims }] = await Promise.all([
    deps.store.launchWeekCounter.get({ name: COUNTER }).go(),
    deps.store.launchWeekClaims.query.recent({}).go({ order: 'desc', limit: RECENT_CLAIMS }),
  ])
  const spotsLeft = Math.max(0, cap - (counter?.claims ?? 0))
  return {
    cap,
    spotsLeft,
    displayedSpots: displayedSpots(spotsLeft),
    recentClaims: claims.map((c) => ({ name: c.display_name, claimed_at: c.claimed_at })),
  }
}

/** How the ticker shows a founder who did not ask to be named, or gave no name. */
export const ANONYMOUS_FOUNDER = 'A founder'

/** "Sam O." from a founder's name; "A founder" when they gave none. */
export function anonymise(firstName: string, lastName: string) {
  const first = firstName.trim()
  const initial = lastName.trim().charAt(0)
  return first ? `${first}${initial ? ` ${initial.toUpperCase()}.` : ''}` : ANONYMOUS_FOUNDER
}
