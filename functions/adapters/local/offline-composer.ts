import { BODY_MAX_WORDS, type PitchAngle, SUBJECT_MAX_LENGTH } from '../../../shared/contracts/pitches'
import { wordCount } from '../../../shared/domain/pitch-guardrails'
import type { PitchBrief, PitchWriter } from '../../ports/pitch-writer'

export const OFFLINE_COMPOSER = 'offline-composer'

type Company = PitchBrief['company']

/** The facts each angle stands on, strongest first. */
const ANGLE_FACTS: Record<PitchAngle, (keyof Company)[]> = {
  funding: ['recent_funding', 'funding_amount'],
  launch: ['upcoming_announcement', 'recent_features', 'upcoming_features'],
  milestone: ['recent_accomplishments', 'revenue'],
  founder_story: ['founder_story', 'company_motivation'],
  data: ['earned_secret', 'innovation_validation', 'industry_opportunity'],
  // The weakest: what the company makes, when the profile has no news, story or finding to lead with.
  product: [
    'unique_product_feature',
    'differentiator',
    'user_value_prop',
    'use_case',
    'competitive_advantage',
    'short_description',
    'full_description',
  ],
}

/** Which angles a journalist's beat tends to run, so the pitch meets them where they write. */
const BEAT_AFFINITY: Record<string, PitchAngle[]> = {
  'Venture Capital': ['funding'],
  Markets: ['funding', 'milestone'],
  Startups: ['funding', 'launch', 'founder_story'],
  'Product Reviews': ['launch'],
  'Consumer Tech': ['launch'],
  'Enterprise Tech': ['milestone', 'launch'],
  Science: ['data'],
  Policy: ['data'],
}

/**
 * The writer used when no OpenAI key is set: deterministic, and built only from the founder's own
 * words in the profile, so it cannot invent a figure or a customer. It picks the strongest angle the
 * profile supports, leaning to what the journalist's beat runs, and opens on their latest article about
 * the company's subject, or on what they cover when none is.
 */
export function offlineComposer(): PitchWriter {
  return {
    name: OFFLINE_COMPOSER,
    async write(brief, previous) {
      const attempt = previous?.attempt ?? 0
      const angle = chooseAngle(brief, attempt)
      const fact = firstFact(brief.company, angle) ?? brief.company.short_description ?? brief.company.name
      // Each regeneration takes the next angle; once every angle has had its turn, the next opening.
      const round = Math.floor(attempt / Math.max(1, rankedAngles(brief).length))
      return {
        angle,
        subject: subjectOf(brief.company.name, fact, angle),
        content: composeBody(brief, fact, round),
      }
    },
  }
}

/** The angles the profile supports, those the journalist's beat runs first. */
function rankedAngles(brief: PitchBrief): PitchAngle[] {
  const supported = (Object.keys(ANGLE_FACTS) as PitchAngle[]).filter((a) => firstFact(brief.company, a))
  const preferred = BEAT_AFFINITY[brief.journalist.beat] ?? []
  return [
    ...supported.filter((a) => preferred.includes(a)),
    ...supported.filter((a) => !preferred.includes(a)),
  ]
}

/** The best angle first; each regeneration takes the next one the profile supports. */
export function chooseAngle(brief: PitchBrief, attempt = 0): PitchAngle {
  const ranked = rankedAngles(brief)
  // A profile of a name alone: the pitch can only say what the company is.
  return ranked[attempt % Math.max(1, ranked.length)] ?? 'product'
}

function firstFact(company: Company, angle: PitchAngle): string | undefined {
  for (const field of ANGLE_FACTS[angle]) {
    const value = company[field]
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return undefined
}

/** What a subject says of an angle when the fact itself is too long to be one. */
const ANGLE_HEADLINES: Record<PitchAngle, string> = {
  funding: 'funding news',
  launch: 'a launch',
  milestone: 'a milestone',
  founder_story: 'the story behind it',
  data: 'what we are seeing in the market',
  product: 'what we make',
}

/**
 * "Name: the fact's first sentence", else its first clause, whole: a subject is never cut mid-word
 * or mid-thought; a fact too long for either gives the angle's headline.
 */
function subjectOf(name: string, fact: string, angle: PitchAngle): string {
  const fits = (text: string) => `${name}: ${text}`.length < SUBJECT_MAX_LENGTH
  const first = firstSentence(fact)
  const clause = first.split(/\s*[,;:–—]\s+|\s+-\s+/)[0]?.trim() ?? ''
  // A clause of fewer than three words ("In 2024") is a fragment, not a thought.
  const whole = clause.split(/\s+/).length >= 3 ? clause : ''
  const said = [first, whole].find((text) => text && fits(text)) ?? ANGLE_HEADLINES[angle]
  // "Acme builds robots…" names the company already: not "Acme: Acme builds robots…" (but "Available…"
  // does not name "Ava").
  if (startsWithName(said, name)) return said
  return fits(said) ? `${name}: ${said}` : clip(name, SUBJECT_MAX_LENGTH - 1)
}

/** Whether a text opens with the company's name as a word of its own. */
function startsWithName(text: string, name: string) {
  const rest = text.slice(name.length)
  return text.toLowerCase().startsWith(name.toLowerCase()) && !/^[\p{L}\p{N}]/u.test(rest)
}

/** Words of four letters or more that say nothing of what a text is about. */
const COMMON_WORDS = new Set(
  `about after again also been before being best between both came come could days does done down each
  even every first from give going good great have here into just know last like made make many more
  most much must never next only other over same should since some still such take than that their them
  then there these they thing things this those through time times very want week weeks well were what
  when where which while will with without would year years your small large little big`.split(/\s+/),
)

/** Lower-case word stems (first 5 letters of words of 4 or more), to tell what a text is about. */
function stems(text: string): Set<string> {
  const words = (text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((word) => !COMMON_WORDS.has(word))
  return new Set(words.map((word) => word.slice(0, 5)))
}

/** The founder's words about the company, as stems (its name left out: it says nothing of a topic). */
function companyStems(company: Company): Set<string> {
  const text = Object.entries(company)
    .filter(([key, value]) => key !== 'name' && typeof value === 'string')
    .map(([, value]) => value)
    .join(' ')
  return stems(text)
}

const overlap = (text: string, about: Set<string>) => [...stems(text)].filter((s) => about.has(s)).length

/** Openings that tie the pitch to the journalist's own work; a regeneration takes the next. */
const OPENINGS = [
  (title: string) => `Your piece "${title}" is why I am writing to you in particular.`,
  (title: string) => `I read "${title}" and thought of a story you may want next.`,
  (title: string) => `After "${title}", this may be a useful follow-up for you.`,
]

/** Openings on what they cover, when none of their articles is about the company's subject. */
const COVERAGE_OPENINGS = [
  (what: string, publication: string) =>
    `You cover ${what} at ${publication}, which is why I am writing to you.`,
  (what: string, publication: string) =>
    `I am writing to you because of your ${what} coverage at ${publication}.`,
  (what: string, publication: string) =>
    `As someone who covers ${what} at ${publication}, you may want this story early.`,
]

function composeBody(brief: PitchBrief, fact: string, round: number): string {
  const { company, journalist, founder } = brief
  const firstName = journalist.full_name.split(' ')[0] ?? journalist.full_name
  const about = companyStems(company)
  // Their articles that touch the company's subject, nearest first (newest first among equals); a later
  // regeneration may open on another. One about something else is no reason to write to them.
  const articles = journalist.articles
    .map((article, i) => ({ article, i, score: overlap(article.title, about) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map(({ article }) => article)
  const latest = articles[Math.floor(round / OPENINGS.length) % Math.max(1, articles.length)]
  const opening = OPENINGS[round % OPENINGS.length]
  const coverage = COVERAGE_OPENINGS[round % COVERAGE_OPENINGS.length]
  // Only a topic of theirs the company's own words touch: a fintech pitch never asks about beauty.
  const topic = journalist.topics.find((t) => overlap(t, about) > 0)
  const description = company.short_description?.trim()
  const namesItself = description?.toLowerCase().startsWith(company.name.toLowerCase())
  const paragraphs = [
    `Hi ${firstName},`,
    latest && opening ? opening(latest.title) : coverage?.(topic ?? journalist.beat, journalist.publication),
    [
      description ? (namesItself ? sentence(description) : `${company.name}: ${sentence(description)}`) : '',
      description === fact ? '' : sentence(fact),
    ]
      .filter(Boolean)
      .join(' '),
    company.differentiator && company.differentiator.trim() !== fact ? sentence(company.differentiator) : '',
    company.key_quotes ? `In my own words: "${firstSentence(company.key_quotes)}"` : '',
    `Would an early look or a short call help${topic ? ` with your ${topic} coverage` : ''}? Happy to share more.`,
    [`${founder.first_name} ${founder.last_name}`.trim(), company.name].filter(Boolean).join('\n'),
  ].filter(Boolean)
  // Optional paragraphs go first when the body would run past the limit.
  while (wordCount(paragraphs.join('\n\n')) >= BODY_MAX_WORDS && paragraphs.length > 4)
    paragraphs.splice(3, 1)
  let body = paragraphs.join('\n\n')
  if (wordCount(body) >= BODY_MAX_WORDS) body = clipWords(body, BODY_MAX_WORDS - 1)
  return body
}

const sentence = (text: string) => {
  const t = text.trim()
  return /[.!?]$/.test(t) ? t : `${t}.`
}
/** Up to the first full stop that ends a sentence, not one inside "$4.2M" or "v2.1". */
const firstSentence = (text: string) => (text.trim().match(/^(.*?)[.!?](?:\s|$)/s)?.[1] ?? text).trim()
const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`
const clipWords = (text: string, max: number) =>
  (text.match(/\S+\s*/g) ?? []).slice(0, max).join('').trimEnd()
