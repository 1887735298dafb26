import { contactDay } from '../../shared/domain/follow-ups'
import type { Deps } from '../ports/deps'
import { conditionHeld, isConditionFailure } from '../store/conditions'
import type { SendRecord } from './records'

/** The day's contact is counted by address: a freelancer listed at two publications has one inbox. */
const contactKey = (userId: string, email: string, day: string) => ({
  user_id: userId,
  address: email.trim().toLowerCase(),
  day,
})

/**
 * One message per journalist (per address) per founder per day, the journalist's day (`zone`): the
 * first send of the day takes it.
 */
export async function takeDailyContact(
  deps: Pick<Deps, 'store' | 'now'>,
  send: SendRecord,
  zone: string,
): Promise<boolean> {
  const now = deps.now()
  const key = contactKey(send.user_id, send.to_email, contactDay(now, zone))
  const taken = await conditionHeld(
    deps.store.dailyContacts
      .create({ ...key, send_id: send.send_id, ttl: Math.floor(now.getTime() / 1000) + 3 * 86_400 })
      .go(),
  )
  if (taken) return true
  const { data } = await deps.store.dailyContacts.get(key).go({ consistent: true })
  return data?.send_id === send.send_id // a redelivery of the send that took the day
}

/**
 * Gives back the day `send` took, when it did not go after all; a day another send holds is left alone.
 * Read on the same calendar as it was taken: the journalist's day now.
 */
export async function releaseDailyContact(deps: Pick<Deps, 'store' | 'now'>, send: SendRecord, zone: string) {
  await deps.store.dailyContacts
    .delete(contactKey(send.user_id, send.to_email, contactDay(deps.now(), zone)))
    .where((a, op) => op.eq(a.send_id, send.send_id))
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error
    })
}

/**
 * Whether another message of the founder's has taken the journalist's day (`zone`) at `email`: not
 * `sendId` itself, which may have taken it before its process died.
 */
export async function contactedToday(
  deps: Pick<Deps, 'store' | 'now'>,
  send: { userId: string; email: string; sendId: string },
  zone: string,
) {
  const key = contactKey(send.userId, send.email, contactDay(deps.now(), zone))
  const { data } = await deps.store.dailyContacts.get(key).go({ consistent: true })
  return !!data && data.send_id !== send.sendId
}
