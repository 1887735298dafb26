import type { Deps } from '../../ports/deps'
import { ownFromAddress } from '../identity/sending-domain'
import { buildMessage } from '../message-builder'
import type { SendRecord } from '../records'
import { senderName } from '../sender-settings'

/**
 * Thrown (and logged) when the links in e-mails have no address: the send is tried again by its queue,
 * and marked failed after its last try, never sent with a dead unsubscribe link.
 */
export const NO_LINK_BASE =
  'The links in e-mails have no address: deploy with -c appUrl=https://… (MAIL_LINK_URL); nothing is sent until then'

export function unsubscribeUrl(deps: Pick<Deps, 'settings'>, token: string) {
  const base = deps.settings.linkBaseUrl
  if (!base) throw new Error(NO_LINK_BASE)
  return `${base.replace(/\/$/, '')}/api/unsubscribe/${token}`
}

/**
 * Who a founder's messages come from, for every kind of send (a pitch, a follow-up, a bulk message, an
 * answer in a conversation): their sender name at the address they chose on their own verified domain;
 * until then "<name> via Pressroom" on the shared From address (decision 043).
 */
export async function senderOf(deps: Pick<Deps, 'store' | 'settings'>, userId: string) {
  const [name, own] = await Promise.all([senderName(deps, userId), ownFromAddress(deps, userId)])
  if (own) return { name, address: own }
  return { name: name === 'Pressroom' ? name : `${name} via Pressroom`, address: deps.settings.mailFrom }
}

/**
 * The MIME of a recorded send, from the record alone (so a redelivery writes the same message): the
 * founder's sender (senderOf), the send's own Reply-To token, its thread, and the
 * one-click unsubscribe link every message carries.
 */
export async function composeSend(deps: Pick<Deps, 'store' | 'settings'>, send: SendRecord, date: Date) {
  const from = await senderOf(deps, send.user_id)
  const raw = await buildMessage({
    from,
    to: { name: send.to_name, address: send.to_email },
    replyTo: `reply+${send.reply_token}@${deps.settings.replyDomain}`,
    subject: send.subject,
    body: send.body,
    messageId: send.message_id,
    inReplyTo: send.in_reply_to,
    references: send.references,
    unsubscribeUrl: unsubscribeUrl(deps, send.unsubscribe_token ?? send.reply_token),
    date,
  })
  // The envelope's sender is the From address: SES sends (and DKIM-signs) as its identity.
  return { raw, from: from.address }
}
