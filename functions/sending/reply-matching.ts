import { addressTokensIn, escapeRegExp } from '../mail/address-tokens'
import type { Mail } from '../mail/message'
import type { Deps } from '../ports/deps'
import type { SendRecord } from './records'

export interface Match {
  send: SendRecord
  by: 'reply_token' | 'thread' | 'sender' | 'domain'
  /**
   * Whether the evidence names one founder: a token or a Message-ID always does; a sender or a domain
   * that several founders wrote to does not, so what the message says is shown to none of them.
   */
  soleFounder: boolean
}

/** Mail providers whose domain says nothing about where a journalist works. */
const PERSONAL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'mail.ru',
  'yandex.ru',
])

type MatchDeps = Pick<Deps, 'store' | 'settings'>

/**
 * Which send a received message answers, by the strongest evidence it carries: the send's reply
 * token in an address (a reply to Reply-To, or a bounce quoting the original), then the thread's
 * Message-IDs (In-Reply-To, References, or the original quoted in a bounce), then the sender's
 * address, then the sender's domain (a colleague answering for the journalist).
 */
export async function findRepliedSend(
  deps: MatchDeps,
  mail: Mail,
  rawText: string,
): Promise<Match | undefined> {
  for (const token of replyTokens(deps, rawText)) {
    // The send whose Reply-To carried this token (gsi2).
    const { data } = await deps.store.sends.query.byReplyToken({ reply_token: token }).go({ limit: 1 })
    if (data[0]) return { send: data[0], by: 'reply_token', soleFounder: true }
  }
  for (const messageId of threadIds(deps, mail, rawText)) {
    // The send with this Message-ID (gsi3).
    const { data } = await deps.store.sends.query.byMessageId({ message_id: messageId }).go({ limit: 1 })
    if (data[0]) return { send: data[0], by: 'thread', soleFounder: true }
  }
  const from = mail.fromAddress
  const domain = from.split('@')[1]
  if (!from || !domain) return undefined
  // Sends to the sender's domain, newest first (gsi1); only those that went out can be answered.
  const { data } = await deps.store.sends.query
    .byRecipientDomain({ to_domain: domain })
    .where((a, op) => `${op.eq(a.status, 'sent')} OR ${op.eq(a.status, 'bounced')}`)
    .go({ order: 'desc', pages: 'all' })
  const soleFounder = (sends: SendRecord[]) => new Set(sends.map((send) => send.user_id)).size === 1
  const fromSender = data.filter((send) => send.to_email === from)
  const bySender = fromSender[0]
  if (bySender) return { send: bySender, by: 'sender', soleFounder: soleFounder(fromSender) }
  if (data[0] && !PERSONAL_DOMAINS.has(domain))
    return { send: data[0], by: 'domain', soleFounder: soleFounder(data) }
  return undefined
}

const replyTokens = (deps: MatchDeps, rawText: string) =>
  addressTokensIn('reply', deps.settings.replyDomain, rawText)

function threadIds(deps: MatchDeps, mail: Mail, rawText: string): string[] {
  // A bounce carries the original message (or its headers) inside: its Message-ID is ours.
  const fromDomain = escapeRegExp(deps.settings.mailFrom.split('@')[1] ?? '')
  const quoted = [...rawText.matchAll(new RegExp(`<([^<>\\s]+@${fromDomain})>`, 'gi'))].map((m) => m[1] ?? '')
  return unique([...mail.threadIds, ...quoted].filter(Boolean))
}

const unique = <T>(items: T[]) => [...new Set(items)]
