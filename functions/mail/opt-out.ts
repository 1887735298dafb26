import type { Mail } from './message'

const ASKS_TO_LEAVE = new RegExp(
  [
    'unsubscribe',
    'opt[ -]?out',
    'remove me',
    'take me off',
    'stop (e-?mailing|emailing|sending|contacting|writing to) me',
    "(do not|don't) (e-?mail|email|contact|write to) me",
    'no more (e-?mails|emails|messages)',
    'd[ée]sabonne|d[ée]sinscri|retirez-moi',
    'abmelden|austragen|abbestellen',
    'darme de baja|darse de baja|dar de baja',
    'descadastr|cancelar (a )?inscri',
    'uitschrijven|afmelden',
    'disiscriv|cancellami',
    'wypisz|wypisa[ćc]',
  ].join('|'),
  'iu',
)

const DECLINES_TO_LEAVE = /\b(do not|don't|not) (want to )?(unsubscribe|opt[ -]?out|be removed)/i

/** A short note from a person asking to hear no more: the reply itself, not the quoted pitch. */
export function asksToUnsubscribe(mail: Mail): boolean {
  const own = mail.fresh.trim()
  if (own.length > 500 || DECLINES_TO_LEAVE.test(own)) return false
  return ASKS_TO_LEAVE.test(own) || (!own && /^unsubscribe\b/i.test(mail.subject))
}

/** Apple Mail's one-click unsubscribe sends a note to the List-Unsubscribe mailto address. */
export function isOneClickUnsubscribe(mail: Mail): boolean {
  return /^true$/i.test(mail.header('x-apple-unsubscribe'))
}
