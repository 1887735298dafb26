/** What the editor's link button makes of an address typed into it. */
export type LinkAddress = { href: string } | { remove: true } | { refused: string }

export const LINK_REFUSALS = {
  script:
    'javascript: links are not allowed: a link in a press kit must not run code on a journalist’s machine. Use a web address (https://…) or mailto:.',
  data: 'data: links are not allowed: they carry a whole file or page that could hide script. Upload the file as an asset, or link to its web address.',
  scheme: 'Links start with https://, http:// or mailto:',
  invalid: 'That is not a web address: try one like https://example.com/news',
} as const

/**
 * An address as the founder typed it, made a link: one without a scheme gets https:// (an e-mail address
 * mailto:), an empty one removes the link, and a scheme that could run or hide script is refused with the
 * reason, as the server would drop it silently (functions/press-kit/sanitize.ts).
 */
export function linkAddress(typed: string): LinkAddress {
  const text = typed.trim()
  if (!text) return { remove: true }
  // Browsers ignore spaces and control characters inside a scheme ("java\tscript:"): so does this check.
  const printable = [...text].filter((c) => c.charCodeAt(0) > 32).join('')
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(printable)?.[1]?.toLowerCase()
  if (scheme === 'javascript' || scheme === 'vbscript') return { refused: LINK_REFUSALS.script }
  if (scheme === 'data') return { refused: LINK_REFUSALS.data }
  if (scheme === 'mailto') return { href: text }
  if (scheme && scheme !== 'http' && scheme !== 'https') return { refused: LINK_REFUSALS.scheme }
  if (!scheme && /^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(text)) return { href: `mailto:${text}` }
  if (/\s/.test(text)) return { refused: LINK_REFUSALS.invalid }
  try {
    const url = new URL(scheme ? text : `https://${text.replace(/^\/+/, '')}`)
    return url.hostname.includes('.') ? { href: url.toString() } : { refused: LINK_REFUSALS.invalid }
  } catch {
    return { refused: LINK_REFUSALS.invalid }
  }
}
