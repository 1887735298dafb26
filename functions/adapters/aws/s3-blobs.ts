import { createHash } from 'node:crypto'
import type { Blobs } from '../../ports/blobs'
import { AwsError, type CredentialsProvider, presignedUrl, signedFetch } from './signed-fetch'

export interface S3BlobsOptions {
  bucket: string
  region: string
  /** s3rver's address on the embedded stack, addressed path-style; S3's regional endpoint otherwise. */
  endpoint?: string
  credentials: CredentialsProvider
}

/**
 * Files on S3 through its REST API, each request signed (SigV4) by aws4fetch. Four calls (GET, PUT and
 * DELETE of an object, and a presigned GET) are all Pressroom asks of S3; the SDK's S3 client carried
 * 100 kB into each function that keeps files, and aws4fetch is 7 kB (decision 014). A PUT signs the
 * SHA-256 of its body, so S3 refuses a body altered on the way.
 */
export function s3Blobs(options: S3BlobsOptions): Blobs {
  const base = options.endpoint
    ? `${options.endpoint.replace(/\/$/, '')}/${options.bucket}/`
    : `https://${options.bucket}.s3.${options.region}.amazonaws.com/`
  const urlOf = (key: string) => base + key.split('/').map(encodeSegment).join('/')
  const target = { service: 's3', region: options.region, credentials: options.credentials }

  async function send(method: string, key: string, init: RequestInit = {}): Promise<Response> {
    const response = await signedFetch(target, urlOf(key), { ...init, method })
    if (response.ok) return response
    throw await s3Error(method, key, response)
  }

  /** The object, or undefined when the bucket has none under the key (any other refusal is thrown). */
  async function get(key: string): Promise<Response | undefined> {
    try {
      return await send('GET', key)
    } catch (error) {
      if (error instanceof AwsError && error.code === 'NoSuchKey') return undefined
      throw error
    }
  }

  async function put(key: string, body: Uint8Array, contentType: string) {
    const response = await send('PUT', key, {
      body: body as Uint8Array<ArrayBuffer>,
      headers: {
        'content-type': contentType,
        'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
      },
    })
    await response.body?.cancel()
  }

  return {
    getText: async (key) => (await get(key))?.text(),
    getBytes: async (key) => {
      const response = await get(key)
      return response && new Uint8Array(await response.arrayBuffer())
    },
    putText: (key, body, contentType) => put(key, Buffer.from(body, 'utf8'), contentType),
    putBytes: (key, body, contentType) => put(key, body, contentType),
    async delete(key) {
      // S3 answers 204 whether or not the object was there.
      const response = await send('DELETE', key)
      await response.body?.cancel()
    },
    async signedGetUrl(key, { seconds, filename }) {
      const url = new URL(urlOf(key))
      url.searchParams.set('X-Amz-Expires', String(seconds))
      if (filename) {
        const safe = filename.replace(/[^\w. -]/g, '_')
        url.searchParams.set('response-content-disposition', `attachment; filename="${safe}"`)
      }
      return presignedUrl(target, url)
    },
  }
}

/** A key's segment as S3 reads it when it checks a signature (RFC 3986: `!'()*` encoded too). */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/** S3's error document (`<Error><Code>…</Code><Message>…</Message></Error>`) as an error. */
async function s3Error(method: string, key: string, response: Response): Promise<AwsError> {
  const body = await response.text().catch(() => '')
  const field = (name: string) => body.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1]
  const code = field('Code') ?? `HTTP${response.status}`
  return new AwsError(
    code,
    response.status,
    `S3 ${method} ${key}: ${field('Message') ?? code} (${response.status})`,
  )
}
