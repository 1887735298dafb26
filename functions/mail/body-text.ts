// What the parser leaves to us: the words of a message that has only HTML; UTF-7, the one
// charset mail still carries (Exchange's delivery notices) that TextDecoder does not know (the
// parser reads such a part as windows-1252, which leaves its 7-bit text as it was sent); and the
// windows-1252 characters Node's TextDecoder gives as C1 controls.

/** An HTML body as the lines a reader sees. */
export function htmlToText(html: string): string {
  return (
    html
      .replace(/<(style|script|head)\b[\s\S]*?<\/\1>/gi, '')
      .replace(/<(br|\/p|\/div|\/tr|\/li|\/h\d|\/blockquote)\b[^>]*>/gi, '\n')
      // A quoted message starts a line with '>', as in a plain-text reply.
      .replace(/<blockquote\b[^>]*>/gi, '\n> ')
      .replace(/<[^>]+>/g, '')
      .replace(/&(nbsp|amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);/gi, (_, entity: string) => entityText(entity))
  )
}

const NAMED: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function entityText(entity: string): string {
  const lower = entity.toLowerCase()
  if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16) || 0xfffd)
  if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)) || 0xfffd)
  return NAMED[lower] ?? `&${entity};`
}

/** Whether any part of the raw message declares UTF-7. */
export function isUtf7(rawText: string): boolean {
  return /charset\s*=\s*"?(?:unicode-1-1-)?utf-7\b/i.test(rawText)
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/**
 * RFC 2152: `+` opens UTF-16 in base64 up to a `-` (dropped) or any other character, `+-` is a
 * plus. A run that does not decode to whole UTF-16 units with zero bits left over is not UTF-7
 * (a phone number, "C++"), and stays as it is.
 */
export function utf7ToText(text: string): string {
  return text.replace(/\+([A-Za-z0-9+/]*)(-?)/g, (whole, run: string) => {
    if (!run) return whole === '+-' ? '+' : whole
    let bits = 0
    let value = 0
    const units: number[] = []
    for (const char of run) {
      value = (value << 6) | BASE64.indexOf(char)
      bits += 6
      if (bits >= 16) {
        bits -= 16
        units.push((value >> bits) & 0xffff)
        value &= (1 << bits) - 1
      }
    }
    if (!units.length || bits >= 6 || value !== 0) return whole
    return String.fromCharCode(...units)
  })
}

// Bytes 0x80-0x9f of windows-1252, which the WHATWG labels iso-8859-1 and us-ascii also name.
// Node's TextDecoder (since 20.18.3 and 22.13.0, nodejs/node#60888) gives them as the C1 controls
// U+0080-U+009F, which no text uses: Outlook's apostrophe (0x92) would vanish from "wasn't".
const WINDOWS_1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'

export function windows1252Controls(text: string): string {
  return text.replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252[c.charCodeAt(0) - 0x80] ?? c)
}
