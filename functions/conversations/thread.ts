import type { EntityItem } from 'electrodb'
import type {
  Conversation,
  ConversationAttachment,
  ConversationMessage,
} from '../../shared/contracts/conversations'
import { PITCH_NOT_FOUND } from '../pitches/pitches'
import { NotFoundError } from '../platform/errors'
import type { Deps } from '../ports/deps'
import { ownFromAddress } from '../sending/identity/sending-domain'
import type { SendRecord } from '../sending/records'
import { senderName } from '../sending/sender-settings'

export type InboundRecord = EntityItem<Deps['store']['conversationMessages']>

/** A pitch of this founder, or Not Found (another founder's pitch is Not Found too). */
export async function ownPitch(deps: Pick<Deps, 'store'>, userId: string, pitchId: string) {
  const { data } = await deps.store.pitches
    .get({ user_id: userId, pitch_id: pitchId })
    .go({ consistent: true })
  if (!data) throw new NotFoundError(PITCH_NOT_FOUND)
  return data
}

/** A pitch's inbound messages, as kept (read consistently: a reply a moment ago is there). */
export async function inboundOf(deps: Pick<Deps, 'store'>, userId: string, pitchId: string) {
  // A pitch's inbound messages: USER#<id> / THREAD#<pitchId>#*.
  const { data } = await deps.store.conversationMessages.query
    .byPitch({ user_id: userId, pitch_id: pitchId })
    .go({ pages: 'all', consistent: true })
  return data
}

/** What the founder sent on a pitch that went, or is going, out: every send but those stopped before. */
async function sendsOf(deps: Pick<Deps, 'store'>, userId: string, pitchId: string) {
  // A founder's sends, narrowed to the pitch's (USER#<id> / SEND#*).
  const { data } = await deps.store.sends.query
    .byUser({ user_id: userId })
    .where((a, op) => op.eq(a.pitch_id, pitchId))
    .go({ pages: 'all', consistent: true })
  return data.filter((send) => send.sent_at || (send.kind === 'reply' && send.status !== 'skipped'))
}

/**
 * A pitch's thread in time order: the pitch as sent, its follow-ups and messages, the founder's answers
 * and everything that came back on it.
 */
export async function getConversation(
  deps: Pick<Deps, 'store' | 'settings'>,
  userId: string,
  pitchId: string,
): Promise<Conversation> {
  await ownPitch(deps, userId, pitchId)
  const [sends, inbound, name, own] = await Promise.all([
    sendsOf(deps, userId, pitchId),
    inboundOf(deps, userId, pitchId),
    senderName(deps, userId),
    ownFromAddress(deps, userId),
  ])
  const from = { name, email: own ?? deps.settings.mailFrom }
  // Ordered by this side's clock (when a send went, when a message came), not by the sender's Date
  // header: a second-rounded or skewed clock elsewhere must not put an answer before its question.
  const entries = [
    ...sends.map((send) => ({ order: send.sent_at ?? send.created_at, message: outgoing(send, from) })),
    ...inbound.map((record) => ({ order: record.received_at, message: incoming(record) })),
  ].sort((a, b) =>
    a.order === b.order ? a.message.id.localeCompare(b.message.id) : a.order < b.order ? -1 : 1,
  )
  const messages = entries.map((entry) => entry.message)
  return { pitch_id: pitchId, messages, unread: inbound.filter((m) => !m.read).length }
}

export function outgoing(send: SendRecord, from: { name: string; email: string }): ConversationMessage {
  return {
    id: send.send_id,
    direction: 'out',
    kind: send.kind,
    from,
    at: send.sent_at ?? send.created_at,
    subject: send.subject,
    text: send.body,
    quoted: null,
    html_url: null,
    attachments: [],
    read: true,
    status: send.status,
  }
}

const base = (record: InboundRecord) =>
  `/api/conversations/${encodeURIComponent(record.pitch_id)}/messages/${record.message_key}`

export function incoming(record: InboundRecord): ConversationMessage {
  return {
    id: record.message_key,
    direction: 'in',
    kind: record.kind,
    from: { name: record.from_name, email: record.from_email },
    at: record.at,
    subject: record.subject,
    text: record.text,
    quoted: record.quoted || null,
    html_url: record.html_key ? `${base(record)}/html` : null,
    attachments: record.attachments.map(
      (a): ConversationAttachment => ({
        id: a.id,
        filename: a.filename,
        content_type: a.content_type,
        size: a.size,
        url: a.key ? `${base(record)}/attachments/${a.id}` : null,
        refused: a.refused ?? null,
      }),
    ),
    read: record.read,
    status: null,
  }
}
