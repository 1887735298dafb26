import { createServer } from 'node:net'

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
