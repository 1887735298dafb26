import type { Mail } from './message'

// Signs that no person wrote the message. X-Auto-Response-Suppress is deliberately absent:
// Outlook puts it on ordinary replies too, so it tells nothing by itself.

/** RFC 3834 and the de-facto headers auto-responders set. */
export function hasAutomaticHeaders(mail: Mail): boolean {
  const autoSubmitted = mail.header('auto-submitted').toLowerCase()
  if (autoSubmitted && !/^no\b/.test(autoSubmitted)) return true
  if (mail.header('x-autoreply') || mail.header('x-autorespond') || mail.header('x-autoresponder'))
    return true
  if (/^(bulk|junk|auto[_-]reply)\b/i.test(mail.header('precedence'))) return true
  if (mail.header('x-apple-action')) return true
  return false
}

/** An empty Return-Path (<>) is the null sender that only automatic mail uses (RFC 5321 §4.5.5). */
export function hasNullSender(mail: Mail): boolean {
  const lines = mail.header('return-path').split('\n')
  return lines.some((line) => line !== '' && /^<\s*>$/.test(line.trim()))
}

// An auto-responder puts its phrase first and ends it with a colon or a bracket ("Automatic
// reply: …", "[Automatyczna odpowiedź] …"); a person's "Re: Out of office etiquette" does neither.
const AUTOMATIC_SUBJECT = new RegExp(
  [
    '^\\[?\\s*(?:',
    [
      'auto(?:matic|mated)?[ -]?(?:reply|response|respons|answer)',
      'autoreply',
      'auto',
      'out of (?:the )?office(?: auto-?reply)?',
      'away',
      'absence',
      'abwesenheit(?:snotiz)?',
      'automatische antwort',
      'r[ée]ponse automatique',
      'respuesta autom[áa]tica',
      'fuera de (?:la )?oficina',
      'resposta autom[áa]tica',
      'aus[eê]ncia',
      'automatisch antwoord',
      'afwezig',
      'risposta automatica',
      'fuori (?:sede|ufficio)',
      'automatyczna odpowied[źz]',
      'nieobecno[śs][ćc]',
      'autosvar',
    ].join('|'),
    ')\\s*(?::|\\]|$)',
  ].join(''),
  'iu',
)

/** Subjects auto-responders write, at the start ("Automatic reply: …") or AOL's suffix. */
export function hasAutomaticSubject(mail: Mail): boolean {
  return (
    AUTOMATIC_SUBJECT.test(mail.subject) ||
    /\((?:automatic|auto) (?:response|reply)\)\s*$/i.test(mail.subject)
  )
}

const SAYS_AUTOMATIC = new RegExp(
  [
    'this is an? (?:automated|automatic|auto-generated|automatically generated) (?:reply|response|message|notification|e-?mail)',
    'ceci est une? (?:r[ée]ponse|message) automatique',
    'dies ist eine automatische (?:antwort|nachricht|e-?mail)',
    'esta es una respuesta autom[áa]tica',
    'esta [ée] uma resposta autom[áa]tica',
    'dit is een automatisch (?:antwoord|bericht|gegenereerd)',
    'questa [èe] una risposta automatica',
    'to jest automatyczna odpowied[źz]',
  ].join('|'),
  'iu',
)

/** A note that says of itself that it was sent automatically. */
export function saysItIsAutomatic(mail: Mail): boolean {
  return SAYS_AUTOMATIC.test(mail.fresh)
}

export function looksAutomatic(mail: Mail): boolean {
  return (
    hasAutomaticHeaders(mail) || hasNullSender(mail) || hasAutomaticSubject(mail) || saysItIsAutomatic(mail)
  )
}

// Challenge-response filters hold our message until we prove we are a person; some wrap the
// notice as a DSN, but nothing failed and the address is fine.
const CHALLENGE =
  /waitlisted|guest list|not pre-?approved|approved senders list|verify (that )?you are (a )?(human|real person)|challenge[- ]response|add yourself to my/i

export function isChallengeResponse(mail: Mail): boolean {
  return CHALLENGE.test(mail.fresh)
}
