// Where the sender's own words end: the first line that starts a quoted or forwarded message,
// or a bounce's copy of the message it returns. Whatever follows was written by someone else
// (often by us), so it must not decide what the message is.
const QUOTE_STARTS: RegExp[] = [
  // "On Mon, 3 Mar 2025, Ann <ann@x> wrote:", possibly wrapped, in the languages we expect.
  /^[ \t>]*(?:-{2,} ?)?(?:On|Le|Am|El|Em|Op|Il|W dniu)\b[^\n]*(?:\n[^\n]*){0,3}?(?:wrote|a écrit|schrieb|escribió|escreveu|schreef|ha scritto|napisał|написал)\s*:/im,
  /^[^\n]{0,80}\s(?:wrote|написал|napisał|a écrit|schrieb|escribió|escreveu|schreef|ha scritto)\s*:\s*$/im,
  /^[ \t]*-{2,}[ \t]*(?:original message|forwarded message|ursprüngliche nachricht|message d'origine|mensaje original|mensagem original|oorspronkelijk bericht|messaggio originale|wiadomość oryginalna)/im,
  /^[ \t]*_{10,}[ \t]*$/m,
  /^[ \t]*\*?(?:From|De|Von|Van|Da|Od):\*?[ \t].*\n[ \t]*\*?(?:Sent|Date|To|Envoyé|Gesendet|Enviado|Verzonden|Inviato|Wysłano|Datum|Fecha|Data):/im,
  /^[ \t]*>/m,
]

// Where a bounce's copy of the message it returns begins.
const RETURNED_MESSAGE_STARTS: RegExp[] = [
  /^[ \t]*-{2,}[ \t]*original message[ \t]*-{2,}/im,
  /^.{0,20}(?:original message follows|copy of the message|below this line is a copy|header of the original message|bounced e-?mail:|undelivered message headers|original message headers)/im,
  /^(?:Received|Return-Path|DKIM-Signature|Message-ID): /im,
  // How the parser shows an attached message (message/rfc822): its headers between dashed lines.
  /^-{3,}\n(?:From|Subject|Date|To|Cc): /m,
]

function firstMatch(text: string, patterns: RegExp[]): number {
  let end = text.length
  for (const pattern of patterns) {
    const match = pattern.exec(text)
    if (match && match.index < end) end = match.index
  }
  return end
}

/** A delivery notice up to the copy of the returned message. */
export function beforeReturnedMessage(text: string): string {
  return text.slice(0, firstMatch(text, RETURNED_MESSAGE_STARTS))
}

export function freshText(text: string): string {
  const end = firstMatch(text, [...QUOTE_STARTS, ...RETURNED_MESSAGE_STARTS])
  const fresh = text.slice(0, end)
  // A bottom-posted reply starts with the quote; its own words are the lines not quoted.
  if (fresh.trim() || end === text.length) return fresh
  return text
    .split('\n')
    .filter(
      (line) => !/^[ \t]*>/.test(line) && !/(?:wrote|a écrit|schrieb|escribió|escreveu)\s*:\s*$/i.test(line),
    )
    .join('\n')
}

/**
 * The sender's own words and the quoted or returned history after them, kept apart so the history can
 * be folded away and still be read. A bottom-posted reply's words are its unquoted lines, and its
 * history is then the whole message.
 */
export function splitQuoted(text: string): { fresh: string; quoted: string } {
  const fresh = freshText(text)
  if (text.startsWith(fresh)) return { fresh: fresh.trimEnd(), quoted: text.slice(fresh.length).trim() }
  return { fresh: fresh.trim(), quoted: text.trim() }
}
