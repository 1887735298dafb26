import http from 'node:http'
import https from 'node:https'
import { AwsClient, AwsV4Signer } from 'aws4fetch'

/** The identity that signs, resolved per request: a Lambda's role, the SDK's chain elsewhere. */
export type CredentialsProvider = () => Promise<{
  accessKeyId: string
  secretAccessKey: string
  sessionToken?: string
}>

/**
 * Three attempts in all, as the AWS SDK's standard retry mode makes, after a failed connection, a 5xx or
 * a 429, each after a random wait of up to 100 ms × 2^attempt, never more than 20 s (the SDK's newer
 * standard mode waits from a 1 s base after a throttle).
 */
export const RETRY = { attempts: 3, baseMs: 100, capMs: 20_000 }

/** Whether an answer is worth another attempt: a 5xx or a 429 for every service (a service may add more). */
export type RetryableAnswer = (response: Response) => boolean | Promise<boolean>

const serverOrThrottled: RetryableAnswer = (response) => response.status >= 500 || response.status === 429

/**
 * For a JSON-protocol service that says "not now" with a 400 and an error type (DynamoDB's
 * ProvisionedThroughputExceededException, Cognito's TooManyRequestsException): those types are retried
 * too, as the SDK retries them. The answer is read from a copy, so a final one is returned unread.
 */
export const retryingTypes =
  (types: ReadonlySet<string>): RetryableAnswer =>
  async (response) => {
    if (serverOrThrottled(response)) return true
    if (response.status !== 400) return false
    const body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as Record<string, unknown>
    return types.has(errorType(response, body))
  }

/**
 * SigV4 signing keys (a chain of four HMACs per secret, day, region and service), kept across requests.
 * aws4fetch keys them by the secret itself, so the table is emptied before it grows past what one
 * container's rotating credentials and days need (the SDK keeps 50).
 */
const signingKeys = new Map()
const SIGNING_KEYS_KEPT = 50
const keptSigningKeys = () => {
  if (signingKeys.size >= SIGNING_KEYS_KEPT) signingKeys.clear()
  return signingKeys
}

/**
 * A request to an AWS API signed with SigV4 by aws4fetch (or sent unsigned, for the calls a service
 * takes without credentials), for the adapters whose SDK client was heavier than what they ask of it
 * (decisions 014, 020, 022). Signed again for each attempt. What goes through it may be sent twice, as
 * through the SDK: an object's GET, PUT and DELETE and a named schedule's creation and deletion are
 * idempotent, and a queued message is delivered at least once anyway (its consumer is idempotent); a
 * DynamoDB write sent again after a lost connection may meet its own condition (ConditionalCheckFailed)
 * or add twice to a counter, and a Cognito sign-up may find its own account (UsernameExists), as the
 * SDK's retries could. The last answer is returned whatever its status; each adapter reads its
 * service's errors.
 */
export async function signedFetch(
  target: { service: string; region: string; credentials: CredentialsProvider | 'unsigned' },
  url: string,
  init: RequestInit & { method: string },
  retryable: RetryableAnswer = serverOrThrottled,
): Promise<Response> {
  const { service, region, credentials } = target
  return withRetries(
    async () =>
      credentials === 'unsigned'
        ? fetch(url, init)
        : new AwsClient({
            ...(await credentials()),
            ...{ service, region, retries: 0, cache: keptSigningKeys() },
          }).fetch(url, init),
    retryable,
  )
}

/**
 * signedFetch for a JSON-protocol API (DynamoDB, Cognito, Secrets Manager): a POST of a string, sent with
 * node:http(s) over kept-open connections. DynamoDB is on the path of nearly every request, and Node's
 * fetch took about 0.5 ms a request more than node:http on the 2-core host of 2026-11-28 (decision 022).
 */
export function signedJsonPost(
  target: { service: string; region: string; credentials: CredentialsProvider | 'unsigned' },
  url: string,
  request: { headers: Record<string, string>; body: string; signal?: AbortSignal },
  retryable: RetryableAnswer = serverOrThrottled,
): Promise<Response> {
  const { credentials } = target
  const { body, signal } = request
  return withRetries(async () => {
    const headers =
      credentials === 'unsigned'
        ? new Headers(request.headers)
        : (
            await signRequest({ ...target, credentials }, url, {
              method: 'POST',
              headers: request.headers,
              body,
            })
          ).headers
    return post(new URL(url), headers, body, signal)
  }, retryable)
}

/** Attempts `send` as RETRY says, while the answer is `retryable` or no answer came. */
async function withRetries(send: () => Promise<Response>, retryable: RetryableAnswer): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const last = attempt === RETRY.attempts
    try {
      const response = await send()
      if (last || !(await retryable(response))) return response
      // Read no further: the connection goes back to the pool.
      await response.body?.cancel()
    } catch (error) {
      // No answer came (refused, reset, a socket gone stale): fetch rejects with a TypeError, post with
      // NoAnswer. Anything else (an abort, no credentials) is not asked again.
      if (last || !(error instanceof TypeError || error instanceof NoAnswer)) throw error
    }
    const ceiling = Math.min(RETRY.capMs, RETRY.baseMs * 2 ** attempt)
    await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling))
  }
}

/** A request that got no answer: the connection failed, or was lost before the answer was read. */
export class NoAnswer extends Error {
  override name = 'NoAnswer'
}

/** What node:http(s) received, as the Response fetch would have given. */
export function answerOf(response: http.IncomingMessage, chunks: Buffer[]): Response {
  const headers = new Headers()
  for (const [name, value] of Object.entries(response.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  const status = response.statusCode ?? 500
  const withoutBody = status === 204 || status === 205 || status === 304 || chunks.length === 0
  return new Response(withoutBody ? null : Buffer.concat(chunks), { status, headers })
}

const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
}

/** POSTs `body` with node:http(s) and reads the whole answer into a Response. */
function post(url: URL, headers: Headers, body: string, signal: AbortSignal | undefined): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      headers: Object.fromEntries(headers),
      agent: agents[url.protocol as keyof typeof agents],
      signal,
    })
    request.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve(answerOf(response, chunks)))
      response.on('error', (error) => reject(new NoAnswer(error.message, { cause: error })))
    })
    request.on('error', (error) =>
      reject(
        error.name === 'AbortError' ? error : new NoAnswer(error.message || error.name, { cause: error }),
      ),
    )
    request.end(body)
  })
}

/**
 * A request signed (SigV4) for a caller that sends it itself (SES: decision 022, which needs the socket's
 * own events); its headers include the Authorization and the date it was signed at.
 */
export async function signRequest(
  target: { service: string; region: string; credentials: CredentialsProvider },
  url: string,
  init: { method: string; headers: Record<string, string>; body: string },
): Promise<{ url: URL; headers: Headers }> {
  const { service, region, credentials } = target
  const signer = new AwsV4Signer({
    ...(await credentials()),
    ...init,
    url,
    service,
    region,
    cache: keptSigningKeys(),
  })
  const { url: signedUrl, headers } = await signer.sign()
  return { url: signedUrl, headers }
}

/** A link that performs `url` for a while without credentials (S3's presigned GET). */
export async function presignedUrl(
  target: { service: string; region: string; credentials: CredentialsProvider },
  url: URL,
): Promise<string> {
  const { service, region, credentials } = target
  const client = new AwsClient({ ...(await credentials()), service, region, cache: keptSigningKeys() })
  const signed = new URL((await client.sign(url, { method: 'GET', aws: { signQuery: true } })).url)
  // aws4fetch signs a space as %20 but writes the query with URLSearchParams, which writes `+`; S3's
  // signature rules call for %20 (a `+` of the value itself is written %2B, so none is lost).
  signed.search = signed.search.replace(/\+/g, '%20')
  return signed.toString()
}

/** What a service answered instead: its error code as the name ('AccessDenied', 'ConflictException'). */
export class AwsError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = code
  }
}

/**
 * The error a service's JSON protocol answers: its type in the x-amzn-ErrorType header
 * ('ConflictException:http://…') or the body's __type ('com.amazonaws.sqs#QueueDoesNotExist'), its
 * message in the body. `call` names the request in the message ('SQS SendMessageBatch').
 */
export async function jsonError(call: string, response: Response): Promise<AwsError> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
  return jsonErrorOf(call, response, body)
}

/** As jsonError, from a body already read (a service whose errors carry more than a message). */
export function jsonErrorOf(call: string, response: Response, body: Record<string, unknown>): AwsError {
  const type = errorType(response, body)
  return new AwsError(type, response.status, `${call}: ${serviceMessage(body, type)} (${response.status})`)
}

/** A JSON-protocol error's type: the x-amzn-ErrorType header's, else the body's __type, unqualified. */
export function errorType(response: Response, body: Record<string, unknown>): string {
  return (
    response.headers.get('x-amzn-errortype')?.split(':')[0] ||
    String(body.__type ?? '')
      .split('#')
      .pop() ||
    `HTTP${response.status}`
  )
}

/** The service's own words for an error (services spell the field `message` or `Message`). */
export const serviceMessage = (body: Record<string, unknown>, type: string) =>
  String(body.message ?? body.Message ?? type)
