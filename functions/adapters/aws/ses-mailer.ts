import { setTimeout as sleep } from 'node:timers/promises'
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
 * Retried (as MailNotSentError): refusals SES answered as the caller's fault (`$fault: 'client'`), so it
 * did not take the message: TooManyRequestsException and LimitExceededException (rate and quota pass
 * with time; the adapter itself waits and asks again a few times first) and SendingPausedException: a
 * pause is switched off by the operator or by SES, and the message itself was fine, so it goes back to
 * the queue, which tries it again until deliverSend's last attempt marks it failed. So is a connection
 * that was never made. Anything else (a server error, a timeout or a reset once the
 * request went out) is rethrown as is: SES may have taken the message, and the sender does not try
 * again (deliverSend), as SES would send it twice.
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
      const command = new SendEmailCommand({
        FromEmailAddress: mail.from,
        Destination: { ToAddresses: [mail.to] },
        Content: { Raw: { Data: mail.raw } },
        ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
      })
      for (let attempt = 1; ; attempt++) {
        try {
          await client.send(command)
          return
        } catch (error) {
          if (error instanceof Error && PERMANENT_REFUSALS.has(error.name))
            throw new PermanentMailError(`SES refused ${mail.messageId}: ${error.name}: ${error.message}`, {
              cause: error,
            })
          const notTaken =
            (error instanceof SESv2ServiceException && error.$fault === 'client') || neverConnected(error)
          if (!notTaken) throw error
          if (!(error instanceof Error && RATE_LIMITS.has(error.name)) || attempt >= RATE_LIMIT_TRIES)
            throw new MailNotSentError(`SES did not take ${mail.messageId}: ${String(error)}`, {
              cause: error,
            })
          await sleep(RATE_LIMIT_WAIT_MS * 2 ** (attempt - 1))
        }
      }
    },
  }
}

/** SES's rate and quota refusals: asked again here, after a short wait, before the queue's retry. */
const RATE_LIMITS = new Set(['TooManyRequestsException', 'LimitExceededException'])
const RATE_LIMIT_TRIES = 3
const RATE_LIMIT_WAIT_MS = 200

/** Failures before any byte of the request left: no connection, no address for the host. */
const NO_CONNECTION = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH'])

function neverConnected(error: unknown): boolean {
  // Node tries each of a host's addresses in turn and reports every failure together.
  if (error instanceof AggregateError && error.errors.length > 0) return error.errors.every(neverConnected)
  if (!(error instanceof Error)) return false
  const { code, syscall } = error as { code?: unknown; syscall?: unknown }
  // An errno counts only from connecting or resolving: on an open connection it may come mid-request.
  if (typeof code === 'string' && NO_CONNECTION.has(code))
    return syscall === 'connect' || syscall === 'getaddrinfo'
  // The SDK's connection timeout (connectionTimeout in the wiring): the socket never connected.
  return /did not establish a connection/.test(error.message)
}
