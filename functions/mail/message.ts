import { createHash } from 'node:crypto'
import PostalMime, { type Address, type Attachment, type Email, type Mailbox } from 'postal-mime'
import { htmlToText, isUtf7, utf7ToText, windows1252Controls } from './body-text'
import { asFixed, asSent, decodeFlowed, type Flowed, flowedIn } from './flowed'
import { freshText } from './quotes'

/** The parts of an inbound message the classifier and reply matching read, decoded once. */
export interface Mail {
  subject: string
  fromAddress: string
  fromName: string
  toAddresses: string[]
  /** The calendar day the Date header names, in the sender's own time zone. */
  sentOn?: { y: number; m: number; d: number }
  /** Every value of a header, unfolded and joined by newlines; '' when absent. */
  header(name: string): string
  contentType: string
  reportType: string
  /**
   * The readable body, then any delivery status fields; quoted and forwarded messages included,
   * the message a report returns not (it is an attachment of the report).
   */
  text: string
  /** What the sender wrote above any quoted or returned message. */
  fresh: string
  /** Machine-readable report parts (delivery-status, feedback-report, disposition-notification). */
  reports: { type: string; content: string }[]
  /** The Message-ID in angle brackets, as it identifies a received message; '' when absent. */
  messageId: string
  /** The Message-IDs of In-Reply-To, then of References, without angle brackets. */
  threadIds: string[]
  /** The Message-IDs of References alone, in order, without angle brackets. */
  references: string[]
  /** When the Date header says it was sent, as an ISO time; undefined when it names no time. */
  sentAt?: string
  /** The HTML part as sent (never shown as it is: see functions/conversations/sanitize.ts). */
  html: string
  /** Files the sender attached: every part that is not a body or a machine report. */
  attachments: MailAttachment[]
}

/** A received message's identity: its Message-ID, or without one the hash of its bytes (a redelivery's are the same). */
export const receivedIdOf = (mail: Pick<Mail, 'messageId'>, raw: Uint8Array) =>
  mail.messageId || createHash('sha256').update(raw).digest('hex')

export interface MailAttachment {
  filename: string
  /** As the sender declared it; what the bytes are is checked before anything is kept. */
  declaredType: string
  contentId?: string
  inline: boolean
  bytes: Uint8Array
}

const REPORT_PART = /^message\/(global-)?(delivery-status|feedback-report|disposition-notification)$/i
const DELIVERY_STATUS = /^message\/(global-)?delivery-status$/i

export async function readMail(raw: string | Buffer): Promise<Mail> {
  const original = Buffer.isBuffer(raw) ? raw.toString('latin1') : raw
  // Some stores keep a message with blank lines in front, which hides every header from a strict
  // parser; such a message is read without them.
  const rawText = original.replace(/^[\r\n\t ]+/, '')
  const flowed = flowedIn(rawText)
  const input = flowed ? asFixed(rawText) : rawText
  const parsed = await PostalMime.parse(
    input === original ? raw : Buffer.isBuffer(raw) ? Buffer.from(input, 'latin1') : input,
  )
  return toMail(parsed, rawText, flowed)
}

function toMail(parsed: Email, rawText: string, flowed: Flowed | undefined): Mail {
  const headerLines = flowed
    ? parsed.headerLines.map((h) => ({ key: h.key, line: asSent(h.line) }))
    : parsed.headerLines
  const header = (name: string) =>
    headerLines
      .filter((h) => h.key === name.toLowerCase())
      .map((h) =>
        h.line
          .slice(h.line.indexOf(':') + 1)
          .replace(/\r?\n[ \t]+/g, ' ')
          .trim(),
      )
      .join('\n')
  const contentType = header('content-type').split('\n')[0] ?? ''
  const from = mailboxes(parsed.from ? [parsed.from] : [])[0]
  const reports = parsed.attachments
    .filter((a) => REPORT_PART.test(a.mimeType))
    .map((a) => ({ type: a.mimeType.toLowerCase(), content: contentOf(a) }))
  const text = bodyText(parsed, reports, { utf7: isUtf7(rawText), flowed })
  return {
    subject: windows1252Controls(parsed.subject ?? '').trim(),
    fromAddress: from?.address.toLowerCase() ?? '',
    fromName: windows1252Controls(from?.name ?? ''),
    toAddresses: mailboxes(parsed.to ?? [])
      .map((m) => m.address.toLowerCase())
      .filter(Boolean),
    sentOn: sentOn(header('date'), parsed.date),
    header,
    contentType: (contentType.split(';')[0] ?? '').trim().toLowerCase(),
    reportType: (/;\s*report-type\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1] ?? '').toLowerCase(),
    text,
    fresh: freshText(text),
    reports,
    messageId: messageIdOf(parsed.messageId),
    threadIds: [...idsIn(parsed.inReplyTo), ...idsIn(parsed.references)],
    references: idsIn(parsed.references),
    sentAt: isoTime(parsed.date),
    html: parsed.html ?? '',
    attachments: parsed.attachments.filter((a) => !REPORT_PART.test(a.mimeType)).map(toAttachment),
  }
}

function toAttachment(attachment: Attachment): MailAttachment {
  const { content } = attachment
  const bytes =
    typeof content === 'string'
      ? Buffer.from(content, attachment.encoding === 'base64' ? 'base64' : 'utf8')
      : new Uint8Array(content)
  return {
    filename: windows1252Controls(attachment.filename ?? '').trim(),
    declaredType: attachment.mimeType.toLowerCase(),
    contentId: attachment.contentId,
    inline: attachment.disposition === 'inline' || attachment.related === true,
    bytes,
  }
}

function isoTime(value: string | undefined): string | undefined {
  const date = value ? new Date(value) : undefined
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined
}

/**
 * The text parts (HTML ones read as text when a message has nothing else), then the delivery
 * status fields, where a mail reader shows them: under the notice, before the returned message.
 */
function bodyText(
  parsed: Email,
  reports: Mail['reports'],
  read: { utf7: boolean; flowed: Flowed | undefined },
): string {
  let text = (parsed.text ?? '').replace(/\r\n?/g, '\n')
  if (read.flowed) text = decodeFlowed(asSent(text), read.flowed)
  // Exchange writes its notices in UTF-7, which TextDecoder does not know.
  if (read.utf7) text = utf7ToText(text)
  if (!text.trim() && parsed.html) text = htmlToText(parsed.html)
  const statuses = reports.filter((r) => DELIVERY_STATUS.test(r.type)).map((r) => r.content)
  return windows1252Controls([text, ...statuses].filter(Boolean).join('\n'))
}

function mailboxes(addresses: Address[]): Mailbox[] {
  return addresses.flatMap((a) => (a.group === undefined ? [a] : a.group))
}

function contentOf(attachment: Attachment): string {
  const { content } = attachment
  return typeof content === 'string' ? content : new TextDecoder().decode(content)
}

// As the id was kept before: the header's value, in angle brackets.
function messageIdOf(value: string | undefined): string {
  const id = value?.trim() ?? ''
  if (!id) return ''
  return `${id.startsWith('<') ? '' : '<'}${id}${id.endsWith('>') ? '' : '>'}`
}

function idsIn(value: string | undefined): string[] {
  if (!value) return []
  const bracketed = [...value.matchAll(/<([^<>\s]+)>/g)].map((m) => m[1] ?? '')
  return bracketed.length ? bracketed : value.split(/[\s,]+/).filter(Boolean)
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

// The header's own calendar day, not the UTC one: a note sent late in the evening in Tokyo is
// dated the day its author saw, and "back tomorrow" counts from that day.
function sentOn(dateHeader: string, parsedDate: string | undefined): Mail['sentOn'] {
  const match = /(\d{1,2})\s+([a-z]{3})[a-z]*\.?\s+(\d{4})/i.exec(dateHeader)
  const month = match ? MONTHS.indexOf(match[2]?.toLowerCase() ?? '') + 1 : 0
  if (match && month) return { y: Number(match[3]), m: month, d: Number(match[1]) }
  const date = parsedDate ? new Date(parsedDate) : undefined
  if (!date || Number.isNaN(date.getTime())) return undefined
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() }
}
