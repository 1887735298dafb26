import type { PitchAngle } from '../../../shared/contracts/pitches'
import { PITCH_WORDS_TARGET } from '../../../shared/domain/pitch-brief'
import { wordCount } from '../../../shared/domain/pitch-guardrails'
import { chooseAngle, type Fact, firstFact, rankedAngles, storyOf } from '../../pitches/brief'
import type { PitchBrief, PitchWriter } from '../../ports/pitch-writer'
import { hookOf } from './pitch-hook'
import {
  asSentence,
  closed,
  firstSentence,
  loadNlp,
  lowerFirst,
  type Nlp,
  sentencesOf,
  shapeOf,
} from './pitch-sentences'
import { subjectOf } from './pitch-subject'

export const OFFLINE_COMPOSER = 'offline-composer'

/** What the founder's own news is about, when they wrote it: the angle analytics files it under. */
const NEWS_ANGLES: [RegExp, PitchAngle][] = [
  [/\b(raise[sd]?|funding|seed|series [a-e]|round|invest)/i, 'funding'],
  [/\b(launch|ship|release|introduc|unveil|announc|open)/i, 'launch'],
  [/\b(reach|milestone|customers|revenue|arr|mrr|users|grew|growth)/i, 'milestone'],
  [/\b(found|started|story)/i, 'founder_story'],
  [/\b(data|survey|study|report|found that)/i, 'data'],
]

/**
 * The writer used when no OpenAI key is set: deterministic, and built only from the founder's own
 * words (the profile and the brief they gave), so it cannot invent a figure or a customer. It leads with
 * the brief's news, else the strongest angle the profile supports for the journalist's beat, in whole
 * sentences that carry the founder's facts, under a subject none of the founder's other pitches for the
 * company has, within PITCH_WORDS_TARGET words.
 */
export function offlineComposer(): PitchWriter {
  return {
    name: OFFLINE_COMPOSER,
    async write(brief, previous) {
      const nlp = await loadNlp()
      const attempt = previous?.attempt ?? 0
      const given = brief.story?.news
      const angle = given
        ? (NEWS_ANGLES.find(([pattern]) => pattern.test(given))?.[1] ?? chooseAngle(brief))
        : chooseAngle(brief, attempt)
      // Each regeneration takes the next angle; once every angle has had its turn, the next opening.
      const round = given ? attempt : Math.floor(attempt / Math.max(1, rankedAngles(brief).length))
      const story = storyOf(brief, angle)
      const taken = [...(brief.takenSubjects ?? []), ...(previous ? [previous.draft.subject] : [])]
      const hook = hookOf(nlp, brief, round)
      return {
        angle,
        subject: subjectOf(nlp, brief, story.news, taken, hook.topic),
        content: composeBody(nlp, brief, angle, story, hook),
      }
    },
  }
}

/** Beside the news: the founder story, or the traction, as the angle calls for. */
const SUPPORT: Record<PitchAngle, ('story' | 'traction')[]> = {
  funding: ['traction', 'story'],
  launch: ['traction', 'story'],
  milestone: ['story'],
  founder_story: ['traction'],
  data: ['traction', 'story'],
  product: ['story', 'traction'],
}
const SUPPORT_FIELDS = {
  story: ['founder_story', 'company_motivation'],
  traction: ['recent_accomplishments', 'revenue', 'innovation_validation'],
} as const

function composeBody(
  nlp: Nlp,
  brief: PitchBrief,
  angle: PitchAngle,
  story: ReturnType<typeof storyOf>,
  hook: ReturnType<typeof hookOf>,
): string {
  const { company, journalist, founder } = brief
  const name = company.name
  const firstName = journalist.full_name.split(' ')[0] ?? journalist.full_name
  const said = new Set<string>()
  const sentenceOf = (fact: Fact | undefined, field?: Fact['field'] | 'news') => {
    if (!fact || said.has(fact.text)) return ''
    said.add(fact.text)
    return asSentence(nlp, firstSentence(fact.text), field ?? fact.field, name)
  }
  const news = story.founderNews
    ? sentenceOf(story.news, 'news')
    : story.news
      ? // A founder story is told in its first two sentences, any other fact in its first.
        angle === 'founder_story'
        ? storySentences(nlp, story.news, name)
        : sentenceOf(story.news)
      : ''
  if (story.news) said.add(story.news.text)
  const description = sentenceOf(firstFact(company, ['short_description', 'full_description']))
  const why = story.why && !said.has(story.why.text) ? whySentence(nlp, brief, story.why) : ''
  const support = SUPPORT[angle]
    .map((kind) =>
      firstFact(
        company,
        SUPPORT_FIELDS[kind].filter((f) => f !== story.news?.field),
      ),
    )
    .map((fact) => sentenceOf(fact))
    .filter(Boolean)
    .slice(0, 1)
  const quoted = company.key_quotes?.trim() ? closed(firstSentence(company.key_quotes)) : ''
  // A quote the founder wrote with its own quotation marks keeps them.
  const quote = !quoted ? '' : /^["“]/.test(quoted) ? `As I put it: ${quoted}` : `As I put it: "${quoted}"`
  const ask = askSentence(nlp, brief, hook.topic)
  const signature = [`${founder.first_name} ${founder.last_name}`.trim(), name].filter(Boolean).join('\n')
  const lead = [news || description, news ? description : ''].filter(Boolean).join(' ')
  // Optional paragraphs, the first to go last: the body stays within the target.
  const optional = [why, ...support, quote].filter(Boolean)
  const bodyOf = (extra: string[]) =>
    [`Hi ${firstName},`, hook.sentence, lead || closed(name), ...extra, ask, signature].join('\n\n')
  let kept = optional
  while (kept.length > 0 && wordCount(bodyOf(kept)) > PITCH_WORDS_TARGET) kept = kept.slice(0, -1)
  const body = bodyOf(kept)
  return wordCount(body) <= PITCH_WORDS_TARGET ? body : clipWords(body, PITCH_WORDS_TARGET)
}

/** The founder story's first two sentences, each whole. */
function storySentences(nlp: Nlp, fact: Fact, name: string) {
  return sentencesOf(fact.text)
    .slice(0, 2)
    .map((s) => asSentence(nlp, s, fact.field, name))
    .join(' ')
}

/** Why this journalist's readers would care, in a sentence of its own. */
function whySentence(nlp: Nlp, brief: PitchBrief, why: Fact) {
  const readers = `${brief.journalist.publication} readers`
  const text = firstSentence(why.text)
  if (/^(because|it matters|this matters|why)/i.test(text)) return closed(text)
  if (shapeOf(nlp, text).kind === 'phrase')
    return closed(`For ${readers}, the point is ${lowerFirst(nlp, text)}`)
  const sentence = asSentence(nlp, text, why.field, brief.company.name).replace(/\.$/, '')
  return closed(`This matters to ${readers} because ${lowerFirst(nlp, sentence, brief.company.name)}`)
}

/** The founder's ask, as a whole sentence; else an early look or a call, tied to their coverage. */
function askSentence(nlp: Nlp, brief: PitchBrief, topic: string | undefined) {
  const ask = brief.story?.ask?.trim()
  if (!ask) {
    return `Would an early look or a short call help${topic ? ` with your ${topic} coverage` : ''}? I am happy to share more.`
  }
  if (/[?]$/.test(ask)) return ask
  const shape = shapeOf(nlp, ask)
  if (shape.kind === 'phrase') return `Would ${lowerFirst(nlp, ask.replace(/[.!]$/, ''))} work for you?`
  return closed(ask)
}

const clipWords = (text: string, max: number) =>
  (text.match(/\S+\s*/g) ?? []).slice(0, max).join('').trimEnd()
