import { request } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { createApiServer } from './api-server'
import { reservePort, STARTING_MESSAGE } from './ports'

/** One GET, with the answer's status, headers and body; fails instead of waiting past `timeoutMs`. */
function get(port: number, timeoutMs = 5_000) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const call = request({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        )
      })
      call.setTimeout(timeoutMs, () => call.destroy(new Error(`no answer in ${timeoutMs} ms`)))
      call.on('error', reject)
      call.end()
    },
  )
}

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

describe('the port the embedded stack holds while it starts', () => {
  it('answers 503 with Retry-After and a message at once, and closes the connection', async () => {
    const reserved = await reservePort(0, '127.0.0.1')
    closers.push(() => new Promise((resolve) => reserved.server.close(() => resolve())))
    const answer = await get(reserved.port)
    expect(answer.status).toBe(503)
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    expect(answer.headers.connection).toBe('close')
    expect(JSON.parse(answer.body)).toEqual({ message: STARTING_MESSAGE })
  })

  it('is answered by the app once the app takes it over', async () => {
    const reserved = await reservePort(0, '127.0.0.1')
    expect((await get(reserved.port)).status).toBe(503)
    const api = createApiServer({ groups: [], authorize: async () => undefined, webRoot: '/nonexistent' })
    await api.listen(reserved.server)
    closers.push(api.close)
    // The app's own answer: no route has that path.
    const answer = await get(reserved.port)
    expect(answer.status).toBe(404)
    expect(JSON.parse(answer.body)).toEqual({ message: 'Not Found' })
  })
})
