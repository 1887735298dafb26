import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import { ValidationError } from '../platform/errors'
import type { PageFetcher } from '../ports/page-fetcher'

const MAX_BYTES = 2 * 1024 * 1024
const TIMEOUT_MS = 8000
export const PAGE_UNREADABLE = 'Could not read that article link'

/**
 * Fetches pages over plain HTTP(S), in AWS and on the embedded stack alike. Unless `allowPrivate`
 * (embedded stack only), hosts that resolve to loopback, private or link-local addresses are refused,
 * so a pasted link cannot make the server read its own network.
 */
export function httpPageFetcher(options: { allowPrivate: boolean }): PageFetcher {
  return {
    async fetchHtml(url) {
      const target = new URL(url)
      if (!options.allowPrivate) await refusePrivateHost(target.hostname)
      const response = await fetch(target, {
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: {
          accept: 'text/html,application/xhtml+xml',
          'user-agent': 'PressroomBot/1.0 (+author lookup)',
        },
      }).catch(() => {
        throw new ValidationError(PAGE_UNREADABLE)
      })
      if (!response.ok) throw new ValidationError(`${PAGE_UNREADABLE} (HTTP ${response.status})`)
      if (!/html/i.test(response.headers.get('content-type') ?? 'text/html')) {
        throw new ValidationError(`${PAGE_UNREADABLE}: it is not a web page`)
      }
      return readLimited(response)
    },
  }
}

async function readLimited(response: Response): Promise<string> {
  const reader = response.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size > MAX_BYTES) {
      await reader.cancel()
      break // the author is named near the top; the rest is not needed
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

async function refusePrivateHost(hostname: string) {
  const host = hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(host)
    ? [host]
    : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address)
  if (addresses.length === 0) throw new ValidationError(PAGE_UNREADABLE)
  if (addresses.some(isPrivateAddress))
    throw new ValidationError(`${PAGE_UNREADABLE}: it is not a public page`)
}

export function isPrivateAddress(address: string): boolean {
  if (address.includes(':')) {
    const a = address.toLowerCase()
    if (a.startsWith('::ffff:')) return isPrivateAddress(a.slice(7))
    return a === '::1' || a === '::' || a.startsWith('fc') || a.startsWith('fd') || a.startsWith('fe80')
  }
  const [a = 0, b = 0] = address.split('.').map(Number)
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  )
}
