import { readFileSync } from 'node:fs'

/**
 * The local addresses this machine's TCP sockets listen on at `port`, from Linux's /proc/net/tcp and
 * tcp6 (state 0A is LISTEN), as `127.0.0.1`, `::ffff:127.0.0.1`, `::` and the like.
 */
export function listeningAddresses(port: number): string[] {
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter(
        ([, local, , state]) => state === '0A' && Number.parseInt(local?.split(':')[1] ?? '', 16) === port,
      )
      .map(([, local]) => readAddress(local?.split(':')[0] ?? '')),
  )
}

/** A /proc/net address: 32-bit words in hex, each in the machine's (little-endian) byte order. */
function readAddress(hex: string): string {
  const bytes = (hex.match(/.{8}/g) ?? [])
    .flatMap((word) => (word.match(/../g) ?? []).reverse())
    .map((b) => Number.parseInt(b, 16))
  if (bytes.length === 4) return bytes.join('.')
  const mapped = bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff
  if (mapped) return `::ffff:${bytes.slice(12).join('.')}`
  const groups = Array.from({ length: 8 }, (_, i) =>
    ((bytes[2 * i] ?? 0) * 256 + (bytes[2 * i + 1] ?? 0)).toString(16),
  )
  return groups.join(':').replace(/(^|:)0(:0)+(:|$)/, '::')
}

/** Whether a listening address is reachable from this machine only. */
export function isLoopback(address: string): boolean {
  return /^(127\.|::ffff:127\.)/.test(address) || address === '::1'
}
