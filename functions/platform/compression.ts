import { createRequire } from 'node:module'
import type { HttpResult } from './http'

export type Encoding = 'br' | 'gzip'

/** Brotli when the client takes it, else gzip, as CloudFront chooses; none refused with q=0. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map(
    (acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => {
        const [name = '', ...params] = part.trim().split(';')
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
        return [name.trim(), q ? Number(q.slice(2)) : 1] as const
      }),
  )
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (takes('br')) return 'br'
  if (takes('gzip')) return 'gzip'
  return undefined
}

/** Below this, a compressed answer saves less than its headers and the work cost. */
export const COMPRESS_MIN_BYTES = 1024

const COMPRESSIBLE = /^(application\/json|text\/|application\/javascript|image\/svg\+xml)/

/** node:zlib, loaded on the first answer worth compressing. */
const zlib = (): typeof import('node:zlib') => createRequire(import.meta.url)('node:zlib')

/**
 * Fast settings: an API answer is compressed once per request, unlike a static file. zlib is loaded on
 * the first answer worth compressing, not with the function (a millisecond or two of every cold start).
 */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  const { brotliCompressSync, constants, gzipSync } = zlib()
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 })
}

/**
 * An API answer (JSON, a public kit page, a CSV export) compressed for a client that takes it, as
 * CloudFront compresses the app's files: neither API Gateway's HTTP API nor CloudFront without caching
 * compresses what a Lambda answers, so the handler does, on both hosts. Binary and small answers, and
 * those already encoded, go as they are.
 */
export function compressResult(result: HttpResult, acceptEncoding: string | undefined): HttpResult {
  // Header names as a route wrote them; looked up and written back in lower case.
  const headers: Record<string, string | number | boolean> = {}
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = value
  if (result.body === undefined || result.isBase64Encoded || headers['content-encoding']) return result
  if (!COMPRESSIBLE.test(String(headers['content-type'] ?? ''))) return result
  const vary = headers.vary ? `${headers.vary}, accept-encoding` : 'accept-encoding'
  const withVary = { ...headers, vary }
  const encoding = pickEncoding(acceptEncoding)
  const bytes = Buffer.from(result.body, 'utf8')
  if (!encoding || bytes.length < COMPRESS_MIN_BYTES) return { ...result, headers: withVary }
  return {
    ...result,
    headers: { ...withVary, 'content-encoding': encoding },
    body: compress(bytes, encoding).toString('base64'),
    isBase64Encoded: true,
  }
}
