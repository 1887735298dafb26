import { type SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2'
import { type Mailer, PermanentMailError } from '../../ports/mailer'

/**
 * SES refusals that the same request would meet again on every retry the queue can make (minutes
 * apart), so the send is marked failed at once instead of cycling to the dead-letter queue:
 * - MessageRejected: SES refused this message (a virus, a sender SES will not accept).
 * - BadRequestException: the request itself is invalid (a malformed address, a bad header).
 * - MailFromDomainNotVerifiedException: the sender's MAIL FROM domain is not verified; fixing it is
 *   an operator's DNS change, never a matter of minutes.
 * - AccountSuspendedException: sending is suspended for the account until AWS reviews it (days).
 * - NotFoundException: the configuration set or identity named in the request does not exist.
 *
 * Retried (rethrown as is): TooManyRequestsException and LimitExceededException (rate and quota pass
 * with time), InternalServiceErrorException and network failures, and SendingPausedException: a pause
 * is switched off by the operator or by SES, and the message itself was fine, so it goes back to the
 * queue and, past its retries, to the dead-letter queue from which it can be redriven once resumed.
 */
const PERMANENT_REFUSALS = new Set([
  'MessageRejected',
  'BadRequestException',
  'MailFromDomainNotVerifiedException',
  'AccountSuspendedException',
  'NotFoundException',
])

/** Sends the built MIME unchanged through SES v2 (SendEmail with raw content). */
export function sesMailer(options: { client: SESv2Client; configurationSet?: string }): Mailer {
  const { client, configurationSet } = options
  return {
    // SES gives every accepted message a new identity: a repeated call is a second e-mail.
    deduplicates: false,
    async send(mail) {
      try {
        await client.send(
          new SendEmailCommand({
            FromEmailAddress: mail.from,
            Destination: { ToAddresses: [mail.to] },
            Content: { Raw: { Data: mail.raw } },
            ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
          }),
        )
      } catch (error) {
        if (error instanceof Error && PERMANENT_REFUSALS.has(error.name))
          throw new PermanentMailError(`SES refused ${mail.messageId}: ${error.name}: ${error.message}`, {
            cause: error,
          })
        throw error
      }
    },
  }
}
