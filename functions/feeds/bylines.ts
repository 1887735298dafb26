// Reads one feed author field into the people it credits and, apart, the organisation (wire
// service, desk, "Staff", the publication) it credits: organisations are an article's source and
// never become journalists. Pure; scored on ../shared/feeds-corpus (decision 038).

export interface Byline {
  people: string[]
  organisation?: string
}

const ORGANISATION_WORDS = [
  'associated press',
  'canadian press',
  'europa press',
  'press association',
  'reuters',
  'afp',
  'efe',
  'ep',
  'acn',
  'ap',
  'upi',
  'dpa',
  'ansa',
  'bloomberg news',
  'agence',
  'agencias',
  'agències',
  'agencies',
  'agency',
  'staff',
  'team',
  'desk',
  'newsroom',
  'redaktion',
  'redazione',
  'redacción',
  'rédaction',
  'online',
  'gmbh',
  'kg',
  'ltd',
  'inc',
  'newswire',
  'sport',
  'editors',
  'no reply',
]
const ORGANISATION = new RegExp(`(?:^|[^\\p{L}])(?:${ORGANISATION_WORDS.join('|')})(?:$|[^\\p{L}])`, 'iu')
const DOMAIN_TOKEN = /^[\p{L}\d-]{2,}\.\p{L}+$/u
const CJK = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u
const CJK_ORGANISATION_END = /[會会盟網网導导壇坛所園园社局部處处報报台組组]$/u
const HONORIFIC =
  /^(?:(?:secretary|dr|mr|mrs|ms|mx|prof|professor|sen|senator|rep|gov|governor|president|vice president|sir|dame|rev|judge)\.?\s+)+/iu
const JOB_TITLE =
  /\s+(?:\p{Lu}\p{Ll}+\s+)?(?:editor|correspondent|reporter|writer|columnist|critic|producer|contributor)$/u
const PARTICLE = /^(?:de|du|des|del|della|di|da|do|dos|van|von|der|den|ter|le|la|al|el|bin|ibn)$/iu
const INITIALS = /^(?:\p{Lu}\.\s?)+$/u
const ROMAN_OR_SUFFIX = /^(?:II|III|IV|VI|Jr\.?|Sr\.?)$/u

/** The people and organisation credited by one raw author field. */
export function bylines(rawAuthorField: string): Byline {
  let text = repairMojibake(stripHtml(rawAuthorField)).replace(/\s+/gu, ' ').trim()
  text = fromEmail(text)
  if (!/\p{L}/u.test(text)) return { people: [] }
  text = text
    .replace(/^by\s+/iu, '')
    .replace(/^(?:翻译|译者|作者|文|記者|记者)\s*[:：]\s*/u, '')
    .replace(/\s*\([^)]*\)/gu, '')
    .replace(/\s+-\s+.*$/u, '')
    .replace(/,\s*(?:illustrations?|photos?|pictures?|video)\s+by\s+.*$/iu, '')
  const kinja = /^(.+?) on [^,]+, shared by (.+?) to .+$/u.exec(text)
  if (kinja) text = `${kinja[1]} and ${kinja[2]}`

  const people: string[] = []
  let organisation: string | undefined
  for (const part of splitCredits(text)) {
    const name = cleanName(part)
    if (!name) continue
    if (isOrganisation(name)) organisation ??= name
    else if (!people.some((p) => p.toLowerCase() === name.toLowerCase())) people.push(name)
  }
  return organisation ? { people, organisation } : { people }
}

function stripHtml(text: string): string {
  return text
    .replace(/<[^>]*>/gu, ' ')
    .replace(/&amp;/giu, '&')
    .replace(/&nbsp;/giu, ' ')
}

// "jane@example.com (Jane Doe)" is Jane Doe; a bare address names nobody.
function fromEmail(text: string): string {
  const withName = /^\S+@\S+\s*\((.*)\)$/u.exec(text)
  if (withName) return withName[1]?.trim() ?? ''
  const named = /^(.*?)\s*<\S+@\S+>$/u.exec(text)
  if (named) return named[1]?.trim() ?? ''
  return /^\S+@\S+$/u.test(text) ? '' : text
}

// Splits on "/", "、", "and", "und", Catalan "i", "&" and commas, and turns "Family, Given" pairs
// (Le Figaro, Science) back round.
function splitCredits(text: string): string[] {
  const out: string[] = []
  for (const slashPart of text.split(/\s*[/、]\s*/u)) {
    const unplaced = slashPart.replace(/\s+in\s+.*?(?=\s+(?:and|und|&)\s+|$)/gu, '')
    if (!unplaced.includes(',') && isOrganisation(unplaced)) {
      out.push(unplaced)
      continue
    }
    const commaParts = unplaced.split(/\s*,\s*/u).filter(Boolean)
    if (commaParts.length >= 2 && commaParts.length % 2 === 0 && commaParts.every(isNameAtom)) {
      for (let i = 0; i < commaParts.length; i += 2) out.push(`${commaParts[i + 1]} ${commaParts[i]}`)
      continue
    }
    for (const part of commaParts) out.push(...part.split(/\s+(?:and|und|i|&)\s+|\s*&\s*/iu))
  }
  return out
}

// One word, particles and one word ("de Larminat"), or initials ("P. J."): half of an inverted name.
function isNameAtom(part: string): boolean {
  if (INITIALS.test(part)) return true
  const words = part.split(/\s+/u)
  const last = words.pop() ?? ''
  return words.every((w) => PARTICLE.test(w)) && /^[\p{L}\p{M}'’.\d-]+$/u.test(last)
}

function isOrganisation(name: string): boolean {
  if (ORGANISATION.test(name)) return true
  const tokens = name.split(/\s+/u)
  if (tokens.some((t) => DOMAIN_TOKEN.test(t))) return true
  if (tokens.length === 1 && /^\p{Lu}{2,5}$/u.test(name)) return true
  if (CJK.test(name)) return name.length >= 5 || (name.length >= 3 && CJK_ORGANISATION_END.test(name))
  return false
}

function cleanName(part: string): string {
  let name = part
    .replace(/^[\s,;:.'"-]+|[\s,;:'"-]+$/gu, '')
    .replace(HONORIFIC, '')
    .replace(JOB_TITLE, '')
    .replace(/(\p{Lu})\.(?=\p{Lu}\p{Ll})/gu, '$1. ')
    .trim()
  if (!/\p{L}/u.test(name)) return ''
  name = fixCase(name)
  return name
}

// DAVID PORTER → David Porter, ERIN McCANN → Erin McCann, jordan kushins → Jordan Kushins; a
// one-word lower-case handle ("timothy") is left as written.
function fixCase(name: string): string {
  const words = name.split(' ')
  const letters = name.replace(/\b(?:Mc|Mac)(?=\p{Lu})/gu, '')
  const shouting = letters === letters.toUpperCase() && /\p{Lu}\p{Lu}/u.test(letters)
  const whisper = words.length > 1 && name === name.toLowerCase() && !CJK.test(name)
  if (!shouting && !whisper) return name
  return words.map((w) => (ROMAN_OR_SUFFIX.test(w) || INITIALS.test(w) ? w : titleWord(w))).join(' ')
}

function titleWord(word: string): string {
  const mc = /^(Mc|Mac)(\p{Lu}.*)$/u.exec(word)
  if (mc) return `${mc[1]}${titleWord(mc[2] ?? '')}`
  return word
    .toLowerCase()
    .replace(/(^|[-'’.])(\p{Ll})/gu, (_m, sep: string, ch: string) => `${sep}${ch.toUpperCase()}`)
}

// Windows-1252 characters that stand for bytes 0x80–0x9F when UTF-8 was read as Windows-1252.
const CP1252: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
}
const MOJIBAKE = /[\u00c2-\u00f4][\u0080-\u00bf€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/u

/** Text that was UTF-8 read as Latin-1/Windows-1252 ("BastiÃ¨re"), read again as UTF-8. */
export function repairMojibake(text: string): string {
  if (!MOJIBAKE.test(text)) return text
  const bytes: number[] = []
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0
    const byte = code < 0x100 ? code : CP1252[ch]
    if (byte === undefined) return text
    bytes.push(byte)
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes))
  } catch {
    return text
  }
}
