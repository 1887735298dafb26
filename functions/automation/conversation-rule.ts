import { withConversationFlags } from '../pitches/conversation-flag'
import type { Deps } from '../ports/deps'
import type { PitchRecord } from './schedule'

/**
 * Whether a pitch's automatic follow-ups may go: not once its journalist answered it, and not when
 * they answered an earlier pitch of the same founder (they are in a conversation with the founder,
 * who writes to them by hand), unless the founder turned follow-ups on for this pitch. The latter is
 * the pitch's stored in_conversation (decision 046); a pitch without it asks once, and stores it.
 */
export async function followUpsWanted(deps: Pick<Deps, 'store'>, pitch: PitchRecord): Promise<boolean> {
  if (pitch.replied_at) return false
  if (pitch.follow_ups_turned_on) return true
  const [flagged] = await withConversationFlags(deps, pitch.user_id, [pitch])
  return flagged?.in_conversation !== true
}
