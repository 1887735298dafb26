import type { Server } from 'node:net'

/**
 * Listens on one of the loopback ports the stack's page fetcher may read (test/support/global-stack.ts).
 * A port already taken fails here at once, rather than leaving the test to wait for its timeout.
 */
export function listenOnLoopback(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
}
