import type { EntityItem } from 'electrodb'
import type { Deps } from '../ports/deps'
import { isConditionFailure } from '../store/conditions'

type PitchRecord = EntityItem<Deps['store']['pitches']>
type Journalist = Pick<PitchRecord, 'journalist_id' | 'journalist_email'>

/*
 * A pitch's `in_conversation` flag is stored on it: whether its journalist answered another of the
 * founder's pitches. It is set when a reply is recorded on that other pitch (markConversation), taken
 * off when such a pitch is deleted (forgetConversation), and a pitch without it (one written before
 * the flag was stored, a new one, one restored or told to ask again) asks once and stores the answer
 * (withConversationFlags). The API's in_conversation is the flag, for a pitch not answered itself
 * whose follow-ups the founder did not turn on (conversationOf).
 */

/** Two pitches to one journalist: the same journalist, or the same address. */
const sameJournalist = (pitch: Journalist, other: Journalist) =>
  other.journalist_id === pitch.journalist_id ||
  (!!pitch.journalist_email && other.journalist_email === pitch.journalist_email)

/** What the API says of a pitch: in a conversation through another pitch, its follow-ups not on. */
export const conversationOf = (record: PitchRecord) =>
  !record.replied_at && !record.follow_ups_turned_on && record.in_conversation === true

/** The founder's other pitches to the journalist of `pitch`, read consistently (a write just now counts). */
async function othersToJournalist(deps: Pick<Deps, 'store'>, pitch: PitchRecord) {
  const email = pitch.journalist_email
  const { data } = await deps.store.pitches.query
    .byUser({ user_id: pitch.user_id })
    .where((a, op) =>
      email
        ? `${op.eq(a.journalist_id, pitch.journalist_id)} OR ${op.eq(a.journalist_email, email)}`
        : op.eq(a.journalist_id, pitch.journalist_id),
    )
    .go({ pages: 'all', consistent: true })
  return data.filter((other) => other.pitch_id !== pitch.pitch_id)
}

/**
 * A person's reply is recorded on `answered` (or it came back replied): the founder's other pitches to
 * that journalist are in a conversation. Run after its replied_at is written, so a pitch written at the
 * same time either is found here or finds the reply itself. Again (a redelivery) it changes nothing.
 */
export async function markConversation(deps: Pick<Deps, 'store'>, answered: PitchRecord) {
  for (const other of await othersToJournalist(deps, answered)) {
    if (other.in_conversation === true) continue
    await deps.store.pitches
      .patch({ user_id: other.user_id, pitch_id: other.pitch_id })
      .set({ in_conversation: true })
      .go()
      // Deleted meanwhile: nothing to mark.
      .catch(ignoreConditionFailure)
  }
}

/**
 * An answered pitch is deleted: its journalist's other pitches may be in a conversation through no
 * other, so each asks again on its next read.
 */
export async function forgetConversation(deps: Pick<Deps, 'store'>, gone: PitchRecord) {
  if (!gone.replied_at) return
  for (const other of await othersToJournalist(deps, gone)) {
    if (other.in_conversation === undefined) continue
    await deps.store.pitches
      .patch({ user_id: other.user_id, pitch_id: other.pitch_id })
      .remove(['in_conversation'])
      .go()
      .catch(ignoreConditionFailure)
  }
}

/**
 * The records with their flag: those without one are answered from the founder's answered pitches (one
 * query, whatever their number) and the answer is stored, unless a reply's mark came first.
 */
export async function withConversationFlags(
  deps: Pick<Deps, 'store'>,
  userId: string,
  records: PitchRecord[],
): Promise<PitchRecord[]> {
  const unknown = records.filter((record) => record.in_conversation === undefined)
  if (unknown.length === 0) return records
  const { data: answered } = await deps.store.pitches.query
    .byUser({ user_id: userId })
    .where((a, op) => op.exists(a.replied_at))
    .go({ pages: 'all', consistent: true })
  const flags = new Map(
    unknown.map((record) => [
      record.pitch_id,
      answered.some((other) => other.pitch_id !== record.pitch_id && sameJournalist(record, other)),
    ]),
  )
  for (let i = 0; i < unknown.length; i += STORE_AT_ONCE) {
    await Promise.all(
      unknown.slice(i, i + STORE_AT_ONCE).map((record) =>
        deps.store.pitches
          .patch({ user_id: record.user_id, pitch_id: record.pitch_id })
          .set({ in_conversation: flags.get(record.pitch_id) ?? false })
          .where((a, op) => op.notExists(a.in_conversation))
          .go()
          // Marked meanwhile (markConversation's true stands), or deleted.
          .catch(ignoreConditionFailure),
      ),
    )
  }
  return records.map((record) =>
    flags.has(record.pitch_id) ? { ...record, in_conversation: flags.get(record.pitch_id) } : record,
  )
}

/** A first read of many flagless pitches stores their flags this many at a time. */
const STORE_AT_ONCE = 10

function ignoreConditionFailure(error: unknown) {
  if (!isConditionFailure(error)) throw error
}
