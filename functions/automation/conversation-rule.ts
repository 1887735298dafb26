import type { Deps } from '../ports/deps'
import type { PitchRecord } from './schedule'

/**
 * Whether a pitch's automatic follow-ups may go: not once its journalist answered it, and not when
 * they answered an earlier pitch of the same founder (they are in a conversation with the founder,
 * who writes to them by hand), unless the founder turned follow-ups on for this pitch.
 */
export async function followUpsWanted(deps: Pick<Deps, 'store'>, pitch: PitchRecord): Promise<boolean> {
  if (pitch.replied_at) return false
  if (pitch.follow_ups_turned_on) return true
  const email = pitch.journalist_email
  // A founder's pitches (USER#<id> / PITCH#*), only those this journalist answered.
  const { data } = await deps.store.pitches.query
    .byUser({ user_id: pitch.user_id })
    .where((a, op) =>
      email
        ? `${op.exists(a.replied_at)} AND (${op.eq(a.journalist_id, pitch.journalist_id)} OR ${op.eq(a.journalist_email, email)})`
        : `${op.exists(a.replied_at)} AND ${op.eq(a.journalist_id, pitch.journalist_id)}`,
    )
    .go({ pages: 'all' })
  return !data.some((other) => other.pitch_id !== pitch.pitch_id)
}
