import type { Deps } from '../ports/deps'

/**
 * Removes a pitch's conversation: its files first, then its messages and its place in the inbox, so a
 * stop halfway leaves records whose files are gone rather than files no record names. A pitch deleted
 * from the board (restorable by undo) keeps its conversation; a pitch deleted for good does not.
 */
export async function deleteConversation(
  deps: Pick<Deps, 'store' | 'blobs'>,
  userId: string,
  pitchId: string,
) {
  // A pitch's inbound messages: USER#<id> / THREAD#<pitchId>#*.
  const { data } = await deps.store.conversationMessages.query
    .byPitch({ user_id: userId, pitch_id: pitchId })
    .go({ pages: 'all' })
  for (const message of data) {
    const keys = [message.html_key, ...message.attachments.map((a) => a.key)].filter(
      (key): key is string => !!key,
    )
    await Promise.all(keys.map((key) => deps.blobs.delete(key)))
  }
  if (data.length)
    await deps.store.conversationMessages
      .delete(data.map((m) => ({ user_id: userId, pitch_id: pitchId, message_key: m.message_key })))
      .go()
  await deps.store.conversations.delete({ user_id: userId, pitch_id: pitchId }).go()
}
