import nlp from 'compromise'
import { beforeAll, describe, expect, it } from 'vitest'
import { PITCH_WORDS_TARGET } from '../../../shared/domain/pitch-brief'
import { checkPitch, wordCount } from '../../../shared/domain/pitch-guardrails'
import { generateDemoJournalists } from '../../journalists/demo-dataset'
import { briefFacts } from '../../pitches/brief'
import type { DraftPitch, PitchBrief } from '../../ports/pitch-writer'
import { offlineComposer } from './offline-composer'
import { loadNlp } from './pitch-sentences'

type Company = PitchBrief['company']
const company = (name: string, fields: Partial<Company>) =>
  ({ id: name, name, created_at: '', updated_at: '', ...fields }) as Company

// The issue's own example: a funding line and a description, nothing else.
const THIN = company('Ledgerline', {
  short_description: 'Accounts-payable automation for mid-size finance teams.',
  recent_funding: '$6M seed led by Northzone in October 2026',
})
const TYPICAL = company('Gridwise', {
  short_description: 'Software that schedules heat pumps around cheap grid hours.',
  recent_accomplishments: 'Signed 3 utilities in the Netherlands in September 2026.',
  founder_story: 'I installed heat pumps for eight years and watched owners pay peak prices.',
  user_value_prop: 'Households cut their heating bill by 22% without touching the thermostat.',
})
const RICH = company('Ledgerline', {
  short_description: 'Accounts-payable automation for mid-size finance teams.',
  full_description: 'Ledgerline reads invoices, matches them to purchase orders and pays suppliers on time.',
  recent_funding: '$6M seed led by Northzone in October 2026',
  funding_amount: '$7.5M',
  revenue: '$1.4M ARR, growing 18% a month',
  recent_accomplishments: 'Processed 1.2M invoices for 85 customers in Q3 2026.',
  recent_features: 'Shipped automatic three-way matching for purchase orders.',
  user_value_prop: 'Finance teams close the month in two days instead of two weeks.',
  founder_story: `I ran finance at a 400-person company and spent every month-end chasing invoices. ${'It was slow and it was painful for everyone involved, every single month. '.repeat(4)}`,
  differentiator: 'Works inside the accounting system a team already uses.',
  key_quotes: 'Month-end should be a non-event. Nobody got into finance to chase PDFs.',
  competitive_advantage: 'Set up in an afternoon, where rivals take a quarter.',
  industry_opportunity: 'Mid-size firms are replacing spreadsheets with automation this year.',
})

const journalists = generateDemoJournalists(8)
const founder = { first_name: 'Maya', last_name: 'Cohen' }
const article = (title: string) => ({
  id: title,
  title,
  url: 'https://news.example',
  published_date: '2026-11-20',
})

/** One batch, written in turn as the pitchlist writes it: each pitch sees the subjects before it. */
async function batch(profile: Company) {
  const writer = offlineComposer()
  const drafts: { brief: PitchBrief; draft: DraftPitch }[] = []
  for (const journalist of journalists) {
    const brief = { company: profile, journalist, founder, takenSubjects: drafts.map((d) => d.draft.subject) }
    drafts.push({ brief, draft: await writer.write(brief) })
  }
  return drafts
}

/** The sentences between the greeting and the signature. */
const sentences = (content: string) =>
  nlp(content.split('\n\n').slice(1, -1).join('\n\n')).sentences().out('array') as string[]

// The tagger's first load (a second or two on a busy machine) is not what these tests time.
beforeAll(() => loadNlp(), 30_000)

describe.each([
  ['thin', THIN],
  ['typical', TYPICAL],
  ['rich', RICH],
])('the offline composer on a %s profile', (_tier, profile) => {
  // Written once for the rules below; the determinism test writes it again.
  let written: ReturnType<typeof batch>
  const once = () => {
    written ??= batch(profile)
    return written
  }

  it('gives every pitch of a batch its own subject, none cut mid-phrase', async () => {
    const subjects = (await once()).map(({ draft }) => draft.subject.toLowerCase())
    expect(new Set(subjects).size).toBe(journalists.length)
    for (const subject of subjects) {
      expect(subject.length).toBeLessThan(80)
      expect(subject, subject).not.toMatch(/\b(a|the|of|led|by|and|in|for)$|: .*: /)
    }
  })

  it('writes whole sentences, each with a verb, within 150 words and only the profile’s facts', async () => {
    for (const { brief, draft } of await once()) {
      expect(wordCount(draft.content)).toBeLessThanOrEqual(PITCH_WORDS_TARGET)
      expect(checkPitch(draft, briefFacts(brief))).toEqual([])
      for (const sentence of sentences(draft.content)) {
        expect(nlp(sentence).has('#Verb'), sentence).toBe(true)
        expect(sentence.trim(), sentence).toMatch(/^["\p{Lu}\d$]/u)
      }
    }
  })

  it('is deterministic', async () => {
    expect(await batch(profile)).toEqual(await once())
  })
})

describe('sentences around the founder’s facts', () => {
  it('carries a funding line in a sentence of its own rather than pasting it after a full stop', async () => {
    const draft = await offlineComposer().write({
      company: THIN,
      journalist: { ...journalists[0]!, beat: 'Venture Capital' },
      founder,
    })
    expect(draft.angle).toBe('funding')
    expect(draft.content).toContain('Ledgerline has raised a $6M seed led by Northzone in October 2026.')
    expect(draft.content).toContain(
      'Ledgerline builds accounts-payable automation for mid-size finance teams.',
    )
    expect(draft.content).not.toMatch(/\. \$6M seed/)
    expect(draft.subject).toBe('Ledgerline raises a $6M seed led by Northzone in October 2026')
  })

  it('uses the traction for a funding pitch and the founder story for a founder-story pitch', async () => {
    const vc = { ...journalists[0]!, beat: 'Venture Capital' }
    const funding = await offlineComposer().write({ company: RICH, journalist: vc, founder })
    expect(funding.content).toContain('We processed 1.2M invoices for 85 customers in Q3 2026.')
    const story = company('Gridwise', {
      short_description: TYPICAL.short_description,
      founder_story: TYPICAL.founder_story,
    })
    const told = await offlineComposer().write({ company: story, journalist: vc, founder })
    expect(told.angle).toBe('founder_story')
    expect(told.content).toContain(
      'I installed heat pumps for eight years and watched owners pay peak prices.',
    )
  })

  it('opens on an article only when it shares the company’s subject, otherwise on what they cover', async () => {
    const off = {
      ...journalists[1]!,
      beat: 'Consumer Tech',
      publication: 'Byteline',
      topics: ['AI'],
      articles: [
        article('The AI chips talent war reaches Singapore'),
        article('HR tech startups raise again'),
      ],
    }
    const unrelated = await offlineComposer().write({ company: RICH, journalist: off, founder })
    expect(unrelated.content).not.toContain('AI chips')
    expect(unrelated.content).not.toContain('HR tech')
    expect(unrelated.content).toContain('You cover Consumer Tech at Byteline')
    const on = {
      ...off,
      articles: [...off.articles, article('Why finance teams still pay invoices by hand')],
    }
    const related = await offlineComposer().write({ company: RICH, journalist: on, founder })
    expect(related.content).toContain('"Why finance teams still pay invoices by hand"')
  })

  it('leads with the news, why and ask the founder gave, and signs with their name', async () => {
    const story = {
      news: 'We are opening our first office in Manchester on 2 February.',
      why: 'Northern finance teams have had no local supplier.',
      ask: 'a coffee at the opening',
    }
    const draft = await offlineComposer().write({
      company: THIN,
      journalist: journalists[2]!,
      founder,
      story,
    })
    expect(draft.content).toContain('We are opening our first office in Manchester on 2 February.')
    expect(draft.content).toContain('because northern finance teams have had no local supplier.')
    expect(draft.content).toContain('Would a coffee at the opening work for you?')
    expect(draft.content.endsWith('Maya Cohen\nLedgerline')).toBe(true)
    expect(draft.subject).toContain('We are opening our first office')
    expect(
      checkPitch(draft, briefFacts({ company: THIN, journalist: journalists[2]!, founder, story })),
    ).toEqual([])
  })
})
