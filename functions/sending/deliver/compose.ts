import type { Deps } from '../../ports/deps'
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

/** Who a founder's messages come from: their sender name on the shared From address. */
export async function senderOf(deps: Pick<Deps, 'store' | 'settings'>, userId: string) {
  return { name: await senderName(deps, userId), address: deps.settings.mailFrom }
}

/**
 * The MIME of a recorded send, from the record alone (so a redelivery writes the same message): the
 * founder's name on the shared From address, the send's own Reply-To token, its thread, and the
 * one-click unsubscribe link every message carries.
 */
export async function composeSend(deps: Pick<Deps, 'store' | 'settings'>, send: SendRecord, date: Date) {
  return buildMessage({
    from: await senderOf(deps, send.user_id),
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
}
