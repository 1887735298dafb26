import { DEFAULT_FOUNDER_TIME_ZONE, type SenderSettings } from '../../shared/contracts/sending'
import { timeZoneOf } from '../../shared/domain/follow-ups'
import { NotFoundError } from '../platform/errors'
import type { Deps } from '../ports/deps'
import { isConditionFailure } from '../store/conditions'
import { ownFromAddress } from './identity/sending-domain'

type SettingsDeps = Pick<Deps, 'store' | 'settings'>

/**
 * The founder's From name: the one they chose, else their own name, else their active company's (a
 * journalist reads who writes, not the tool), else the product's.
 */
export async function senderName(deps: Pick<Deps, 'store'>, userId: string): Promise<string> {
  const { data } = await deps.store.profiles.get({ user_id: userId }).go()
  const ownName = [data?.first_name, data?.last_name].filter(Boolean).join(' ').trim()
  if (data?.sender_name || ownName) return data?.sender_name || ownName
  const company = data?.active_company_id
    ? (await deps.store.companies.get({ user_id: userId, company_id: data.active_company_id }).go()).data
    : null
  // What a chosen sender name may not hold (<, >, " or @: no second address in the From line) is dropped.
  return company?.name.replace(/[\p{Cc}<>"@]/gu, '').trim() || 'Pressroom'
}

/** The founder's time zone: the one they chose, else UTC. */
export async function founderTimeZone(deps: Pick<Deps, 'store'>, userId: string): Promise<string> {
  const { data } = await deps.store.profiles.get({ user_id: userId }).go()
  return data?.time_zone || DEFAULT_FOUNDER_TIME_ZONE
}

/**
 * The clock a journalist's days and working hours are read on: their city's time zone when their
 * location names a known city, else the founder's.
 */
export async function journalistTimeZone(
  deps: Pick<Deps, 'store'>,
  userId: string,
  journalistId: string,
): Promise<string> {
  const { data: journalist } = await deps.store.journalists.get({ journalist_id: journalistId }).go()
  return timeZoneOf(journalist?.location) ?? (await founderTimeZone(deps, userId))
}

export async function getSenderSettings(deps: SettingsDeps, userId: string): Promise<SenderSettings> {
  const { data } = await deps.store.profiles.get({ user_id: userId }).go()
  return {
    sender_name: await senderName(deps, userId),
    // The address mail leaves from: the founder's own, once chosen on their verified domain.
    from_address: (await ownFromAddress(deps, userId)) ?? deps.settings.mailFrom,
    reply_domain: deps.settings.replyDomain,
    time_zone: data?.time_zone || DEFAULT_FOUNDER_TIME_ZONE,
    time_zone_set: !!data?.time_zone,
  }
}

export async function updateSenderSettings(
  deps: SettingsDeps,
  userId: string,
  changes: { sender_name?: string; time_zone?: string },
) {
  await deps.store.profiles
    .patch({ user_id: userId })
    .set({
      ...(changes.sender_name === undefined ? {} : { sender_name: changes.sender_name }),
      ...(changes.time_zone === undefined ? {} : { time_zone: changes.time_zone }),
    })
    .go()
    .catch((error: unknown) => {
      throw isConditionFailure(error) ? new NotFoundError('Profile not found') : error
    })
  return getSenderSettings(deps, userId)
}
