// An AWS JSON-protocol service (Cognito, Secrets Manager) as an SDK client's HTTP layer meets it, for the
// adapter tests that need the client's whole middleware stack: aws-sdk-client-mock stands in for the
// client's `send`, so neither its retries nor its signing nor its parsing of a refusal run there.
import { ConfiguredRetryStrategy, DEFAULT_MAX_ATTEMPTS } from '@smithy/core/retry'
import { type HttpRequest, HttpResponse } from '@smithy/core/transport'

export interface JsonAnswer {
  status: number
  body: Record<string, unknown>
}

export interface SentRequest {
  /** The operation named by X-Amz-Target, without the service's prefix. */
  operation: string
  /** Whether the request carries a SigV4 signature. */
  signed: boolean
  input: Record<string, unknown>
}

/**
 * Passed as a client's `requestHandler`: every request is kept, and the operation it names is answered
 * with the answers queued for it, in turn (an empty success once none is left).
 */
export function awsJsonService() {
  const requests: SentRequest[] = []
  let queued: Record<string, JsonAnswer[]> = {}
  const requestHandler = {
    async handle(request: HttpRequest) {
      const operation = String(request.headers['x-amz-target']).split('.').pop() ?? ''
      requests.push({
        operation,
        signed: Boolean(request.headers.authorization),
        input: JSON.parse(textOf(request.body)),
      })
      const { status, body } = queued[operation]?.shift() ?? { status: 200, body: {} }
      const response = new HttpResponse({
        statusCode: status,
        headers: { 'content-type': 'application/x-amz-json-1.1' },
        body: Buffer.from(JSON.stringify(body)),
      })
      return { response }
    },
    updateHttpClientConfig() {},
    httpHandlerConfigs: () => ({}),
  }
  return {
    requestHandler,
    requests,
    answer(operation: string, ...answers: JsonAnswer[]) {
      queued[operation] = answers
    },
    reset() {
      requests.length = 0
      queued = {}
    },
  }
}

/** The SDK's JSON protocols hand over the body as bytes (older clients as a string). */
const textOf = (body: unknown) =>
  body instanceof Uint8Array
    ? Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString()
    : String(body)

export const ok = (body: Record<string, unknown>): JsonAnswer => ({ status: 200, body })

/** A refusal as JSON-protocol services send it: the error's type and its message. */
export const refusal = (type: string, message = `${type} from the service`, status = 400): JsonAnswer => ({
  status,
  body: { __type: type, message },
})

/** The SDK's standard retries (its attempts, its choice of what to ask again) without their waits. */
export const retriesWithoutWaits = () => new ConfiguredRetryStrategy(DEFAULT_MAX_ATTEMPTS, 0)
