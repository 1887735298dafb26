import type { Mail } from './message'

// What an absence notice says, in the languages Pressroom's journalists write in. Only asked of
// mail already known to be automatic: a person may well write "I'm away until Monday" in a
// real reply, and that reply must stop the follow-ups.
const ABSENCE = new RegExp(
  [
    // English
    'out of (the )?office',
    'out of town',
    'away (from|on|until|till|through|and|at|for)',
    "i am away|i'm away|currently away",
    'on (annual |parental |maternity |paternity |sick |study )?(vacation|holiday|holidays|leave)',
    '(limited|intermittent|no|restricted) access to (my )?(e-?mail|email)',
    'travell?ing',
    'be back (in|on|at)',
    'upon my return|on my return|returning (to|on)',
    'off work',
    // French
    'absente?s?\\b',
    'en (congés?|vacances)',
    'hors du bureau',
    'de retour (le|au|à)',
    // German
    'abwesend',
    'nicht im (büro|hause|haus)',
    'außer haus|ausser haus',
    'urlaub',
    'wieder (im büro|erreichbar|da)',
    // Spanish
    'fuera de (la )?oficina',
    'ausente',
    'de vacaciones',
    'estar[ée] de vuelta',
    // Portuguese
    'fora do escrit[óo]rio',
    'de f[ée]rias',
    'estarei de volta',
    // Dutch
    'afwezig',
    'niet op kantoor',
    'met vakantie',
    'weer (aanwezig|op kantoor)',
    // Italian
    'fuori (sede|ufficio)',
    'assente',
    'in ferie',
    'rientrer[òo]',
    // Polish
    'nieobecn',
    'poza biurem',
    'na urlopie',
    'urlop',
  ].join('|'),
  'iu',
)

export function isAbsenceNotice(mail: Mail): boolean {
  if (/vacation/i.test(mail.header('x-apple-action'))) return true
  if (/vacation/i.test(mail.header('auto-submitted'))) return true
  return ABSENCE.test(mail.subject) || ABSENCE.test(mail.fresh)
}
