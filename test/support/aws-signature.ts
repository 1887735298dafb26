// Checks a request's SigV4 signature as AWS does, with the AWS SDK's own signer: for the loopback fakes of
// the AWS services whose adapters sign with aws4fetch (S3, EventBridge Scheduler, SQS, DynamoDB, Cognito,
// SES, Secrets Manager).
import { createHash, createHmac } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { SignatureV4 } from '@smithy/signature-v4'

/** SHA-256 and its HMAC for the SDK's signer, from node:crypto. */
class NodeSha256 {
  private readonly hash
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret ? createHmac('sha256', bytesOf(secret)) : createHash('sha256')
  }
  update(data: string | ArrayBuffer | ArrayBufferView) {
    this.hash.update(bytesOf(data))
  }
  async digest() {
    return new Uint8Array(this.hash.digest())
  }
  reset() {}
}

const bytesOf = (data: string | ArrayBuffer | ArrayBufferView) =>
  typeof data === 'string'
    ? Buffer.from(data)
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data)

/** '20261125T050000Z' as a date. */
const amzDate = (value: string) =>
  new Date(value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'))

/**
 * The signature the AWS SDK's signer (@smithy/signature-v4) computes for what this request says it signed:
 * its method, path, query, the headers it names and its body, at its date, with the secret the service
 * knows for its key. `given` is the signature it carries; `region` the one it claims to be signed for;
 * `expired` whether a presigned link's time is up.
 */
export async function sdkSignature(
  request: IncomingMessage,
  verifier: { service: string; secretAccessKey: string },
  body?: Buffer,
) {
  const { service, secretAccessKey } = verifier
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  // Read as AWS reads it: `%20` is a space and `+` is a plus (URLSearchParams would take `+` for a space).
  const query = Object.fromEntries(
    url.search
      .slice(1)
      .split('&')
      .filter(Boolean)
      .map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]),
  )
  const presigned = 'X-Amz-Signature' in query
  const authorization = String(request.headers.authorization ?? '')
  const field = (name: string) => authorization.match(new RegExp(`${name}=([^,\\s]+)`))?.[1] ?? ''
  const credential = presigned ? query['X-Amz-Credential'] : field('Credential')
  const signedHeaders = (presigned ? query['X-Amz-SignedHeaders'] : field('SignedHeaders'))?.split(';') ?? []
  const headers = Object.fromEntries(signedHeaders.map((name) => [name, String(request.headers[name] ?? '')]))
  const [accessKeyId = '', , region = ''] = credential?.split('/') ?? []
  const signer = new SignatureV4({
    service,
    region,
    credentials: { accessKeyId, secretAccessKey, sessionToken: query['X-Amz-Security-Token'] },
    sha256: NodeSha256,
    // S3 signs the path as sent; every other service signs it encoded once more.
    uriEscapePath: service !== 's3',
    applyChecksum: false,
  })
  const signable = {
    method: request.method ?? 'GET',
    protocol: 'http:',
    hostname: '127.0.0.1',
    path: url.pathname,
  }
  if (!presigned) {
    const signed = await signer.sign(
      { ...signable, query, headers, body: body?.length ? body : undefined },
      { signingDate: amzDate(headers['x-amz-date'] ?? '') },
    )
    return {
      given: field('Signature'),
      expected: String(signed.headers.authorization).match(/Signature=(\w+)/)?.[1],
      region,
      expired: false,
    }
  }
  const unsigned = Object.fromEntries(Object.entries(query).filter(([name]) => !name.startsWith('X-Amz-')))
  const signed = await signer.presign(
    { ...signable, query: unsigned, headers: { ...headers, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' } },
    {
      signingDate: amzDate(query['X-Amz-Date'] ?? ''),
      expiresIn: Number(query['X-Amz-Expires']),
      unsignableHeaders: new Set(['x-amz-content-sha256']),
      unhoistableHeaders: new Set(['x-amz-content-sha256']),
    },
  )
  const expiresAt = amzDate(query['X-Amz-Date'] ?? '').getTime() + Number(query['X-Amz-Expires']) * 1000
  return {
    given: query['X-Amz-Signature'],
    expected: signed.query?.['X-Amz-Signature'],
    region,
    expired: Date.now() > expiresAt,
  }
}

/** A loopback fake's request body, read whole. */
export async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
