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
  // The founder's own name is free text (a profile's): it is held to the chosen sender name's rule too.
  const ownName = fromLineName([data?.first_name, data?.last_name].filter(Boolean).join(' '))
  if (data?.sender_name || ownName) return data?.sender_name || ownName
  const company = data?.active_company_id
    ? (await deps.store.companies.get({ user_id: userId, company_id: data.active_company_id }).go()).data
    : null
  return fromLineName(company?.name ?? '') || 'Pressroom'
}

/** What a chosen sender name may not hold (<, >, " or @: no second address in the From line) dropped. */
const fromLineName = (name: string) => name.replace(/[\p{Cc}<>"@]/gu, '').trim()

/**
 * Who a founder's messages come from, for every kind of send (a pitch, a follow-up, a bulk message, an
 * answer in a conversation): their sender name at the address they chose on their own verified domain;
 * until then "<name> via Pressroom" on the shared From address (decision 043).
 */
export async function senderOf(deps: Pick<Deps, 'store' | 'settings'>, userId: string) {
  const [name, own] = await Promise.all([senderName(deps, userId), ownFromAddress(deps, userId)])
  if (own) return { name, address: own }
  return { name: name === 'Pressroom' ? name : `${name} via Pressroom`, address: deps.settings.mailFrom }
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
  // The From line every send carries: the founder's own address once chosen on their verified domain.
  const from = await senderOf(deps, userId)
  return {
    sender_name: await senderName(deps, userId),
    from_name: from.name,
    from_address: from.address,
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
