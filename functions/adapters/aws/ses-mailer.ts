import type { LookupFunction } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import type { SESv2ClientConfig } from '@aws-sdk/client-sesv2'
import { NodeHttpHandler } from '@smithy/node-http-handler'
import { MESSAGE_TAGS, tagValue } from '../../../events/ses-delivery-event'
import { type Mailer, MailNotSentError, PermanentMailError } from '../../ports/mailer'
import { firstUse } from './first-use'
import { connectionAgents, failedBeforeConnecting, NeverConnected } from './ses-connections'

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
 * Retried (as MailNotSentError): refusals SES answered as the caller's fault (`$fault: 'client'`, a
 * 4xx), so it did not take the message: TooManyRequestsException and LimitExceededException (rate and
 * quota pass with time; the adapter itself waits and asks again a few times first) and
 * SendingPausedException: a pause is switched off by the operator or by SES, and the message itself was
 * fine, so it goes back to the queue, which tries it again until deliverSend's last attempt marks it
 * failed. So is a connection that was never made. Anything else (a server error, a timeout or a reset
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

/**
 * How long SES has. A connection (TCP, and TLS over it) not made within `connectionTimeout` sent
 * nothing; an attempt whose answer has not begun within `requestTimeout` of its start is an unknown
 * outcome, and so is an answer that then stops for as long. A send gives up asking again after a rate
 * limit once another attempt could end after `sendWithin`.
 */
export interface SesTimeouts {
  connectionTimeout: number
  requestTimeout: number
  sendWithin: number
}

export interface SesMailerOptions {
  region: string
  /** A loopback fake's address in tests; the region's endpoint otherwise. */
  endpoint?: string
  /** Static keys in tests; the SDK's default chain (in a Lambda, its role's) otherwise. */
  credentials?: SESv2ClientConfig['credentials']
  configurationSet?: string
  timeouts: SesTimeouts
  /** How SES's name is looked up: the system's resolver, or in tests one that fails or never answers. */
  lookup?: LookupFunction
}

/**
 * Sends the built MIME unchanged through SES v2 (SendEmail with raw content) with the SDK's client,
 * made on the first send, one attempt per call: a retry after an unknown outcome could mail twice
 * (decision 005). What decision 005 needs of it, a connection never made told from a request gone
 * unanswered, the SDK's own handler does not say; its agents do (ses-connections.ts, decision 028).
 * The client is imported with the first send too: in a Lambda's bundle it is a chunk of its own
 * (decision 044), which a cold start whose request sends nothing never reads.
 */
export function sesMailer(options: SesMailerOptions): Mailer {
  const { configurationSet, timeouts } = options
  const ses = firstUse(
    () => import('./sesv2-sdk'),
    (sdk) =>
      new sdk.SESv2Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        ...(options.credentials ? { credentials: options.credentials } : {}),
        maxAttempts: 1,
        requestHandler: new NodeHttpHandler({
          connectionTimeout: timeouts.connectionTimeout,
          requestTimeout: timeouts.requestTimeout,
          throwOnRequestTimeout: true,
          // Bounds an answer whose body stops once it has begun (a 2xx, a refusal). Counted from the
          // connection, it passes neither before the requestTimeout, counted from the attempt's start, nor
          // during a TLS handshake, which the agents end within the connection timeout (at most as long).
          socketTimeout: timeouts.requestTimeout,
          ...connectionAgents(timeouts.connectionTimeout, options.lookup),
        }),
      }),
  )
  return {
    // SES gives every accepted message a new identity: a repeated call is a second e-mail.
    deduplicates: false,
    async send(mail) {
      // Nothing went out yet: a client that cannot be loaded is a message never sent.
      const { sdk, client } = await ses().catch((error: unknown) => {
        throw new MailNotSentError(`SES did not take ${mail.messageId}: ${String(error)}`, { cause: error })
      })
      const command = new sdk.SendEmailCommand({
        FromEmailAddress: mail.from,
        Destination: { ToAddresses: [mail.to] },
        Content: { Raw: { Data: mail.raw } },
        ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
        // Name the send in the configuration set's delivery events (functions/jobs/delivery-events.ts).
        ...(mail.send
          ? {
              EmailTags: [
                { Name: MESSAGE_TAGS.user, Value: tagValue(mail.send.userId) },
                { Name: MESSAGE_TAGS.send, Value: tagValue(mail.send.sendId) },
              ],
            }
          : {}),
      })
      const started = Date.now()
      for (let attempt = 1; ; attempt++) {
        try {
          await client.send(command)
          return
        } catch (error) {
          const status = statusOf(error)
          // A 2xx is SES's word that it took the message, whatever became of the rest of its answer.
          if (status !== undefined && status >= 200 && status < 300) return
          if (error instanceof Error && PERMANENT_REFUSALS.has(error.name))
            throw new PermanentMailError(`SES refused ${mail.messageId}: ${error.name}: ${error.message}`, {
              cause: error,
            })
          const never = neverConnected(error)
          if (!never && !refusedAsCaller(error, status, sdk.SESv2ServiceException)) throw error
          const wait = RATE_LIMIT_WAIT_MS * 2 ** (attempt - 1)
          const another =
            error instanceof Error &&
            RATE_LIMITS.has(error.name) &&
            attempt < RATE_LIMIT_TRIES &&
            Date.now() - started + wait + timeouts.requestTimeout <= timeouts.sendWithin
          if (!another) {
            const cause =
              never && !(error instanceof NeverConnected)
                ? new NeverConnected(describe(error), { cause: error })
                : error
            throw new MailNotSentError(`SES did not take ${mail.messageId}: ${String(cause)}`, { cause })
          }
          await sleep(wait)
        }
      }
    },
  }
}

/** SES's rate and quota refusals: asked again here, after a short wait, before the queue's retry. */
const RATE_LIMITS = new Set(['TooManyRequestsException', 'LimitExceededException'])
const RATE_LIMIT_TRIES = 3
const RATE_LIMIT_WAIT_MS = 200

/** The status SES answered with, when it did (the SDK keeps it on a failure to read its answer too). */
const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode

/** SES refused it as the caller's fault; a 4xx whose body was cut short is still SES's refusal. */
const refusedAsCaller = (
  error: unknown,
  status: number | undefined,
  serviceException: typeof import('./sesv2-sdk').SESv2ServiceException,
) =>
  error instanceof serviceException
    ? error.$fault === 'client'
    : status !== undefined && status >= 400 && status < 500

/**
 * Nothing left for SES: the connection failed before it was made (the agents' record, which holds
 * their own TLS timeout), the SDK's connection timeout passed (its own words, as it gives no code), or
 * there were no credentials to sign with.
 */
function neverConnected(error: unknown): boolean {
  if (failedBeforeConnecting(error)) return true
  if (!(error instanceof Error)) return false
  if (error.name === 'TimeoutError' && /did not establish a connection/.test(error.message)) return true
  return error.name === 'CredentialsProviderError'
}

/** An error's own words; a failed connect to every address of a host is an AggregateError without any. */
const describe = (error: unknown) =>
  error instanceof Error
    ? error.message || (error as NodeJS.ErrnoException).code || error.name
    : String(error)
