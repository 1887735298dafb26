import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Server as NetServer } from 'node:net'
import type { EndpointGroup } from '../../functions/platform/http'
import { securityHeaders } from '../security-headers'
import { lambdaContext, toLambdaEvent } from './lambda-event'
import { createRouteTable, isWellEncoded } from './route-table'
import { serveStatic } from './static-files'

const MAX_BODY_BYTES = 10 * 1024 * 1024 // API Gateway's payload limit
/** How much of an oversized body is read (and dropped) so its sender gets the 413. */
const DRAIN_AT_MOST_BYTES = 4 * MAX_BODY_BYTES

type Authorize = (authorization: string | undefined) => Promise<Record<string, unknown> | undefined>

/**
 * The embedded API Gateway and CloudFront: `/api/*` becomes the HTTP API v2 event of the matching route
 * and goes to that endpoint group's Lambda handler; every other path is the built SPA.
 */
type LocalPages = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<boolean>

export function createApiServer(options: {
  groups: EndpointGroup[]
  authorize: Authorize
  webRoot: string
  /** Pages only the embedded stack has (the local payment pages), under /local/. */
  localPages?: LocalPages
  /** Developer pages of the embedded stack (the mailbox), under /dev/; they answer every /dev/ path. */
  devPages?: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<unknown>
  /** Where pages may load images from besides https: the embedded file store (s3rver on loopback). */
  imageOrigins?: string[]
}) {
  const findRoute = createRouteTable(options.groups)
  const responseHeaders = securityHeaders(options.imageOrigins)

  async function handle(request: IncomingMessage, response: ServerResponse) {
    // What CloudFront adds in AWS; a page that writes its own Content-Security-Policy keeps it.
    for (const [name, value] of Object.entries(responseHeaders)) response.setHeader(name, value)
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (url.pathname.startsWith('/local/') && (await options.localPages?.(request, response, url))) return
    if (url.pathname.startsWith('/dev/') && options.devPages)
      return void (await options.devPages(request, response, url))
    // The API, and the public kit pages its Lambdas render (CloudFront sends /kit/* to the API too).
    if (!url.pathname.startsWith('/api/') && !url.pathname.startsWith('/kit/')) {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return sendJson(response, 405, 'Method Not Allowed')
      return serveStatic(
        options.webRoot,
        url.pathname,
        response,
        String(request.headers['accept-encoding'] ?? ''),
      )
    }
    if (!isWellEncoded(url.pathname))
      return sendJson(response, 400, 'Bad request: the path has a malformed %-escape')
    const matched = findRoute(request.method ?? 'GET', url.pathname)
    if (!matched) return sendJson(response, 404, 'Not Found')
    const body = await readBody(request)
    if (!body) return sendJson(response, 413, 'Request Entity Too Large')
    let claims: Record<string, unknown> | undefined
    if (!matched.route.public) {
      claims = await options.authorize(request.headers.authorization)
      if (!claims) return sendJson(response, 401, 'Unauthorized')
    }
    const event = toLambdaEvent({ request, url, body, ...matched, claims })
    const result = await matched.group.handler(
      event,
      lambdaContext(matched.group.name, event.requestContext.requestId),
    )
    const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) }
    if (result.cookies?.length) headers['set-cookie'] = result.cookies
    response.writeHead(result.statusCode ?? 200, headers)
    response.end(
      result.body === undefined
        ? undefined
        : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8'),
    )
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error(
        JSON.stringify({ level: 'error', message: 'embedded gateway failure', error: String(error) }),
      )
      if (!response.headersSent) sendJson(response, 500, 'Internal server error')
      else response.destroy()
    })
  })

  return {
    server,
    /** Answers on a port already held (ports.ts reservePort), taking over its handle. */
    listen(reserved: NetServer) {
      return new Promise<number>((resolve, reject) => {
        server.once('error', reject)
        server.listen(reserved, () => resolve((server.address() as AddressInfo).port))
      })
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}

function sendJson(response: ServerResponse, status: number, message: string) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify({ message }))
}

/**
 * The request's body, or undefined past the gateway's limit. Past it the rest is still read and
 * dropped (up to DRAIN_AT_MOST_BYTES): stopping would close the connection while the client is
 * sending, and it would see a reset instead of the 413.
 */
async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += chunk.length
    if (size <= MAX_BODY_BYTES) chunks.push(chunk)
    // Far past it, the connection is closed after all (leaving the loop ends the stream).
    else if (size > DRAIN_AT_MOST_BYTES) return undefined
  }
  return size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks)
}
