import { SKIP_REASONS } from '../../shared/domain/skip-reasons'
import { isHeld } from '../automation/pauses'
import type { Deps } from '../ports/deps'
import type { SendRecord } from './records'

/**
 * Why the send's card no longer wants it, if it does not: the card was deleted (a scheduled send is
 * not sent for a card in the bin, and a reply to it cannot be recorded), or the journalist replied;
 * for a follow-up (one that waited a day, or a reminder clicked late), the card has left Pitched or
 * automations are paused for it.
 */
export async function stoppedByItsCard(deps: Pick<Deps, 'store'>, send: SendRecord) {
  if (!send.pitch_id) return undefined
  const { data: pitch } = await deps.store.pitches
    .get({ user_id: send.user_id, pitch_id: send.pitch_id })
    .go({ consistent: true })
  if (!pitch) return SKIP_REASONS.deleted
  // The founder's answer to a journalist who wrote goes out however the card stands.
  if (send.kind === 'reply') return undefined
  if (pitch.replied_at) return SKIP_REASONS.replied
  if (send.kind !== 'follow_up') return undefined
  if (pitch.status !== 'pitched') return SKIP_REASONS.leftPitched
  if (await isHeld(deps, { ...send, pitch_id: pitch.pitch_id })) return SKIP_REASONS.paused
  return undefined
}
