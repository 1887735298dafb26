import { logger } from '../../platform/logger'
import type { Deps } from '../../ports/deps'
import { MailNotSentError, PermanentMailError } from '../../ports/mailer'
import type { SendRecord } from '../records'

/** Attempts at a transient failure before the send is given up as failed. */
export const MAX_SEND_ATTEMPTS = 5

export const INTERRUPTED = 'Delivery was interrupted and could not be confirmed'
const REFUSED = 'The mail service refused this message'
const NOT_TAKEN = 'The mail service did not take this message in several tries'

/**
 * What became of handing the message to the mailer: taken; given up, with the reason the founder
 * reads; or worth another try (the queue's next delivery), after the claim is released.
 */
export type Handoff =
  | { outcome: 'sent' }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'retry'; error: unknown }

/**
 * Hands one claimed send's message to the mailer. The provider may have taken the message although the
 * call failed (a timeout once the request went out): through one that does not deduplicate, a second
 * try could mail twice, and at most once beats twice (decision 005).
 */
export async function handToMailer(
  deps: Pick<Deps, 'mailer'>,
  claimed: SendRecord,
  { raw, from }: { raw: Buffer; from: string },
): Promise<Handoff> {
  try {
    await deps.mailer.send({
      from,
      to: claimed.to_email,
      messageId: claimed.message_id,
      raw,
      send: { userId: claimed.user_id, sendId: claimed.send_id },
    })
    return { outcome: 'sent' }
  } catch (error) {
    const refused = error instanceof PermanentMailError
    const unknown = !refused && !deps.mailer.deduplicates && !(error instanceof MailNotSentError)
    if (refused || unknown || claimed.attempts >= MAX_SEND_ATTEMPTS) {
      logger.warn('send failed', { sendId: claimed.send_id, error: String(error) })
      return { outcome: 'failed', reason: refused ? REFUSED : unknown ? INTERRUPTED : NOT_TAKEN }
    }
    return { outcome: 'retry', error }
  }
}
