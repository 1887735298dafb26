import type OpenAI from 'openai'
import { PITCH_ANGLES, SUBJECT_MAX_LENGTH } from '../../shared/contracts/pitches'
import * as z from '../../shared/contracts/zod'
import { PITCH_WORDS_TARGET } from '../../shared/domain/pitch-brief'
import { checkPitch } from '../../shared/domain/pitch-guardrails'
import { briefFacts, chooseAngle, companyFacts, storyOf } from '../pitches/brief'
import { logger } from '../platform/logger'
import type { DraftPitch, PitchBrief, PitchWriter } from '../ports/pitch-writer'

const Draft = z.strictObject({
  subject: z.string().check(z.minLength(1), z.maxLength(SUBJECT_MAX_LENGTH - 1)),
  content: z.string().check(z.minLength(1)),
  angle: z.enum(PITCH_ANGLES),
})

/** Structured output: the model must answer exactly this JSON shape. */
const RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: {
    name: 'pitch',
    strict: true,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['subject', 'content', 'angle'],
      properties: {
        subject: { type: 'string', description: `Under ${SUBJECT_MAX_LENGTH} characters.` },
        content: { type: 'string', description: `The e-mail body, at most ${PITCH_WORDS_TARGET} words.` },
        angle: { type: 'string', enum: [...PITCH_ANGLES] },
      },
    },
  },
} as const

const RULES = `You write a press pitch e-mail from a startup founder to one journalist, in the founder's own voice.
Rules:
- Use only facts given in the company profile. Never invent numbers, customers, investors, dates or quotes.
- Work from the brief: lead with its news, say why it matters to this journalist's readers, and end with its ask.
- Make it specific to what this journalist covers. Open on one of their recent articles only when it is about the company's subject; otherwise open on their beat or topics.
- Lead with one angle: funding, launch, milestone, founder_story, data, or product (what the company makes) when the profile has no news; pick the one the brief's news is. Use the founder story or the traction where the angle calls for it.
- Write whole sentences; never paste a profile field as a fragment.
- A subject built from the news and the angle, under ${SUBJECT_MAX_LENGTH} characters, different from every subject in subjects_already_used.
- Body at most ${PITCH_WORDS_TARGET} words, plain text, signed with the founder's name.
- No filler ("I hope this email finds you well", "game-changer", "revolutionary", "cutting-edge", "delve", "leverage").
- Write the way the founder talks: borrow tone from their story and quotes.`

/**
 * Writes pitches with OpenAI's chat completions and structured output. An answer that is not the
 * expected JSON, or that breaks a guardrail, is asked for once more with the reason; a second failure
 * fails the generation.
 */
export function openAiPitchWriter(options: { apiKey: string; model: string; baseURL?: string }): PitchWriter {
  // The SDK is imported on the first pitch, not when the function starts: most requests of the groups
  // that can write pitches never do (npm run bench:bundles, module load).
  let client: Promise<OpenAI> | undefined
  const openAi = () =>
    (client ??= import('openai').then(
      ({ default: OpenAI }) =>
        new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, maxRetries: 1, timeout: 30_000 }),
    ))
  return {
    name: `openai:${options.model}`,
    async write(brief, previous) {
      const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [
        { role: 'system', content: RULES },
        { role: 'user', content: JSON.stringify(briefForModel(brief), null, 2) },
      ]
      if (previous) {
        messages.push({
          role: 'user',
          content: `The founder wants a different take than this earlier pitch; change the angle or the hook:\n${JSON.stringify(previous.draft)}`,
        })
      }
      for (let attempt = 1; attempt <= 2; attempt++) {
        const completion = await (await openAi()).chat.completions.create({
          model: options.model,
          messages,
          response_format: RESPONSE_FORMAT,
          temperature: 0.7,
        })
        const answer = completion.choices[0]?.message.content ?? ''
        const problem = findProblem(answer, brief)
        if (!problem.draft) {
          logger.warn('pitch writer answer refused', { attempt, problem: problem.reason })
          messages.push(
            { role: 'assistant', content: answer },
            { role: 'user', content: `That answer cannot be used: ${problem.reason}. Write it again.` },
          )
          continue
        }
        return problem.draft
      }
      throw new Error('The pitch writer gave no usable pitch in two attempts')
    },
  }
}

function findProblem(answer: string, brief: PitchBrief): { draft?: DraftPitch; reason: string } {
  let json: unknown
  try {
    json = JSON.parse(answer)
  } catch {
    return { reason: 'it is not valid JSON' }
  }
  const parsed = Draft.safeParse(json)
  if (!parsed.success) return { reason: `it does not match the schema (${parsed.error.issues[0]?.message})` }
  // The composer's limits hold for the model too: its target length and a subject of its own.
  const problems = checkPitch(parsed.data, briefFacts(brief), { maxWords: PITCH_WORDS_TARGET + 1 })
  const taken = new Set((brief.takenSubjects ?? []).map((s) => s.trim().toLowerCase()))
  if (taken.has(parsed.data.subject.trim().toLowerCase()))
    problems.push('the subject is already used by another of the founder’s pitches; write a different one')
  return problems.length ? { reason: problems.join('; ') } : { draft: parsed.data, reason: '' }
}

function briefForModel(brief: PitchBrief) {
  const { company, journalist, founder } = brief
  const story = storyOf(brief, chooseAngle(brief))
  return {
    founder: `${founder.first_name} ${founder.last_name}`.trim() || undefined,
    brief: {
      news: story.news?.text,
      why_it_matters: story.why?.text,
      ask: story.ask ?? 'an early look or a short call',
    },
    subjects_already_used: brief.takenSubjects ?? [],
    company: { name: company.name, facts: companyFacts(company) },
    journalist: {
      name: journalist.full_name,
      publication: journalist.publication,
      beat: journalist.beat,
      topics: journalist.topics,
      bio: journalist.bio,
      recent_articles: journalist.articles
        .slice(0, 5)
        .map((a) => ({ title: a.title, date: a.published_date })),
    },
  }
}
