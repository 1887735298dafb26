import { type ParsedMail, simpleParser } from 'mailparser'
import { freshText } from './quotes'

/** The parts of an inbound message the classifier reads, decoded once. */
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
  /** The readable body with any inline delivery report; quoted and returned messages included. */
  text: string
  /** What the sender wrote above any quoted or returned message. */
  fresh: string
  /** Machine-readable report parts (delivery-status, feedback-report, disposition-notification). */
  reports: { type: string; content: string }[]
}

const REPORT_PART = /^message\/(global-)?(delivery-status|feedback-report|disposition-notification)$/i

export async function readMail(raw: string | Buffer): Promise<Mail> {
  let parsed = await simpleParser(raw)
  // Some stores keep a message with blank lines in front, which hides every header from a strict
  // parser; such a message is read again without them.
  if (!parsed.headerLines.some((h) => h.key)) {
    const text = Buffer.isBuffer(raw) ? raw.toString('latin1') : raw
    const trimmed = text.replace(/^\s+/, '')
    if (trimmed !== text) parsed = await simpleParser(Buffer.from(trimmed, 'latin1'))
  }
  return toMail(parsed)
}

function toMail(parsed: ParsedMail): Mail {
  const header = (name: string) =>
    parsed.headerLines
      .filter((h) => h.key === name.toLowerCase())
      .map((h) =>
        h.line
          .slice(h.line.indexOf(':') + 1)
          .replace(/\r?\n[ \t]+/g, ' ')
          .trim(),
      )
      .join('\n')
  const contentType = parsed.headers.get('content-type') as
    | { value: string; params: Record<string, string> }
    | undefined
  const from = parsed.from?.value[0]
  const to = [parsed.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address?.toLowerCase() ?? ''))
  const text = bodyText(parsed)
  return {
    subject: (parsed.subject ?? '').trim(),
    fromAddress: from?.address?.toLowerCase() ?? '',
    fromName: from?.name ?? '',
    toAddresses: to.filter(Boolean),
    sentOn: sentOn(header('date'), parsed.date),
    header,
    contentType: contentType?.value?.toLowerCase() ?? '',
    reportType: contentType?.params?.['report-type']?.toLowerCase() ?? '',
    text,
    fresh: freshText(text),
    reports: parsed.attachments
      .filter((a) => REPORT_PART.test(a.contentType))
      .map((a) => ({ type: a.contentType.toLowerCase(), content: a.content.toString('utf8') })),
  }
}

function bodyText(parsed: ParsedMail): string {
  if (parsed.text?.trim()) return parsed.text
  if (typeof parsed.html === 'string') return htmlToText(parsed.html)
  return ''
}

function htmlToText(html: string): string {
  return html
    .replace(/<(style|script)[\s\S]*?<\/\1>/gi, '')
    .replace(/<(br|\/p|\/div|\/tr|\/h\d)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

// The header's own calendar day, not the UTC one: a note sent late in the evening in Tokyo is
// dated the day its author saw, and "back tomorrow" counts from that day.
function sentOn(dateHeader: string, date: Date | undefined): Mail['sentOn'] {
  const match = /(\d{1,2})\s+([a-z]{3})[a-z]*\.?\s+(\d{4})/i.exec(dateHeader)
  const month = match ? MONTHS.indexOf(match[2]?.toLowerCase() ?? '') + 1 : 0
  if (match && month) return { y: Number(match[3]), m: month, d: Number(match[1]) }
  if (!date || Number.isNaN(date.getTime())) return undefined
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() }
}
