import { bounceEvidence } from './bounce'
import type { Mail } from './message'

// Hard means the address or its domain is reported unknown: only then is it put on the
// suppression list. Everything else that failed or was delayed (mailbox full, too large, spam or
// policy blocks, rate limits, expiry, the sender's own misconfiguration) is soft, and so is a
// failure that gives no reason: suppressing an address on a guess would lose a journalist.

/** Enhanced status codes (RFC 3463) that say the address or domain does not exist. */
const HARD_CODE = /^5\.1\.(0|1|2|3|6|10)$|^5\.4\.(4|310)$/

/** Codes that name some other cause; 5.0.0 and 5.5.x say nothing about the cause. */
const OTHER_CAUSE_CODE = /^4\.|^5\.[1-4679]\./

const HARD_WORDS = new RegExp(
  [
    'user unknown',
    'unknown (or illegal )?(user|recipient|address|mailbox|account)',
    'recipient unknown',
    'illegal user',
    'no such (user|mailbox|recipient|address|account|domain|host)',
    "(does ?n[o']t|did not|not) exist",
    'is not a valid (recipient|mailbox|address|user)',
    'invalid (recipient|address|mailbox|user)',
    'no account by that name',
    'not listed in',
    "(was ?n[o']t|could ?n[o']t be|could not be) found",
    'recip(ient)?notfound',
    '(user|address|mailbox|recipient|account) not found',
    'domain name not found',
    'unrouteable address',
    'introuvable',
    "n'existe pas",
    'existiert nicht',
    'nie istnieje',
    'no existe',
    'não existe',
    'bestaat niet',
    'non esiste',
  ].join('|'),
  'iu',
)

const DELAYED =
  /^Action:\s*delayed|will be retried|has been delayed|not yet been delivered|warning message only|delivery attempts will continue|still being retried/im

export function bounceSeverity(mail: Mail): 'hard' | 'soft' {
  const evidence = bounceEvidence(mail)
  if (DELAYED.test(evidence) || /\bdelay(ed)?\b/i.test(mail.subject)) return 'soft'
  const codes = statusCodes(evidence)
  if (codes.some((code) => HARD_CODE.test(code))) return 'hard'
  if (codes.some((code) => OTHER_CAUSE_CODE.test(code))) return 'soft'
  return HARD_WORDS.test(evidence) ? 'hard' : 'soft'
}

/** Status fields, and enhanced codes after an SMTP reply code ("550 5.1.1", "550-5.1.1", "#5.1.1"). */
export function statusCodes(evidence: string): string[] {
  const codes: string[] = []
  for (const m of evidence.matchAll(/^Status:\s*([245]\.\d{1,3}\.\d{1,3})/gim)) codes.push(m[1] as string)
  const inText =
    /(?:^|[\s(;:])(?:[245]\d\d[ -]+#?|#)([245]\.\d{1,3}\.\d{1,3})(?![\d.])|(?:^|\s)([245]\.\d{1,3}\.\d{1,3})\s+</gm
  for (const m of evidence.matchAll(inText)) codes.push((m[1] ?? m[2]) as string)
  return codes
}
