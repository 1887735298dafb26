import { type SESv2Client, SESv2ServiceException, SendEmailCommand } from '@aws-sdk/client-sesv2'
import { type Mailer, MailNotSentError, PermanentMailError } from '../../ports/mailer'

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
 * Retried (as MailNotSentError: SES answered, so it did not take the message): TooManyRequestsException
 * and LimitExceededException (rate and quota pass with time), InternalServiceErrorException, and
 * SendingPausedException: a pause is switched off by the operator or by SES, and the message itself was
 * fine, so it goes back to the queue and, past its retries, to the dead-letter queue from which it can
 * be redriven once resumed. So is a connection that was never made. Anything else (a timeout or a reset
 * once the request went out) is rethrown as is: SES may have taken the message, and the sender does
 * not try again (deliverSend), as SES would send it twice.
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
        if (error instanceof SESv2ServiceException || neverConnected(error))
          throw new MailNotSentError(`SES did not take ${mail.messageId}: ${String(error)}`, { cause: error })
        throw error
      }
    },
  }
}

/** Failures before any byte of the request left: no connection, no address for the host. */
const NO_CONNECTION = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH'])

function neverConnected(error: unknown) {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  // The SDK's connection timeout: "Socket timed out without establishing a connection".
  return (
    (typeof code === 'string' && NO_CONNECTION.has(code)) ||
    /without establishing a connection/.test(error.message)
  )
}
