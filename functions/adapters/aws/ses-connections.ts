import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import type { Duplex } from 'node:stream'

/** The request never reached SES: no connection was made (refused, no route, no address, too slow). */
export class NeverConnected extends Error {
  override name = 'NeverConnected'
}

/** Failures a connection met before it was made: TCP, then TLS over it; no byte of a request had left. */
const beforeConnected = new WeakSet<Error>()

/** Whether a connection failed with this error before it was made (see connectionAgents). */
export const failedBeforeConnecting = (error: unknown) => error instanceof Error && beforeConnected.has(error)

/**
 * The agents SES's NodeHttpHandler is given (its httpAgent and httpsAgent options), because the SDK's
 * own cannot say whether a failure came before the connection was made (decision 028):
 * - its connectionTimeout ends at TCP's `connect`, before the TLS handshake, so a handshake that never
 *   ends fails as the requestTimeout, in the same words as a request SES left unanswered; and a
 *   handshake cut short is an ECONNRESET named TimeoutError, as is a connection cut after the request.
 *   Here a TLS connection must be made, handshake included, within `connectionTimeout`;
 * - an error a socket meets before it is made (for TLS: before the handshake ends; nothing of the
 *   request is written before) is recorded, and `failedBeforeConnecting` knows it when the SDK throws
 *   it: the handler rejects with the socket's own error object (renamed TimeoutError at most).
 * Each request opens a connection of its own (no keep-alive): a kept-open one closed by SES while the
 * function was frozen would fail once the request was written, an unknown outcome; a fresh one fails,
 * if it does, before anything is sent. `lookup` stands in for the resolver in tests.
 */
export function connectionAgents(connectionTimeout: number, lookup?: LookupFunction) {
  const options = { keepAlive: false, ...(lookup ? { lookup } : {}) }
  class HttpAgent extends http.Agent {
    override createConnection(...args: Parameters<http.Agent['createConnection']>) {
      return watched(super.createConnection(...args), 'connect')
    }
  }
  class HttpsAgent extends https.Agent {
    override createConnection(...args: Parameters<https.Agent['createConnection']>) {
      return watched(super.createConnection(...args), 'secureConnect', connectionTimeout)
    }
  }
  return { httpAgent: new HttpAgent(options), httpsAgent: new HttpsAgent(options) }
}

/**
 * Records the errors `socket` meets until `madeOn`, and destroys it if that does not come within
 * `within` ms. Its error listener is added before the request's own (http adds it on the next tick).
 */
function watched(socket: Duplex | null | undefined, madeOn: 'connect' | 'secureConnect', within?: number) {
  if (!socket) return socket
  let made = false
  const timer =
    within === undefined
      ? undefined
      : setTimeout(
          () => socket.destroy(new NeverConnected(`no TLS connection to SES within ${within} ms`)),
          within,
        )
  socket.once(madeOn, () => {
    made = true
    clearTimeout(timer)
  })
  socket.once('close', () => clearTimeout(timer))
  socket.on('error', (error) => {
    if (!made) beforeConnected.add(error)
  })
  return socket
}
