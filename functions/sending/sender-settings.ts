import type { SenderSettings } from '../../shared/contracts/sending'
import type { Deps } from '../platform/container'
import { NotFoundError } from '../platform/errors'
import { isConditionFailure } from '../store/conditions'

type SettingsDeps = Pick<Deps, 'store' | 'config'>

/** The founder's From name: the one they chose, else their own name, else the product's. */
export async function senderName(deps: Pick<Deps, 'store'>, userId: string): Promise<string> {
  const { data } = await deps.store.profiles.get({ user_id: userId }).go()
  const ownName = [data?.first_name, data?.last_name].filter(Boolean).join(' ').trim()
  return data?.sender_name || ownName || 'Pressroom'
}

export async function getSenderSettings(deps: SettingsDeps, userId: string): Promise<SenderSettings> {
  return {
    sender_name: await senderName(deps, userId),
    from_address: deps.config.MAIL_FROM,
    reply_domain: deps.config.REPLY_DOMAIN,
  }
}

export async function updateSenderSettings(
  deps: SettingsDeps,
  userId: string,
  changes: { sender_name: string },
) {
  await deps.store.profiles
    .patch({ user_id: userId })
    .set({ sender_name: changes.sender_name })
    .go()
    .catch((error: unknown) => {
      throw isConditionFailure(error) ? new NotFoundError('Profile not found') : error
    })
  return getSenderSettings(deps, userId)
}
