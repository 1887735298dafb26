import { createServer as createHttpServer } from 'node:http'
import { type AddressInfo, createServer, type Server } from 'node:net'

/** What the port answers while the stack starts: the app is not serving yet. */
export const STARTING_MESSAGE = 'Pressroom is starting. Try again in a few seconds.'
export const STARTING_RETRY_AFTER_SECONDS = 2

/**
 * A port listened on now and held: `server` is handed to the server that will answer on it
 * (`listen(server)` takes over its handle), so no other process can take the port in between. Until
 * then every request is answered at once, 503 with Retry-After, on a connection that is then closed, so
 * a request made while the stack starts is never left waiting and never kept on a connection that
 * would go on answering 503.
 */
export function reservePort(port: number, host: string): Promise<{ port: number; server: Server }> {
  return new Promise((resolve, reject) => {
    const server = createHttpServer((_request, response) => {
      response.writeHead(503, {
        'content-type': 'application/json; charset=utf-8',
        'retry-after': String(STARTING_RETRY_AFTER_SECONDS),
        connection: 'close',
      })
      response.end(JSON.stringify({ message: STARTING_MESSAGE }))
    })
    server.once('error', reject)
    server.listen(port, host, () => resolve({ port: (server.address() as AddressInfo).port, server }))
  })
}

/** A port the kernel reports free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export async function waitFor(what: string, probe: () => Promise<unknown>, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  while (Date.now() < deadline) {
    try {
      return await probe()
    } catch (error) {
      lastError = error
      await new Promise((r) => setTimeout(r, 150))
    }
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s: ${String(lastError)}`)
}
