import { SUBJECT_LONGEST } from '../../../shared/contracts/pitches'
import type { CompanyField } from '../../../shared/domain/company'
import { type Fact, firstFact } from '../../pitches/brief'
import type { PitchBrief } from '../../ports/pitch-writer'
import {
  firstSentence,
  lowerFirst,
  type Nlp,
  presentHeadline,
  shapeOf,
  upperFirst,
  withArticle,
} from './pitch-sentences'

/** Headlines of a fact worded as a noun phrase, by the field it comes from, in the present tense. */
const HEADLINES: Partial<Record<CompanyField, (phrase: string, name: string) => string>> = {
  recent_funding: (p, name) => `${name} raises ${withArticle(p)}`,
  funding_amount: (p, name) => `${name} has raised ${p}`,
  revenue: (p, name) => `${name} reaches ${p}`,
  recent_features: (p, name) => `${name} ships ${p}`,
  upcoming_features: (p, name) => `Coming soon from ${name}: ${p}`,
  upcoming_announcement: (p, name) => `Coming from ${name}: ${p}`,
  founder_story: (_p, name) => `Why I started ${name}`,
  company_motivation: (_p, name) => `Why I started ${name}`,
  earned_secret: (p, name) => `What ${name} learned: ${p}`,
}

/** "Name: the fact", "Name ships X": the news as a headline, in the founder's words. */
function headlineOf(nlp: Nlp, name: string, fact: Fact, field: CompanyField | 'news'): string {
  const text = firstSentence(fact.text).replace(/[.!?]$/, '')
  if (text.toLowerCase().startsWith(name.toLowerCase()) && !/^[\p{L}\p{N}]/u.test(text.slice(name.length)))
    return text
  const shape = shapeOf(nlp, text, field)
  const lower = lowerFirst(nlp, text)
  if (shape.kind === 'verb' && (shape.subject === 'we' || shape.subject === 'name'))
    return `${name} ${presentHeadline(nlp, lower)}`
  if (shape.kind === 'clause') {
    const [first = '', second = '', ...rest] = text.split(' ')
    // "We signed 3 utilities" → "Acme signs 3 utilities"; "We are opening…" keeps its own words.
    const plain = !/^(am|are|is|was|were|have|has|had|will|would|can|could|'re|'ve)$/i.test(second)
    if (/^(we|i)$/i.test(first) && plain)
      return `${name} ${presentHeadline(nlp, [second, ...rest].join(' '))}`
    if (/^our$/i.test(first)) return `${name}'s ${rest.join(' ')}`
  }
  const carrier = shape.kind === 'phrase' && field !== 'news' ? HEADLINES[field] : undefined
  return carrier ? carrier(lower, name) : `${name}: ${upperFirst(text)}`
}

/** Words a cut headline must not end on: "raises a $4M seed led" waits for its "by". */
const DANGLING = /\b(a|an|the|of|our|its|their|my|your|led|backed|funded|growing|and|or|is|are|was)$/i

/** Words a headline may be cut before: "…seed round | led by Northwind". */
const BREAKS = new Set(
  'in for with to from at on by and which that as after led backed growing across'.split(' '),
)

/** Cut at the last comma or preposition that leaves a whole thought of three words or more. */
function shortened(text: string, max: number, name: string): string | undefined {
  if (text.length <= max) return text
  const words = text.split(' ')
  // Three words of the fact at least, beside the company's name ("Acme: In 2024" says nothing).
  const least = name.split(' ').length + 3
  for (let n = words.length - 1; n >= least; n--) {
    const head = words.slice(0, n).join(' ')
    const next = words[n]?.toLowerCase() ?? ''
    const breaks = head.endsWith(',') || BREAKS.has(next)
    const cut = head.replace(/[,;:]$/, '')
    if (breaks && !DANGLING.test(cut) && cut.length <= max) return cut
  }
  return undefined
}

/**
 * A subject built from the news and the angle, that none of the founder's other pitches for the company
 * has (compared without case): the headline first, then the headline framed for the journalist's
 * coverage or publication, then one of the profile's other facts.
 */
export function subjectOf(
  nlp: Nlp,
  brief: PitchBrief,
  news: Fact | undefined,
  taken: readonly string[],
  hookTopic: string | undefined,
): string {
  const { company, journalist } = brief
  const name = company.name
  const used = new Set(taken.map((s) => s.trim().toLowerCase()))
  const description = firstFact(company, ['short_description', 'full_description'])
  const headlines = [
    news && headlineOf(nlp, name, news, brief.story?.news ? 'news' : news.field),
    description && description !== news && headlineOf(nlp, name, description, description.field),
    ...otherFacts(brief, news).map((fact) => headlineOf(nlp, name, fact, fact.field)),
    name,
  ].filter((h): h is string => Boolean(h))
  // Only a topic of theirs the company's words touch, else their beat.
  const topic = hookTopic ?? journalist.beat
  // Inside a frame, "Acme: robots…" reads "Acme – robots…": one colon to a subject.
  const inner = (h: string) => h.replace(/^([^:]+): /, '$1 – ')
  const frames = [
    (h: string) => h,
    (h: string) => `For your ${topic} coverage: ${inner(h)}`,
    (h: string) => `Story idea for ${journalist.publication}: ${inner(h)}`,
    (h: string) => `${topic} story idea: ${inner(h)}`,
    (h: string) => `News for ${journalist.publication} readers: ${inner(h)}`,
  ]
  // Each journalist's first framing is their own (by their id), so a batch reads less alike.
  const start = [...journalist.id].reduce((sum, c) => sum + c.charCodeAt(0), 0) % frames.length
  const framings = [...frames.slice(start), ...frames.slice(0, start)]
  for (const headline of headlines) {
    for (const frame of framings) {
      const room = SUBJECT_LONGEST - frame('').length
      const fitted = shortened(headline, room, name)
      const subject = fitted && frame(fitted)
      if (subject && !used.has(subject.toLowerCase())) return subject
    }
  }
  // Every framing of every fact is taken: their own name makes it theirs.
  const last = `${name}, for ${journalist.full_name}`
  return last.length <= SUBJECT_LONGEST ? last : last.slice(0, SUBJECT_LONGEST)
}

/** The profile's other news facts, for a subject when the news's own are taken. */
function otherFacts(brief: PitchBrief, news: Fact | undefined): Fact[] {
  const fields: CompanyField[] = [
    'recent_funding',
    'upcoming_announcement',
    'recent_features',
    'recent_accomplishments',
    'revenue',
    'upcoming_features',
    'unique_product_feature',
  ]
  return fields
    .filter((f) => f !== news?.field)
    .flatMap((f) => {
      const fact = firstFact(brief.company, [f])
      return fact ? [fact] : []
    })
}
