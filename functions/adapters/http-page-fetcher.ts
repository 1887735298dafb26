import { lookup } from 'node:dns/promises'
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'
import ipaddr from 'ipaddr.js'
import { ValidationError } from '../platform/errors'
import { FEED_MAX_BYTES, FEED_TIMEOUT_MS, FeedFetchError, type FeedFetcher } from '../ports/feed-fetcher'
import { PAGE_NOT_PUBLIC, PAGE_UNREADABLE, type PageFetcher } from '../ports/page-fetcher'

const MAX_BYTES = 2 * 1024 * 1024
const TIMEOUT_MS = 8000

/** Every address a host name resolves to. */
export type Resolve = (hostname: string) => Promise<string[]>

const systemResolve: Resolve = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address)

/**
 * Fetches pages over plain HTTP(S), in AWS and on the embedded stack alike. Only public addresses are
 * read, so a pasted link cannot make the server read its own network or the cloud's metadata service.
 * A name is resolved once and the connection goes to the addresses that were checked (no second
 * lookup a rebinding DNS server could answer differently). `loopbackPorts` lets the embedded stack's
 * tests serve article pages on this machine, on those ports only.
 */
export function httpPageFetcher(options: { loopbackPorts?: number[]; resolve?: Resolve }): PageFetcher {
  const resolve = options.resolve ?? systemResolve
  const loopbackPorts = new Set(options.loopbackPorts ?? [])
  const reachable = (address: string, port: number) =>
    isPublicAddress(address) || (loopbackPorts.has(port) && isLoopback(address))

  return {
    async fetchHtml(url) {
      const { target, pinned } = await guardedTarget(url, { resolve, reachable })
      const response = await get(target, pinned, HTML_HEADERS).catch(() => {
        throw new ValidationError(PAGE_UNREADABLE)
      })
      // Which status a server answered is not the founder's business, nor an attacker's probe.
      if (!response.statusCode || response.statusCode < 200 || response.statusCode >= 300) {
        response.destroy()
        throw new ValidationError(PAGE_UNREADABLE)
      }
      if (!/html/i.test(response.headers['content-type'] ?? 'text/html')) {
        response.destroy()
        throw new ValidationError(`${PAGE_UNREADABLE}: it is not a web page`)
      }
      return readLimited(response).catch(() => {
        throw new ValidationError(PAGE_UNREADABLE)
      })
    },
  }
}

const HTML_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'PressroomBot/1.0 (+author lookup)',
}

type Reachable = (address: string, port: number) => boolean

/** The link parsed and its host resolved once, every address checked; the socket then uses those. */
async function guardedTarget(url: string, guard: { resolve: Resolve; reachable: Reachable }) {
  const target = parseLink(url)
  const port = Number(target.port) || (target.protocol === 'https:' ? 443 : 80)
  const host = target.hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(host) ? [host] : await guard.resolve(host).catch(() => [])
  if (addresses.length === 0) throw new ValidationError(PAGE_UNREADABLE)
  if (!addresses.every((a) => guard.reachable(a, port))) throw new ValidationError(PAGE_NOT_PUBLIC)
  return { target, pinned: pinnedLookup(addresses) }
}

/**
 * Publications' feeds, through the same guard as article links (public addresses only, the addresses
 * checked are the ones connected to), with conditional GETs and caps on size and time. A redirect is
 * not followed: the feed's status says where it moved, for whoever added it to change.
 */
export function httpFeedFetcher(options: { loopbackPorts?: number[]; resolve?: Resolve }): FeedFetcher {
  const resolve = options.resolve ?? systemResolve
  const loopbackPorts = new Set(options.loopbackPorts ?? [])
  const reachable = (address: string, port: number) =>
    isPublicAddress(address) || (loopbackPorts.has(port) && isLoopback(address))
  return {
    async fetchFeed(url, conditions) {
      let guarded: Awaited<ReturnType<typeof guardedTarget>>
      try {
        guarded = await guardedTarget(url, { resolve, reachable })
      } catch (error) {
        const notPublic = error instanceof ValidationError && error.message === PAGE_NOT_PUBLIC
        throw new FeedFetchError(
          notPublic ? 'The feed is not at a public address' : 'The feed could not be reached',
        )
      }
      const headers: Record<string, string> = {
        accept:
          'application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
        'accept-encoding': 'gzip, deflate, br',
        'user-agent': 'PressroomBot/1.0 (+feed reader)',
      }
      if (conditions.etag) headers['if-none-match'] = conditions.etag
      if (conditions.lastModified) headers['if-modified-since'] = conditions.lastModified
      const signal = AbortSignal.timeout(FEED_TIMEOUT_MS)
      const response = await get(guarded.target, guarded.pinned, headers, signal).catch(() => {
        throw new FeedFetchError(signal.aborted ? timeoutMessage() : 'The feed could not be reached')
      })
      const status = response.statusCode ?? 0
      if (status === 304) {
        response.destroy()
        return { status: 'not-modified' }
      }
      if (status >= 300 && status < 400) {
        response.destroy()
        const location = response.headers.location
        throw new FeedFetchError(
          location ? `The feed moved to ${new URL(location, url)}` : `The feed answered ${status}`,
        )
      }
      if (status < 200 || status >= 300) {
        response.destroy()
        throw new FeedFetchError(`The feed answered ${status}`)
      }
      const bytes = await readCapped(response, FEED_MAX_BYTES).catch((error: unknown) => {
        throw error instanceof FeedFetchError
          ? error
          : new FeedFetchError(signal.aborted ? timeoutMessage() : 'The feed could not be read')
      })
      const header = (name: string) => {
        const value = response.headers[name]
        return typeof value === 'string' && value ? value : undefined
      }
      return {
        status: 'fresh',
        bytes,
        ...(header('content-type') ? { contentType: header('content-type') } : {}),
        ...(header('etag') ? { etag: header('etag') } : {}),
        ...(header('last-modified') ? { lastModified: header('last-modified') } : {}),
      }
    },
  }
}

const timeoutMessage = () => `The feed took longer than ${FEED_TIMEOUT_MS / 1000} s`

/** The whole body up to `max` bytes (after decompression); larger is an error, not a truncated feed. */
async function readCapped(response: IncomingMessage, max: number): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of decoded(response)) {
    size += chunk.length
    if (size > max) {
      response.destroy()
      throw new FeedFetchError(`The feed is larger than ${max / 1024 / 1024} MB`)
    }
    chunks.push(chunk)
  }
  return new Uint8Array(Buffer.concat(chunks))
}

function parseLink(url: string) {
  try {
    const target = new URL(url)
    if (target.protocol === 'http:' || target.protocol === 'https:') return target
  } catch {}
  throw new ValidationError(PAGE_UNREADABLE)
}

/** Answers the socket's lookup with the addresses already checked, in the form it asks for. */
function pinnedLookup(addresses: string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }))
  return (_hostname, options, callback) => {
    const wanted = entries.filter((e) => !options.family || e.family === options.family)
    const [first] = wanted
    if (!first) return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0)
    if (options.all) return (callback as (e: null, a: typeof wanted) => void)(null, wanted)
    callback(null, first.address, first.family)
  }
}

function get(
  target: URL,
  pinned: LookupFunction,
  headers: Record<string, string>,
  signal: AbortSignal = AbortSignal.timeout(TIMEOUT_MS),
): Promise<IncomingMessage> {
  const client = target.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.request(target, {
      method: 'GET',
      agent: false,
      lookup: pinned,
      signal,
      headers,
    })
    request.once('response', resolve)
    request.once('error', reject)
    request.end()
  })
}

async function readLimited(response: IncomingMessage): Promise<string> {
  const body = decoded(response)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    size += chunk.length
    chunks.push(chunk)
    // The author is named near the top; the rest is not needed (and a small gzip may inflate to gigabytes).
    if (size > MAX_BYTES) break
  }
  response.destroy()
  return Buffer.concat(chunks).toString('utf8').slice(0, MAX_BYTES)
}

function decoded(response: IncomingMessage): AsyncIterable<Buffer> {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase()
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(createGunzip())
  if (encoding === 'deflate') return response.pipe(createInflate())
  if (encoding === 'br') return response.pipe(createBrotliDecompress())
  return response
}

/** 2000::/3: the only IPv6 block handed out as global unicast; everything else is special. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3')

/**
 * Whether an address is on the public internet: global unicast only. Loopback, private, link-local
 * (169.254.169.254), shared (100.64/10), benchmarking (198.18/15), this-network (0/8), multicast and
 * reserved ranges are not, nor are IPv6's unique-local, link-local, NAT64 (64:ff9b::/96 and /48),
 * 6to4, Teredo and IPv4-compatible forms. An IPv4-mapped address is judged as the IPv4 it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  let ip = ipaddr.parse(address)
  if (ip instanceof ipaddr.IPv6 && ip.isIPv4MappedAddress()) ip = ip.toIPv4Address()
  if (ip instanceof ipaddr.IPv6 && !ip.match(GLOBAL_UNICAST_V6)) return false
  return ip.range() === 'unicast'
}

/** 127.0.0.0/8 or ::1 as written: a mapped or translated spelling of loopback never counts. */
function isLoopback(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.parse(address).range() === 'loopback'
}
