import { ATTACHMENT_NOT_FOUND, MESSAGE_NOT_FOUND } from '../../shared/contracts/conversations'
import { NotFoundError } from '../platform/errors'
import type { Deps } from '../ports/deps'
import { type SanitizedMail, sanitizeMailHtml } from './sanitize'
import { ownPitch } from './thread'

type FileDeps = Pick<Deps, 'store' | 'blobs'>

async function ownMessage(deps: FileDeps, userId: string, pitchId: string, messageId: string) {
  await ownPitch(deps, userId, pitchId)
  const { data } = await deps.store.conversationMessages
    .get({ user_id: userId, pitch_id: pitchId, message_key: messageId })
    .go()
  if (!data) throw new NotFoundError(MESSAGE_NOT_FOUND)
  return data
}

/** A received message's HTML, sanitised as it is read: remote images only when the founder asks. */
export async function messageHtml(
  deps: FileDeps,
  userId: string,
  ids: { pitchId: string; messageId: string },
  remoteImages: boolean,
): Promise<SanitizedMail> {
  const message = await ownMessage(deps, userId, ids.pitchId, ids.messageId)
  const html = message.html_key ? await deps.blobs.getText(message.html_key) : undefined
  if (html === undefined) throw new NotFoundError(MESSAGE_NOT_FOUND)
  return sanitizeMailHtml(html, { remoteImages })
}

/** A kept file of a received message, with the type its bytes were found to be. */
export async function attachmentFile(
  deps: FileDeps,
  userId: string,
  ids: { pitchId: string; messageId: string; attachmentId: string },
) {
  const message = await ownMessage(deps, userId, ids.pitchId, ids.messageId)
  const attachment = message.attachments.find((a) => a.id === ids.attachmentId)
  const bytes = attachment?.key ? await deps.blobs.getBytes(attachment.key) : undefined
  if (!attachment || !bytes) throw new NotFoundError(ATTACHMENT_NOT_FOUND)
  return { bytes, filename: attachment.filename, contentType: attachment.content_type }
}
