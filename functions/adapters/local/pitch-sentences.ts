import type nlpType from 'compromise'
import type { CompanyField } from '../../../shared/domain/company'

export type Nlp = typeof nlpType

/** Loaded on the first pitch, as the OpenAI SDK is: most requests of the pitches group write none. */
let loading: Promise<Nlp> | undefined
export const loadNlp = () => (loading ??= import('compromise').then((m) => m.default))

/** How a fact is worded, which decides the sentence that carries it. */
type Shape =
  | { kind: 'clause' } // "We hit $1M ARR in September": a sentence already
  | { kind: 'verb'; subject: 'we' | 'we are' | 'name' | 'name was' } // "Shipped night-shift mode"
  | { kind: 'predicate' } // "Available to couriers in 40 cities"
  | { kind: 'phrase' } // "$6M seed led by Northzone", "Privacy-first analytics for clinics"

interface Term {
  text: string
  tags: string[]
}

const termsOf = (nlp: Nlp, text: string): Term[] =>
  nlp(text)
    .json()
    .flatMap((s: { terms: Term[] }) => s.terms)

const has = (term: Term | undefined, tag: string) => Boolean(term?.tags.includes(tag))

/** Fields a founder usually fills with a thing (a feature, a round, a figure) rather than a sentence. */
const THING_FIELDS = new Set<string>([
  'recent_features',
  'upcoming_features',
  'upcoming_announcement',
  'recent_funding',
  'funding_amount',
  'revenue',
  'recent_accomplishments',
  'innovation_validation',
])

export function shapeOf(nlp: Nlp, text: string, field?: string): Shape {
  const terms = termsOf(nlp, text)
  const [first, second] = terms
  // "Pre-seed from Seedcamp": a hyphenated first word is a thing, and a field of things opens with a
  // verb only in the past ("Raised $4M", "Shipped X").
  const thing = field !== undefined && THING_FIELDS.has(field)
  const verbFirst =
    has(first, 'Verb') &&
    !has(first, 'Noun') &&
    !has(first, 'Hyphenated') &&
    (!thing || has(first, 'PastTense') || has(first, 'Gerund'))
  if (verbFirst) {
    // "Built in a garage" is said of the company; "Raised $4M" and "Shipped X" by the founders.
    if (has(first, 'Participle') && has(second, 'Preposition')) return { kind: 'verb', subject: 'name was' }
    if (has(first, 'Gerund')) return { kind: 'verb', subject: 'we are' }
    if (has(first, 'PresentTense') && !has(first, 'Infinitive')) return { kind: 'verb', subject: 'name' }
    // "Finance teams close the month…": a tagger that reads "Finance" as a verb still sees a subject.
    const verbs = nlp(text).verbs().json() as { text: string }[]
    if (verbs[0] && verbs[0].text.trim().split(/\s+/).length > 2) return { kind: 'clause' }
    return { kind: 'verb', subject: 'we' }
  }
  // "Processed 1.2M invoices", "Signed the first bank": a verb the tagger took for an adjective.
  if (
    has(first, 'Adjective') &&
    /ed$/i.test(first?.text ?? '') &&
    (has(second, 'Value') || has(second, 'Determiner'))
  )
    return { kind: 'verb', subject: 'we' }
  if (has(first, 'Adjective') && has(second, 'Preposition') && !terms.some((t) => has(t, 'Verb')))
    return { kind: 'predicate' }
  const verbAt = terms.findIndex((t) => has(t, 'Verb') && !has(t, 'Gerund'))
  if (verbAt <= 0) return { kind: 'phrase' }
  const before = terms.slice(0, verbAt).map((t) => t.text.toLowerCase())
  // "Robots that sort parcels", "$6M seed led by Northzone": a noun phrase with a clause inside it.
  if (before.some((w) => ['that', 'which', 'who'].includes(w))) return { kind: 'phrase' }
  if (terms[verbAt + 1]?.text.toLowerCase() === 'by') return { kind: 'phrase' }
  // "Same-day delivery quotes at checkout": in a field of things, a present-tense "verb" after plain
  // nouns is more likely a noun; a real sentence there names who did it ("We", "Acme") or is past.
  const named = terms.slice(0, verbAt).some((t) => has(t, 'Pronoun') || has(t, 'ProperNoun'))
  if (thing && has(terms[verbAt], 'PresentTense') && !named) return { kind: 'phrase' }
  return { kind: 'clause' }
}

/** The first letter lower-cased, unless the first word is a name or an acronym ("AI", "Stripe"). */
export function lowerFirst(nlp: Nlp, text: string, name?: string): string {
  const word = text.split(/\s+/)[0] ?? ''
  if (name && text.startsWith(name)) return text
  if (!/^\p{Lu}\p{Ll}*$/u.test(word.replace(/[^\p{L}]/gu, '')) || word.length < 2) return text
  const [first] = termsOf(nlp, text)
  if (has(first, 'ProperNoun') && !has(first, 'Verb') && !has(first, 'Adjective')) return text
  return text.charAt(0).toLowerCase() + text.slice(1)
}

export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** A sentence ends with one stop. */
export const closed = (text: string) => {
  const t = text.trim()
  return /[.!?]["”)]?$/.test(t) ? t : `${t}.`
}

/** Up to the first full stop that ends a sentence, not one inside "$4.2M" or "v2.1". */
export const firstSentence = (text: string) => (text.trim().match(/^(.*?)[.!?](?:\s|$)/s)?.[1] ?? text).trim()

/** The sentences of a text, each without its stop. */
export const sentencesOf = (text: string) =>
  text
    .trim()
    .split(/(?<=[.!?])\s+(?=\p{Lu}|\d|\$)/u)
    .map((s) => s.replace(/[.!?]$/, '').trim())
    .filter(Boolean)

/** "a $6M seed round", "a pre-seed round", but "$6M in total" and "the round" as they are. */
export const withArticle = (phrase: string) =>
  (/^[$€£\d]/.test(phrase) && /\b(seed|round|series|pre-seed|raise)\b/i.test(phrase)) ||
  /^(pre-seed|seed|series [a-e])\b/i.test(phrase)
    ? `a ${phrase}`
    : phrase

/** Sentences that carry a fact worded as a noun phrase, by the field it comes from. */
const CARRIERS: Partial<Record<CompanyField, (phrase: string, name: string) => string>> = {
  recent_funding: (p, name) => `${name} has raised ${withArticle(p)}`,
  funding_amount: (p, name) => `${name} has raised ${p} to date`,
  revenue: (p, name) => `${name} is now at ${p}`,
  recent_accomplishments: (p) => `Our latest milestone is ${p}`,
  recent_features: (p) => `We have just shipped ${p}`,
  upcoming_features: (p) => `Next, we are shipping ${p}`,
  upcoming_announcement: (p) => `We are about to announce ${p}`,
  founder_story: (p) => `It started with ${p}`,
  company_motivation: (p) => `What drives us is ${p}`,
  earned_secret: (p) => `What we have learned is ${p}`,
  industry_opportunity: (p) => `The opening we see is ${p}`,
  innovation_validation: (p) => `The proof so far is ${p}`,
  short_description: (p, name) => `${name} builds ${p}`,
  full_description: (p, name) => `${name} builds ${p}`,
  differentiator: (p) => `What sets us apart is ${p}`,
  user_value_prop: (p) => `What our users get is ${p}`,
  unique_product_feature: (p) => `The feature people remember is ${p}`,
  use_case: (p) => `A typical case is ${p}`,
  competitive_advantage: (p) => `We win on ${p}`,
}

/**
 * One sentence of the founder's: said whole as it is when it is a sentence, else carried by a sentence
 * that fits the field it comes from ("$6M seed led by Northzone" → "Ledgerline has raised a $6M seed
 * led by Northzone."). The founder's words are kept; only the carrying words are added.
 */
export function asSentence(nlp: Nlp, text: string, field: CompanyField | 'news', name: string): string {
  const fact = text.trim().replace(/[.!?]$/, '')
  const shape = shapeOf(nlp, fact, field)
  const lower = () => lowerFirst(nlp, fact)
  switch (shape.kind) {
    case 'clause':
      return closed(upperFirst(fact))
    case 'predicate':
      return closed(`${name} is ${lower()}`)
    case 'verb': {
      const subject = { we: 'We', 'we are': 'We are', name, 'name was': `${name} was` }[shape.subject]
      return closed(`${subject} ${lower()}`)
    }
    case 'phrase': {
      const carrier = field === 'news' ? undefined : CARRIERS[field]
      return closed(carrier ? carrier(lower(), name) : `Our news is ${lower()}`)
    }
  }
}

/** A headline's verb in the present ("Shipped X" → "ships X"), the rest in the founder's words. */
export function presentHeadline(nlp: Nlp, text: string): string {
  const [word = '', ...rest] = text.split(' ')
  const doc = nlp(word.toLowerCase())
  doc.verbs().toPresentTense()
  return [doc.text() || word.toLowerCase(), ...rest].join(' ')
}

/** Words that say nothing of what a company or a story is about. */
const GENERIC = new Set(
  `about after again also been before being best between both came come could does done down each
  even every first from give going good great have here into just know last like made make many more
  most much must never next only other over same should since some still such take than that their them
  then there these they thing things this those through very want well were what when where which while
  will with without would your small large little big
  company companies startup startups team teams business businesses customer customers user users
  platform product products tool tools service services solution solutions market markets industry
  people world year years month months week weeks days time times tech technology software data
  growth news story stories founder founders money deal deals future report launch round price prices
  cost costs raise raises again`.split(/\s+/),
)

/**
 * The stems (first five letters) of the words of four letters or more of a text that say what it is
 * about: with `nouns`, only those the tagger reads as nouns (in a founder's prose it reads well; in a
 * headline it takes "finance" and "invoices" for verbs, so a title keeps every word).
 */
export function subjectStems(text: string, nouns?: Nlp): Set<string> {
  const source = nouns
    ? termsOf(nouns, text)
        .filter((t) => has(t, 'Noun') && !has(t, 'Pronoun'))
        .map((t) => t.text)
        .join(' ')
    : text
  const words = (source.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => !GENERIC.has(w))
  return new Set(words.map((w) => w.slice(0, 5)))
}
