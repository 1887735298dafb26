import http from 'node:http'
import https from 'node:https'
import { setTimeout as sleep } from 'node:timers/promises'
import { type Mailer, MailNotSentError, PermanentMailError } from '../../ports/mailer'
import { AwsError, type CredentialsProvider, errorType, serviceMessage, signRequest } from './signed-fetch'

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
 * How long SES has: a connection not made in `connectionTimeout` sent nothing; a request unanswered
 * `requestTimeout` after it connected is an unknown outcome.
 */
export interface SesTimeouts {
  connectionTimeout: number
  requestTimeout: number
}

export interface SesMailerOptions {
  region: string
  /** A loopback fake's address in tests; the region's endpoint otherwise. */
  endpoint?: string
  credentials: CredentialsProvider
  configurationSet?: string
  timeouts: SesTimeouts
}

/**
 * Sends the built MIME unchanged through SES v2 (SendEmail with raw content), signed by aws4fetch and
 * sent with node:https, once per attempt: the SDK's client brought @smithy/core into every function
 * that sends (decision 022), and what sending needs of it is the difference between a connection never
 * made and a request gone unanswered (decision 005), which the socket's own events give.
 */
export function sesMailer(options: SesMailerOptions): Mailer {
  const { configurationSet } = options
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
      for (let attempt = 1; ; attempt++) {
        try {
          const signed = await signRequest(target, url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          })
          const answer = await post(signed.url, signed.headers, body, options.timeouts)
          if (answer.status < 300) return
          throw sesRefusal(answer)
        } catch (error) {
          if (error instanceof AwsError && PERMANENT_REFUSALS.has(error.code))
            throw new PermanentMailError(`SES refused ${mail.messageId}: ${error.name}: ${error.message}`, {
              cause: error,
            })
          const notTaken =
            (error instanceof AwsError && error.status < 500) || error instanceof NeverConnected
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

/** The request never reached SES: no connection was made (refused, no route, no address, too slow). */
export class NeverConnected extends Error {
  override name = 'NeverConnected'
}

/** SES answered in time but did not say it took the message. */
export class RequestTimeout extends Error {
  override name = 'TimeoutError'
}

interface Answer {
  status: number
  headers: Headers
  text: string
}

// Connections kept open between sends, as the SDK's handler keeps them.
const agents = {
  'https:': new https.Agent({ keepAlive: true }),
  'http:': new http.Agent({ keepAlive: true }),
}

/**
 * POSTs `body` and reads the answer. Any failure before the socket connected is NeverConnected (nothing
 * was sent); after it, the failure is rethrown as it came, and an answer not complete within
 * `requestTimeout` is a RequestTimeout: SES may have taken the message.
 */
function post(url: URL, headers: Headers, body: string, timeouts: SesTimeouts): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http
    const request = client.request(url, {
      method: 'POST',
      headers: Object.fromEntries(headers),
      agent: agents[url.protocol as keyof typeof agents],
    })
    let connected = false
    let answerTimer: NodeJS.Timeout | undefined
    const connectTimer = setTimeout(
      () =>
        request.destroy(new NeverConnected(`no connection to SES within ${timeouts.connectionTimeout} ms`)),
      timeouts.connectionTimeout,
    )
    const onConnected = () => {
      connected = true
      clearTimeout(connectTimer)
      answerTimer = setTimeout(
        () => request.destroy(new RequestTimeout(`SES did not answer within ${timeouts.requestTimeout} ms`)),
        timeouts.requestTimeout,
      )
    }
    request.on('socket', (socket) => {
      // A kept-open connection is connected already.
      if (socket.connecting) socket.once('connect', onConnected)
      else onConnected()
    })
    request.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        clearTimeout(answerTimer)
        const answerHeaders = new Headers()
        for (const [name, value] of Object.entries(response.headers))
          if (value !== undefined) answerHeaders.set(name, String(value))
        resolve({
          status: response.statusCode ?? 0,
          headers: answerHeaders,
          text: Buffer.concat(chunks).toString(),
        })
      })
      response.on('error', reject)
    })
    request.on('error', (error) => {
      clearTimeout(connectTimer)
      clearTimeout(answerTimer)
      reject(
        connected || error instanceof NeverConnected
          ? error
          : new NeverConnected(error.message, { cause: error }),
      )
    })
    request.end(body)
  })
}

/** SES's refusal as an AwsError: its type (x-amzn-ErrorType) as the name, its message, its status. */
function sesRefusal(answer: Answer): AwsError {
  let body: Record<string, unknown> = {}
  try {
    body = JSON.parse(answer.text) as Record<string, unknown>
  } catch {}
  const response = new Response(null, { status: answer.status, headers: answer.headers })
  const type = errorType(response, body)
  return new AwsError(type, answer.status, serviceMessage(body, type))
}
