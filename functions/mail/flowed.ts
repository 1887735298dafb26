// format=flowed (RFC 3676), read here rather than by the parser: postal-mime joins a soft-broken
// line with the next one whatever their quote depth, so the last line of a quote that ends in a
// space swallows the reply's first line ("> Hi \nPlease unsubscribe me" becomes one quoted line)
// and a quote's continuation keeps its '>' mid-line. The parser is handed the parts as fixed text.

const FLOWED_PARAMETER = /(;\s*format\s*=\s*"?)flowed\b/gi
// What the parser is shown instead of "flowed": an unknown format, which it reads as fixed.
const STAND_IN = 'x-flowed-read-apart'

export interface Flowed {
  delSp: boolean
}

/** Whether a part declares format=flowed, and with DelSp=yes. */
export function flowedIn(rawText: string): Flowed | undefined {
  if (!/;\s*format\s*=\s*"?flowed\b/i.test(rawText)) return undefined
  return { delSp: /;\s*delsp\s*=\s*"?yes\b/i.test(rawText) }
}

/** The raw message with its flowed parts declared otherwise, for the parser to leave their lines. */
export function asFixed(rawText: string): string {
  return rawText.replace(FLOWED_PARAMETER, `$1${STAND_IN}`)
}

/** A header line or text as the message had it. */
export function asSent(text: string): string {
  return text.replaceAll(STAND_IN, 'flowed')
}

/**
 * Joins soft-broken lines: a line ending in a space goes on with the next line of the same
 * quote depth, whose quote marks and stuffed space are dropped; "-- " (a signature) stays a line.
 */
export function decodeFlowed(text: string, { delSp }: Flowed): string {
  const out: string[] = []
  let paragraph: { depth: number; prefix: string; content: string; open: boolean } | undefined
  for (const line of text.split('\n')) {
    const depth = /^>*/.exec(line)?.[0].length ?? 0
    const prefixLength = depth && line[depth] === ' ' ? depth + 1 : depth
    // A line starting with a space was space-stuffed: the space is not content.
    const content = depth ? line.slice(prefixLength) : line.replace(/^ /, '')
    const open = content.endsWith(' ') && content !== '-- '
    if (paragraph?.open && paragraph.depth === depth) {
      paragraph.content = (delSp ? paragraph.content.slice(0, -1) : paragraph.content) + content
      paragraph.open = open
      continue
    }
    if (paragraph) out.push(paragraph.prefix + paragraph.content)
    paragraph = { depth, prefix: line.slice(0, prefixLength), content, open }
  }
  if (paragraph) out.push(paragraph.prefix + paragraph.content)
  return out.join('\n')
}
