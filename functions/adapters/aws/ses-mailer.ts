import http from 'node:http'
import https from 'node:https'
import { setTimeout as sleep } from 'node:timers/promises'
import { TLSSocket } from 'node:tls'
import { type Mailer, MailNotSentError, PermanentMailError } from '../../ports/mailer'
import {
  AwsError,
  answerOf,
  type CredentialsProvider,
  errorType,
  serviceMessage,
  signRequest,
} from './signed-fetch'

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
 * Retried (as MailNotSentError): refusals SES answered as the caller's fault (a 4xx), so it did not
 * take the message: TooManyRequestsException and LimitExceededException (rate and quota pass
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

/**
 * How long SES has. A connection (TCP, and TLS over it) not made within `connectionTimeout` sent
 * nothing; an attempt not answered within `requestTimeout` of its start is an unknown outcome. A send
 * gives up asking again after a rate limit once another attempt could end after `sendWithin`.
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
  credentials: CredentialsProvider
  configurationSet?: string
  timeouts: SesTimeouts
  /** How connections are made: a fresh one per attempt (tests give one whose name lookup never answers). */
  agent?: http.Agent
}

/**
 * Sends the built MIME unchanged through SES v2 (SendEmail with raw content), signed by aws4fetch and
 * sent with node:https, once per attempt: the SDK's client brought @smithy/core into every function
 * that sends (decision 022), and what sending needs of it is the difference between a connection never
 * made and a request gone unanswered (decision 005), which the socket's own events give.
 */
export function sesMailer(options: SesMailerOptions): Mailer {
  const { configurationSet, timeouts } = options
  const target = { service: 'ses', region: options.region, credentials: options.credentials }
  const url = `${options.endpoint ?? `https://email.${options.region}.amazonaws.com`}/v2/email/outbound-emails`
  return {
    // SES gives every accepted message a new identity: a repeated call is a second e-mail.
    deduplicates: false,
    async send(mail) {
      const body = JSON.stringify({
        FromEmailAddress: mail.from,
        Destination: { ToAddresses: [mail.to] },
        Content: { Raw: { Data: Buffer.from(mail.raw).toString('base64') } },
        ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
      })
      const started = Date.now()
      for (let attempt = 1; ; attempt++) {
        try {
          // Nothing has left yet: a failure to sign (no credentials) sent nothing.
          const signed = await signRequest(target, url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          }).catch((error: Error) => {
            throw new NeverConnected(`could not sign the request: ${describe(error)}`, { cause: error })
          })
          const answer = await post(signed.url, signed.headers, body, timeouts, options.agent)
          if (answer.ok) return
          throw await sesRefusal(answer)
        } catch (error) {
          if (error instanceof AwsError && PERMANENT_REFUSALS.has(error.code))
            throw new PermanentMailError(`SES refused ${mail.messageId}: ${error.name}: ${error.message}`, {
              cause: error,
            })
          const notTaken =
            (error instanceof AwsError && error.status < 500) || error instanceof NeverConnected
          if (!notTaken) throw error
          const wait = RATE_LIMIT_WAIT_MS * 2 ** (attempt - 1)
          const another =
            error instanceof Error &&
            RATE_LIMITS.has(error.name) &&
            attempt < RATE_LIMIT_TRIES &&
            Date.now() - started + wait + timeouts.requestTimeout <= timeouts.sendWithin
          if (!another)
            throw new MailNotSentError(`SES did not take ${mail.messageId}: ${String(error)}`, {
              cause: error,
            })
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

/** The request never reached SES: no connection was made (refused, no route, no address, too slow). */
export class NeverConnected extends Error {
  override name = 'NeverConnected'
}

/** SES did not answer within the request timeout: it may have taken the message (the SDK's name). */
export class RequestTimeout extends Error {
  override name = 'TimeoutError'
}

/** An error's own words; a failed connect to every address of a host is an AggregateError without any. */
const describe = (error: Error) => error.message || (error as NodeJS.ErrnoException).code || error.name

/**
 * POSTs `body` over a connection of its own and reads the answer. A connection kept open between sends
 * could have been closed by the other end while the function was frozen, and its failure would read as
 * an unknown outcome; a fresh one fails, if it does, before anything is sent. Any failure before the
 * connection is made (TCP, then TLS: no byte of the request leaves before the handshake ends) is
 * NeverConnected; after it, a failure is rethrown as it came, and an attempt not answered within
 * `requestTimeout` of its start is a RequestTimeout. A 2xx status is SES's word that it took the
 * message: its body is not waited for.
 */
function post(
  url: URL,
  headers: Headers,
  body: string,
  timeouts: SesTimeouts,
  agent: http.Agent | undefined,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let connected = false
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      headers: Object.fromEntries(headers),
      agent: agent ?? false,
    })
    const fail = (error: Error) => request.destroy(error)
    const connectTimer = setTimeout(
      () => fail(new NeverConnected(`no connection to SES within ${timeouts.connectionTimeout} ms`)),
      timeouts.connectionTimeout,
    )
    const answerTimer = setTimeout(
      () => fail(new RequestTimeout(`SES did not answer within ${timeouts.requestTimeout} ms`)),
      timeouts.requestTimeout,
    )
    const settle = () => {
      clearTimeout(connectTimer)
      clearTimeout(answerTimer)
    }
    request.on('socket', (socket) => {
      socket.once(socket instanceof TLSSocket ? 'secureConnect' : 'connect', () => {
        connected = true
        clearTimeout(connectTimer)
      })
    })
    request.on('response', (response) => {
      const status = response.statusCode ?? 0
      if (status >= 200 && status < 300) {
        settle()
        response.resume()
        return resolve(answerOf(response, []))
      }
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        settle()
        resolve(answerOf(response, chunks))
      })
      // A refusal cut short is still SES's refusal: what arrived of it is read as it is.
      response.on('error', () => {
        settle()
        resolve(answerOf(response, chunks))
      })
    })
    request.on('error', (error) => {
      settle()
      if (connected || error instanceof NeverConnected) return reject(error)
      // Whatever ended it (a refusal, a lookup that failed, the attempt's time), nothing was sent.
      reject(new NeverConnected(describe(error), { cause: error }))
    })
    request.end(body)
  })
}
/** SES's refusal as an AwsError: its type (x-amzn-ErrorType) as the name, its message, its status. */
async function sesRefusal(answer: Response): Promise<AwsError> {
  const body = (await answer.json().catch(() => ({}))) as Record<string, unknown>
  const type = errorType(answer, body)
  return new AwsError(type, answer.status, serviceMessage(body, type))
}
