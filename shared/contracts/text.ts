import * as z from './zod'

/** C0 and C1 control characters and DEL, but for the tab and the line breaks multi-line text keeps. */
const CONTROL = /(?![\t\n\r])\p{Cc}/u
/** What makes text more than one line (or hides a second one). */
const LINE_BREAK = /[\t\n\r\u2028\u2029]/
/** Embeddings, overrides and isolates: they reorder what a reader sees ("Trojan Source"). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/
/** Half of a surrogate pair: not a character, and no valid UTF-8 once stored. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u

export const notTextMessage = (label: string) =>
  `${label} contains characters that are not text (control, text-direction or broken characters)`
export const oneLineMessage = (label: string) => `${label} must be one line`

/** Whether text is more than one line, or hides a second one. */
export const hasLineBreak = (text: string) => LINE_BREAK.test(text)

/** Whether text holds a character no stored field may: a control, a direction override, a lone surrogate. */
export const hasForbiddenCharacter = (text: string) =>
  CONTROL.test(text) || BIDI_CONTROL.test(text) || LONE_SURROGATE.test(text)

/**
 * Text the server stores and shows to others: trimmed, normalised to NFC (so "é" typed two ways is one
 * string), refused with a 400 that names the field when it holds control or text-direction characters or
 * a lone surrogate, and, unless `multiline`, a line break. Length bounds go after it, on the clean text.
 */
export function storedText(
  label: string,
  options: { multiline?: boolean; schema?: z.ZodMiniString<string> } = {},
): z.ZodMiniString<string> {
  return (options.schema ?? z.string()).check(
    z.trim(),
    z.normalize('NFC'),
    z.refine((text) => !hasForbiddenCharacter(text), { error: notTextMessage(label), abort: true }),
    z.refine((text) => options.multiline || !hasLineBreak(text), {
      error: oneLineMessage(label),
      abort: true,
    }),
  )
}
