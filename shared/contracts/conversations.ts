import type { MailKind, SendKind, SendStatus } from '../domain/sending'
import { PathId } from './ids'
import { PageQuery } from './pages'
import * as z from './zod'

export const REPLY_BODY_MAX = 20_000
export const REPLY_BODY_REQUIRED = 'Write your answer first'
export const NOTHING_TO_ANSWER = 'The journalist has not written yet: there is nothing to answer'
export const MESSAGE_NOT_FOUND = 'Message not found'
export const ATTACHMENT_NOT_FOUND = 'Attachment not found'

/**
 * What the founder can answer: what a person (or their mail system, on their behalf) wrote, not a
 * bounce. The server refuses an answer to anything else; the app shows the answer box only then.
 */
export const ANSWERABLE_KINDS: ReadonlySet<string> = new Set<MailKind>([
  'human_reply',
  'out_of_office',
  'auto_reply',
])

/** The founder's answer in a pitch's conversation: plain text, as a mail client writes it. */
export const ReplyRequest = z.strictObject({
  body: z.string({ error: REPLY_BODY_REQUIRED }).check(
    z.refine((text) => text.trim().length > 0, { error: REPLY_BODY_REQUIRED }),
    z.maxLength(REPLY_BODY_MAX, { error: `Your answer is at most ${REPLY_BODY_MAX} characters` }),
  ),
})
export type ReplyRequest = z.infer<typeof ReplyRequest>

export const INBOX_FILTERS = ['unread', 'needs_answer', 'all'] as const
export type InboxFilter = (typeof INBOX_FILTERS)[number]

export const InboxQuery = z.strictObject({
  ...PageQuery.shape,
  filter: z.optional(z.enum(INBOX_FILTERS, { error: 'filter is unread, needs_answer or all' })),
})
export type InboxQuery = z.infer<typeof InboxQuery>

/** `/api/inbox/{pitchId}/…` */
export const InboxParams = z.strictObject({ pitchId: PathId })
/** `/api/conversations/{pitchId}/messages/{messageId}/…` */
export const ConversationMessageParams = z.strictObject({ pitchId: PathId, messageId: PathId })
export const AttachmentParams = z.strictObject({ pitchId: PathId, messageId: PathId, attachmentId: PathId })
/** A message's HTML leaves remote images out unless asked: `?images=show`. */
export const MessageHtmlQuery = z.strictObject({
  images: z.optional(z.enum(['show'], { error: 'images is show, or absent' })),
})

export interface ConversationAttachment {
  id: string
  filename: string
  content_type: string
  size: number
  /** Where the founder's token downloads it; null when it was not kept (`refused` says why). */
  url: string | null
  refused: string | null
}

/** One message of a pitch's thread: what the founder sent, or what came back. */
export interface ConversationMessage {
  id: string
  direction: 'out' | 'in'
  /** Out: pitch, follow_up, message, reply (the founder's answer). In: what the classifier found. */
  kind: SendKind | MailKind
  from: { name: string; email: string }
  at: string
  subject: string
  /** The sender's own words. */
  text: string
  /** The history it quotes, folded away by the app; null when it quotes nothing. */
  quoted: string | null
  /** The sanitised HTML view (the founder's token reads it); null for a message without HTML. */
  html_url: string | null
  attachments: ConversationAttachment[]
  read: boolean
  /** Out: what became of the send (queued, sent, failed…); null for what came back. */
  status: SendStatus | null
}

export interface Conversation {
  pitch_id: string
  /** In time order, oldest first. */
  messages: ConversationMessage[]
  unread: number
}

export interface InboxConversation {
  pitch_id: string
  subject: string
  journalist: { name: string; publication: string; email: string | null }
  /** When mail last came back on it. */
  last_inbound_at: string
  last_reply_at: string | null
  /** The first words of the latest person's reply. */
  snippet: string | null
  unread: number
  /** A person wrote last: the founder has not answered since. */
  needs_answer: boolean
}

export interface Inbox {
  conversations: InboxConversation[]
  /** Unread replies over every conversation, whatever the filter. */
  unread: number
  nextCursor: string | null
}
