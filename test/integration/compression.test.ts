import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, inject, it } from 'vitest'
import { apiAt, signUp } from '../support/api'

const baseUrl = inject('stackUrl')
const api = apiAt(baseUrl)

/** One request as a browser sends it, its body as the bytes that came over the wire. */
function raw(path: string, init: { method: string; token: string; acceptEncoding?: string; body?: unknown }) {
  return new Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }>(
    (resolve, reject) => {
      const outgoing = request(
        new URL(path, baseUrl),
        {
          method: init.method,
          headers: {
            authorization: `Bearer ${init.token}`,
            'content-type': 'application/json',
            ...(init.acceptEncoding ? { 'accept-encoding': init.acceptEncoding } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              bytes: Buffer.concat(chunks),
            }),
          )
        },
      )
      outgoing.on('error', reject)
      outgoing.end(init.body === undefined ? undefined : JSON.stringify(init.body))
    },
  )
}

describe('API answers over the wire', () => {
  const search = { query: '', filters: {}, sort: 'relevance', size: 50, from: 0 }

  it('come compressed with brotli or gzip as the client takes them, and decode to the same answer', async () => {
    const { token } = await signUp(api)
    const plain = await raw('/api/discovery/search', { method: 'POST', token, body: search })
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('accept-encoding')
    // The same search, but for the time it took.
    const decoded = (bytes: Buffer) =>
      JSON.parse(bytes.toString('utf8'), (key, value) => (key === 'took_ms' ? 0 : value))
    let answer = decoded(plain.bytes)
    expect(answer.journalists.length).toBeGreaterThan(10)

    for (const [acceptEncoding, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const compressed = await raw('/api/discovery/search', {
        method: 'POST',
        token,
        body: search,
        acceptEncoding,
      })
      expect(compressed.headers['content-encoding'], acceptEncoding).toBe(encoding)
      expect(compressed.bytes.length * 3).toBeLessThan(plain.bytes.length)
      // Other files add journalists to the shared stack meanwhile: the compressed answer is the plain
      // one made just before it or the one made just after.
      const after = decoded(
        (await raw('/api/discovery/search', { method: 'POST', token, body: search })).bytes,
      )
      expect([answer, after]).toContainEqual(decoded(decode(compressed.bytes)))
      answer = after
    }
  })

  it('leave a small answer, such as an error, as it is', async () => {
    const { token } = await signUp(api)
    const missing = await raw('/api/companies/nope', { method: 'GET', token, acceptEncoding: 'br' })
    expect(missing.status).toBe(404)
    expect(missing.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(missing.bytes.toString('utf8'))).toHaveProperty('message')
  })
})
