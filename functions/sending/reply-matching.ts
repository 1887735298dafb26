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
  /**
   * Where the evidence is weak and points at several founders: the sends it could answer, one founder's
   * as likely as another's. None of them is credited; each founder's follow-ups to the journalist hold.
   */
  candidates?: SendRecord[]
}

/** How far back a send counts as weak evidence: a sender or domain pitched long ago names nobody now. */
export const WEAK_EVIDENCE_DAYS = 30

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

type MatchDeps = Pick<Deps, 'store' | 'settings' | 'now'>

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
  // Sends to the sender's domain, newest first (gsi1): those that went out lately can be answered.
  const since = new Date(deps.now().getTime() - WEAK_EVIDENCE_DAYS * 86_400_000).toISOString()
  const { data } = await deps.store.sends.query
    .byRecipientDomain({ to_domain: domain })
    .where(
      (a, op) =>
        `(${op.eq(a.status, 'sent')} OR ${op.eq(a.status, 'bounced')}) AND ${op.gte(a.created_at, since)}`,
    )
    .go({ order: 'desc', pages: 'all' })
  const fromSender = data.filter((send) => send.to_email === from)
  if (fromSender.length) return await weakMatch(deps, mail, 'sender', fromSender)
  if (data.length && !PERSONAL_DOMAINS.has(domain)) return await weakMatch(deps, mail, 'domain', data)
  return undefined
}

/**
 * A sender's address or domain names a founder only when one founder wrote there lately, or when the
 * message names the company of exactly one of those who did; otherwise it names none of them.
 */
async function weakMatch(
  deps: MatchDeps,
  mail: Mail,
  by: 'sender' | 'domain',
  sends: SendRecord[],
): Promise<Match> {
  const newest = sends[0] as SendRecord
  const founders = new Set(sends.map((send) => send.user_id))
  if (founders.size === 1) return { send: newest, by, soleFounder: true }
  const named = await foundersNamedIn(deps, `${mail.subject}\n${mail.text}`, sends)
  const [only] = named
  if (named.length === 1 && only) {
    const send = sends.find((s) => s.user_id === only) ?? newest
    return { send, by, soleFounder: true }
  }
  return { send: newest, by, soleFounder: false, candidates: sends }
}

/** The founders among those the sends came from whose company the text names (as a whole word). */
async function foundersNamedIn(deps: MatchDeps, text: string, sends: SendRecord[]): Promise<string[]> {
  const named = new Set<string>()
  const seen = new Set<string>()
  for (const send of sends) {
    if (!send.pitch_id || seen.has(send.user_id)) continue
    seen.add(send.user_id)
    const { data: pitch } = await deps.store.pitches
      .get({ user_id: send.user_id, pitch_id: send.pitch_id })
      .go()
    if (!pitch) continue
    const { data: company } = await deps.store.companies
      .get({ user_id: send.user_id, company_id: pitch.company_id })
      .go()
    const name = company?.name.trim()
    if (name && name.length >= 3 && new RegExp(`\\b${escapeRegExp(name)}\\b`, 'i').test(text))
      named.add(send.user_id)
  }
  return [...named]
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
