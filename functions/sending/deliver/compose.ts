import type { Deps } from '../../ports/deps'
import { buildMessage } from '../message-builder'
import type { SendRecord } from '../records'
import { senderOf } from '../sender-settings'

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

// Who a founder's messages come from: one rule for every send (sender-settings.ts).
export { senderOf }

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
