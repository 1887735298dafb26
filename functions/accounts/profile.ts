import type { EntityItem } from 'electrodb'
import type { Profile, UpdateProfileRequest } from '../../shared/contracts/profile'
import { listCompanies } from '../companies/companies'
import { NotFoundError } from '../platform/errors'
import type { Deps } from '../ports/deps'
import { isConditionFailure } from '../store/conditions'

export const PROFILE_NOT_FOUND = 'Profile not found'

type ProfileRecord = EntityItem<Deps['store']['profiles']>

/** Creates the profile of a new account with the free plan; a second call for the same user changes nothing. */
export async function ensureProfile(deps: Pick<Deps, 'store' | 'now'>, userId: string, email: string) {
  const now = deps.now().toISOString()
  await deps.store.profiles
    .create({ user_id: userId, email, last_reset_at: now, created_at: now })
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error
    })
}

export async function findProfile(deps: Pick<Deps, 'store'>, userId: string) {
  const { data } = await deps.store.profiles.get({ user_id: userId }).go()
  return data
}

export async function getProfile(deps: Pick<Deps, 'store'>, userId: string): Promise<Profile> {
  const [record, companies] = await Promise.all([findProfile(deps, userId), listCompanies(deps, userId)])
  if (!record) throw new NotFoundError(PROFILE_NOT_FOUND)
  return toProfile(record, companies)
}

export async function updateProfile(
  deps: Pick<Deps, 'store'>,
  userId: string,
  changes: UpdateProfileRequest,
): Promise<Profile> {
  if (Object.keys(changes).length === 0) return getProfile(deps, userId)
  await deps.store.profiles
    .patch({ user_id: userId })
    .set(changes)
    .go()
    .catch((error: unknown) => {
      if (isConditionFailure(error)) throw new NotFoundError(PROFILE_NOT_FOUND)
      throw error
    })
  return getProfile(deps, userId)
}

function toProfile(record: ProfileRecord, companies: { id: string; name: string }[]): Profile {
  return {
    id: record.user_id,
    email: record.email,
    first_name: record.first_name,
    last_name: record.last_name,
    subscription_tier: record.subscription_tier,
    pitches_used: record.pitches_used,
    pitches_purchased: record.pitches_purchased,
    last_reset_at: record.last_reset_at,
    active_company_id: record.active_company_id ?? null,
    blocked: record.blocked,
    companies: companies.map(({ id, name }) => ({ id, name })),
    launch_week_claimed: record.launch_week_claimed,
    free_pitches_remaining: record.free_pitches_remaining,
    forward_replies: record.forward_replies !== false,
  }
}
