import { type Mail, receivedIdOf } from '../mail/message'
import { splitQuoted } from '../mail/quotes'
import { AppError } from '../platform/errors'
import { logger } from '../platform/logger'
import type { Deps } from '../ports/deps'
import { answerConversation } from './answer'

type FounderAnswerDeps = Pick<
  Deps,
  'store' | 'settings' | 'now' | 'mailer' | 'mailDomains' | 'scheduler' | 'queue' | 'metrics'
>

export type FounderAnswerOutcome =
  | 'sent'
  | 'not_a_forward'
  | 'not_the_founder'
  | 'automatic'
  | 'empty'
  /** The pitch is gone, or has no address any more: there is nobody to send it to. */
  | 'refused'

/**
 * The founder answered a forward from their own mail: the words above the quoted forward go to the
 * journalist as the founder's answer in the pitch's thread, through the same pipeline as an answer
 * written in the app (its Message-ID is its idempotency key, so a redelivery sends nothing again).
 * Only from the founder's own address, only what a person wrote (their mail system's out-of-office
 * answering the forward is dropped), and never taken for a journalist's reply.
 */
export async function receiveFounderAnswer(
  deps: FounderAnswerDeps,
  mail: Mail,
  token: string,
  personal: boolean,
  raw: Buffer,
): Promise<FounderAnswerOutcome> {
  // The forward whose Reply-To carried this token (gsi2).
  const { data } = await deps.store.conversationForwards.query.byToken({ token }).go({ limit: 1 })
  const forward = data[0]
  if (!forward) return 'not_a_forward'
  const { data: profile } = await deps.store.profiles.get({ user_id: forward.user_id }).go()
  if (!profile || profile.email.toLowerCase() !== mail.fromAddress) {
    logger.warn('an answer to a forward came from another address; dropped')
    return 'not_the_founder'
  }
  if (!personal) return 'automatic'
  const body = splitQuoted(mail.text).fresh.trim()
  if (!body) return 'empty'
  const key = `mail:${receivedIdOf(mail, raw)}`
  // The send queue's consumer delivers it: the inbound Lambda neither sends as the founder nor schedules.
  try {
    await answerConversation(deps, forward.user_id, forward.pitch_id, {
      body,
      idempotencyKey: key,
      queued: true,
    })
  } catch (error) {
    // Refused as the app would refuse it (the pitch deleted since): trying the message again cannot help.
    if (error instanceof AppError) return 'refused'
    throw error
  }
  return 'sent'
}
