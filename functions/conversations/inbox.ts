import type { Inbox, InboxConversation, InboxQuery } from '../../shared/contracts/conversations'
import { pageOf, sortedBy } from '../platform/paging'
import type { Deps } from '../ports/deps'
import { getEvery } from '../store/batch-get'
import { conditionHeld } from '../store/conditions'
import { inboundOf, ownPitch } from './thread'

type InboxDeps = Pick<Deps, 'store'>

const order = (c: InboxConversation) => `${c.last_inbound_at}#${c.pitch_id}`

/**
 * The founder's conversations with mail that came back, newest first, and the unread replies over all
 * of them. A conversation whose pitch is gone (a card deleted from the board, still restorable) is not
 * listed until the card comes back.
 */
export async function listInbox(deps: InboxDeps, userId: string, query: InboxQuery): Promise<Inbox> {
  // A founder's conversations: USER#<id> / INBOX#*.
  const { data } = await deps.store.conversations.query.byUser({ user_id: userId }).go({ pages: 'all' })
  const withMail = data.filter((c) => c.last_inbound_at)
  const pitches = await getEvery(
    withMail.map((c) => ({ user_id: userId, pitch_id: c.pitch_id })),
    (keys) => deps.store.pitches.get(keys).go(),
  )
  const byId = new Map(pitches.map((p) => [p.pitch_id, p]))
  const all = withMail.flatMap((c): InboxConversation[] => {
    const pitch = byId.get(c.pitch_id)
    if (!pitch || !c.last_inbound_at) return []
    return [
      {
        pitch_id: c.pitch_id,
        subject: pitch.subject,
        journalist: {
          name: pitch.journalist_name,
          publication: pitch.journalist_publication,
          email: pitch.journalist_email ?? null,
        },
        last_inbound_at: c.last_inbound_at,
        last_reply_at: c.last_reply_at ?? null,
        snippet: c.last_reply_snippet ?? null,
        unread: Math.max(0, c.unread ?? 0),
        needs_answer: !!c.last_reply_at && (!c.last_answer_at || c.last_answer_at < c.last_reply_at),
      },
    ]
  })
  const filter = query.filter ?? 'all'
  const shown = all.filter((c) =>
    filter === 'unread' ? c.unread > 0 : filter === 'needs_answer' ? c.needs_answer : true,
  )
  const page = pageOf(sortedBy(shown, order, 'descending'), order, 'descending', query)
  return {
    conversations: page.items,
    unread: all.reduce((sum, c) => sum + c.unread, 0),
    nextCursor: page.nextCursor,
  }
}

/**
 * Marks a pitch's conversation read: each unread message once (a conditional write), and the inbox's
 * count down by exactly those, so a reply arriving meanwhile stays unread.
 */
export async function markRead(deps: InboxDeps, userId: string, pitchId: string) {
  await ownPitch(deps, userId, pitchId)
  const unread = (await inboundOf(deps, userId, pitchId)).filter((m) => !m.read)
  let marked = 0
  for (const message of unread) {
    const done = await conditionHeld(
      deps.store.conversationMessages
        .patch({ user_id: userId, pitch_id: pitchId, message_key: message.message_key })
        .set({ read: true })
        .where((a, op) => op.eq(a.read, false))
        .go(),
    )
    if (done) marked++
  }
  if (marked)
    await deps.store.conversations
      .patch({ user_id: userId, pitch_id: pitchId })
      .subtract({ unread: marked })
      .go()
  return { marked }
}
