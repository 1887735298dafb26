import type { LaunchWeekStatus } from '../../shared/contracts/billing'
import {
  displayedSpots,
  LAUNCH_WEEK_ALREADY_CLAIMED,
  LAUNCH_WEEK_PITCHES,
  LAUNCH_WEEK_SOLD_OUT,
} from '../../shared/domain/catalogue'
import type { Deps } from '../platform/container'
import { ConflictError, NotFoundError } from '../platform/errors'

const COUNTER = 'launch_week'
const RECENT_CLAIMS = 10

/**
 * Grants the launch-week pitches once per founder, while spots remain: the profile flag, the counter
 * under its cap and the (anonymised) claim are one transaction, so concurrent claims cannot double.
 */
export async function claimLaunchWeek(deps: Pick<Deps, 'store' | 'config' | 'now'>, userId: string) {
  const { data: profile } = await deps.store.profiles.get({ user_id: userId }).go()
  if (!profile) throw new NotFoundError('Profile not found')
  if (profile.launch_week_claimed) throw new ConflictError(LAUNCH_WEEK_ALREADY_CLAIMED)
  const cap = deps.config.LAUNCH_WEEK_CAP
  const claimedAt = deps.now().toISOString()
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
        .create({
          user_id: userId,
          claimed_at: claimedAt,
          display_name: anonymise(profile.first_name, profile.last_name),
        })
        .commit(),
    ])
    .go()
  if (canceled) {
    if (data[0]?.rejected) throw new ConflictError(LAUNCH_WEEK_ALREADY_CLAIMED)
    throw new ConflictError(LAUNCH_WEEK_SOLD_OUT)
  }
  return { granted: LAUNCH_WEEK_PITCHES }
}

// The counter (META#launch_week) and the latest claims (LAUNCH_WEEK / CLAIM#*, newest first).
export async function launchWeekStatus(deps: Pick<Deps, 'store' | 'config'>): Promise<LaunchWeekStatus> {
  const cap = deps.config.LAUNCH_WEEK_CAP
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

/** "Sam O." from a founder's name; "A founder" when they gave none. */
export function anonymise(firstName: string, lastName: string) {
  const first = firstName.trim()
  const initial = lastName.trim().charAt(0)
  return first ? `${first}${initial ? ` ${initial.toUpperCase()}.` : ''}` : 'A founder'
}
