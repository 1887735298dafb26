import { createHash } from 'node:crypto'
import type { MailKind } from '../../shared/contracts/sending'
import type { Mail } from '../mail/message'
import { splitQuoted } from '../mail/quotes'
import { ASSET_PREFIXES } from '../platform/asset-prefixes'
import type { Deps } from '../ports/deps'
import type { SendRecord } from '../sending/records'
import { isConditionFailure } from '../store/conditions'
import { checkAttachment, safeFilename } from './attachments'

type KeepDeps = Pick<Deps, 'store' | 'blobs'>

export interface StoredAttachment {
  id: string
  filename: string
  content_type: string
  size: number
  key?: string
  refused?: string
}

/** The most of a message's text kept in the table (its item stays well under DynamoDB's 400 KB). */
const TEXT_MAX = 60_000
const SNIPPET_WORDS = 24

/** A received message's id in the API: a hash of its Message-ID (or of its bytes, without one). */
export const messageKeyOf = (inboundId: string) =>
  createHash('sha256').update(inboundId).digest('hex').slice(0, 40)

/** Where a founder's conversation files live: under the founder, the pitch and the message. */
export const conversationPrefix = (userId: string, pitchId: string, messageKey: string) =>
  `${ASSET_PREFIXES.conversations}${userId}/${pitchId}/${messageKey}/`

/** The first words of a reply, as a card and the inbox show them. */
export const snippetOf = (text: string) => {
  const words = text.replace(/\s+/g, ' ').trim().split(' ')
  return words.length > SNIPPET_WORDS ? `${words.slice(0, SNIPPET_WORDS).join(' ')}…` : words.join(' ')
}

/**
 * Keeps a message that answers one of a founder's sends in that pitch's conversation: its words with
 * the quoted history apart, its HTML and its files in the bucket under the founder, and the inbox's
 * counts, in one transaction with the message. Its key is its Message-ID's hash, so a redelivery (or
 * a retry after a stop halfway) writes the same files again and finds the message there: kept once.
 * Only a person's reply is unread; auto-replies and bounces are lines in the thread, read as they come.
 */
export async function keepInbound(
  deps: KeepDeps,
  received: { inboundId: string; mail: Mail; kind: MailKind; send: SendRecord; receivedAt: string },
): Promise<{ kept: boolean; messageKey: string }> {
  const { mail, kind, send, receivedAt } = received
  const userId = send.user_id
  const pitchId = send.pitch_id
  const messageKey = messageKeyOf(received.inboundId)
  if (!pitchId) return { kept: false, messageKey }
  const prefix = conversationPrefix(userId, pitchId, messageKey)
  const { fresh, quoted } = splitQuoted(mail.text)
  let htmlKey: string | undefined
  if (mail.html.trim()) {
    htmlKey = `${prefix}body.html`
    await deps.blobs.putText(htmlKey, mail.html, 'text/html; charset=utf-8')
  }
  const attachments: StoredAttachment[] = []
  for (const [position, file] of mail.attachments.entries()) {
    const checked = await checkAttachment(file, position)
    const id = String(position + 1)
    const key = checked.refused ? undefined : `${prefix}files/${id}`
    if (key) await deps.blobs.putBytes(key, file.bytes, checked.contentType)
    attachments.push({
      id,
      filename: safeFilename(file.filename, position),
      content_type: checked.contentType,
      size: file.bytes.byteLength,
      key,
      refused: checked.refused,
    })
  }
  const person = kind === 'human_reply'
  const text = (fresh || (quoted ? '' : mail.text)).slice(0, TEXT_MAX)
  const { canceled, data } = await deps.store.transaction
    .write(({ conversationMessages, conversations }) => [
      conversationMessages
        .create({
          user_id: userId,
          pitch_id: pitchId,
          message_key: messageKey,
          kind,
          send_id: send.send_id,
          from_name: mail.fromName.slice(0, 200),
          from_email: mail.fromAddress.slice(0, 320),
          at: mail.sentAt ?? receivedAt,
          received_at: receivedAt,
          subject: mail.subject.slice(0, 500),
          text,
          quoted: quoted.slice(0, TEXT_MAX),
          rfc_message_id: mail.messageId.replace(/^<|>$/g, '') || undefined,
          references: mail.references.slice(-20),
          html_key: htmlKey,
          attachments,
          read: !person,
        })
        .commit(),
      conversations
        .upsert({ user_id: userId, pitch_id: pitchId })
        .set({
          journalist_name: send.to_name,
          journalist_email: send.to_email,
          last_inbound_at: receivedAt,
          ...(person ? { last_reply_at: receivedAt, last_reply_snippet: snippetOf(text) } : {}),
        })
        .add({ messages: 1, unread: person ? 1 : 0 })
        .commit(),
    ])
    .go()
  if (!canceled) {
    // The card's reply marker: its pitch may be gone (a card deleted from the board), which is no error.
    if (person)
      await deps.store.pitches
        .patch({ user_id: userId, pitch_id: pitchId })
        .set({ last_reply_snippet: snippetOf(text) })
        .go()
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error
        })
    return { kept: true, messageKey }
  }
  // Kept before (a redelivery): nothing more to do. Anything else (a write conflict) is tried again.
  if (data[0]?.code === 'ConditionalCheckFailed') return { kept: false, messageKey }
  throw new Error(
    `keeping inbound message ${messageKey} did not commit: ${data.map((d) => d.code).join(', ')}`,
  )
}
