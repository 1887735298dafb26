import { BODY_MAX_WORDS, SUBJECT_MAX_LENGTH } from '../contracts/pitches'

/** Phrases that mark a pitch as machine-written or generic; journalists delete these on sight. */
export const FILLER_PHRASES = [
  'i hope this email finds you well',
  'i hope this finds you well',
  'i wanted to reach out',
  "i'm reaching out",
  'in today’s fast-paced',
  "in today's fast-paced",
  'game-changer',
  'game changer',
  'revolutionary',
  'cutting-edge',
  'groundbreaking',
  'disruptive',
  'synergy',
  'delve',
  'unlock the power',
  'look no further',
  'best-in-class',
  'world-class',
  'seamless',
  'leverage',
] as const

export const wordCount = (text: string) => (text.trim().match(/\S+/g) ?? []).length

/** Numbers as written in prose ("$4.2M", "1,200", "35%"), reduced to their digits. */
function numbersIn(text: string): string[] {
  return (text.match(/\d[\d,.]*\d|\d/g) ?? []).map((n) => n.replace(/,/g, '').replace(/\.$/, ''))
}

/**
 * What is wrong with a drafted pitch, if anything: too long a subject or body, filler phrases, or a
 * number that appears nowhere in the facts it was written from (an invented figure).
 */
export function checkPitch(
  draft: { subject: string; content: string },
  facts: string,
  options: { maxWords?: number } = {},
): string[] {
  const problems: string[] = []
  const maxWords = options.maxWords ?? BODY_MAX_WORDS
  if (!draft.subject.trim()) problems.push('the subject is empty')
  if (draft.subject.length >= SUBJECT_MAX_LENGTH) {
    problems.push(`the subject has ${draft.subject.length} characters; keep it under ${SUBJECT_MAX_LENGTH}`)
  }
  const words = wordCount(draft.content)
  if (words >= maxWords) problems.push(`the body has ${words} words; keep it under ${maxWords}`)
  const text = `${draft.subject}\n${draft.content}`.toLowerCase()
  for (const phrase of FILLER_PHRASES) {
    if (text.includes(phrase)) problems.push(`it uses the filler phrase "${phrase}"`)
  }
  const known = new Set(numbersIn(facts))
  for (const number of new Set(numbersIn(text))) {
    if (!known.has(number)) problems.push(`it states "${number}", which is not in the company profile`)
  }
  return problems
}
