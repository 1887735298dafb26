import { beforeAll, describe, expect, it } from 'vitest'
import { checkPitch } from '../../../shared/domain/pitch-guardrails'
import { generateDemoJournalists } from '../../journalists/demo-dataset'
import { briefFacts } from '../../pitches/brief'
import type { PitchBrief } from '../../ports/pitch-writer'
import { offlineComposer } from './offline-composer'
import { loadNlp } from './pitch-sentences'

const [journalist] = generateDemoJournalists(1) as [PitchBrief['journalist']]
/** A company profile with only the given fields filled in. */
const profile = (id: string, name: string, fields: Partial<PitchBrief['company']> = {}) =>
  ({ id, name, created_at: '', updated_at: '', ...fields }) as PitchBrief['company']
const company = profile('c1', 'Acme Robotics', {
  short_description: 'Robots that sort parcels for small warehouses.',
  recent_features: 'Shipped night-shift mode for 24/7 sorting.',
  founder_story: 'I spent 6 years running a warehouse in Leeds.',
  differentiator: 'Installs in one day without changing shelving.',
})
const brief = (overrides: Partial<PitchBrief> = {}): PitchBrief => ({
  company,
  journalist,
  founder: { first_name: 'Sam', last_name: 'Okafor' },
  ...overrides,
})

// The tagger's first load (a second or two on a busy machine) is not what these tests time.
beforeAll(() => loadNlp(), 30_000)

describe('the offline composer', () => {
  it('writes a pitch within the guardrails from the profile alone', async () => {
    const reporter = {
      ...journalist,
      articles: [
        { ...journalist.articles[0]!, title: 'Robots move into small warehouses' },
        ...journalist.articles,
      ],
    }
    const draft = await offlineComposer().write(brief({ journalist: reporter }))
    expect(checkPitch(draft, briefFacts(brief({ journalist: reporter })))).toEqual([])
    expect(draft.content).toContain('Robots move into small warehouses')
    expect(draft.content).toContain('Sam Okafor')
    // The differentiator, carried by a sentence of its own.
    expect(draft.content).toContain('Acme Robotics installs in one day without changing shelving.')
  })

  it('leads with the strongest angle the profile supports, leaning to the beat', async () => {
    const writer = offlineComposer()
    expect(
      (await writer.write(brief({ journalist: { ...journalist, beat: 'Product Reviews' } }))).angle,
    ).toBe('launch')
    const funded = { ...company, recent_funding: 'Raised a seed round from Northwind.' }
    expect(
      (await writer.write(brief({ company: funded, journalist: { ...journalist, beat: 'Venture Capital' } })))
        .angle,
    ).toBe('funding')
    const storyOnly = profile('c2', 'Solo', {
      founder_story: 'Built in a garage.',
    })
    expect((await writer.write(brief({ company: storyOnly }))).angle).toBe('founder_story')
  })

  it('is deterministic', async () => {
    expect(await offlineComposer().write(brief())).toEqual(await offlineComposer().write(brief()))
  })
})

describe('a regeneration by the offline composer', () => {
  it('takes another angle or opening than the pitch it replaces', async () => {
    const writer = offlineComposer()
    const first = await writer.write(brief())
    const drafts = [first]
    for (let attempt = 1; attempt <= 5; attempt++)
      drafts.push(await writer.write(brief(), { draft: first, attempt }))
    expect(new Set(drafts.map((d) => d.content)).size).toBe(6)
    for (const draft of drafts) expect(checkPitch(draft, briefFacts(brief()))).toEqual([])
  })

  it('does not repeat the description when it is the only fact', async () => {
    const bare = profile('c3', 'Clinic Analytics', {
      short_description: 'Privacy-first analytics for clinics.',
    })
    const draft = await offlineComposer().write(brief({ company: bare }))
    expect(draft.content.split(/privacy-first analytics for clinics/i).length - 1).toBe(1)
  })
})

describe('what the offline composer ties a pitch to', () => {
  const writer = offlineComposer()
  const article = (title: string) => ({ ...journalist.articles[0]!, title })

  it("opens on the journalist's article nearest the company's subject, not merely their latest", async () => {
    const reporter = {
      ...journalist,
      articles: [
        article('Spring fashion week in Milan'),
        article('Warehouse robots that sort parcels overnight'),
      ],
    }
    const draft = await writer.write(brief({ journalist: reporter }))
    expect(draft.content).toContain('Warehouse robots that sort parcels overnight')
    expect(draft.content).not.toContain('Spring fashion week')
  })

  it('cites none of their articles when none is about the company, and opens on what they cover', async () => {
    const reporter = {
      ...journalist,
      publication: 'Greenline Post',
      topics: ['Climate'],
      beat: 'Climate',
      articles: [
        article('The CI pipelines talent war reaches Berlin'),
        article('Spring fashion week in Milan'),
      ],
    }
    const drafts = [await writer.write(brief({ journalist: reporter }))]
    for (let attempt = 1; attempt <= 5; attempt++)
      drafts.push(await writer.write(brief({ journalist: reporter }), { draft: drafts[0]!, attempt }))
    for (const draft of drafts) {
      expect(draft.content).not.toContain('CI pipelines')
      expect(draft.content).not.toContain('fashion week')
      expect(draft.content).toMatch(/covers? Climate at Greenline Post|Climate coverage at Greenline Post/)
    }
    // Regenerations still differ from each other.
    expect(new Set(drafts.map((draft) => draft.content)).size).toBe(6)
  })

  it('takes no common word for a shared subject: an article sharing only "years" is not cited', async () => {
    const reporter = {
      ...journalist,
      articles: [article('Why Tesbor sold to Fendem after five years alone')],
    }
    const draft = await writer.write(brief({ journalist: reporter }))
    expect(draft.content).not.toContain('Tesbor')
  })

  it('says the fact it leads with once, though it is also the differentiator', async () => {
    const bare = profile('c7', 'Acme Robotics', {
      short_description: 'Robots that sort parcels for small warehouses.',
      differentiator: 'Installs in one day without changing shelving.',
    })
    const writer = offlineComposer()
    const first = await writer.write(brief({ company: bare }))
    expect(first.angle).toBe('product')
    const drafts = [first]
    for (let attempt = 1; attempt <= 5; attempt++)
      drafts.push(await writer.write(brief({ company: bare }), { draft: first, attempt }))
    for (const draft of drafts) expect(draft.content.split(/installs in one day/i).length - 1).toBe(1)
  })

  it("asks about a topic of theirs only when the company's own words touch it", async () => {
    const both = await writer.write(brief({ journalist: { ...journalist, topics: ['Beauty', 'Robotics'] } }))
    expect(both.content).toContain('with your Robotics coverage?')
    const unrelated = await writer.write(brief({ journalist: { ...journalist, topics: ['Beauty'] } }))
    expect(unrelated.content).not.toContain('Beauty')
    expect(unrelated.content).toContain('Would an early look or a short call help? I am happy to share more.')
  })

  it('does not name the company twice when its description starts with its name', async () => {
    const named = { ...company, short_description: 'Acme Robotics sorts parcels for small warehouses.' }
    const draft = await writer.write(brief({ company: named }))
    expect(draft.content).not.toContain('Acme Robotics: Acme Robotics')
    expect(draft.content).toContain('Acme Robotics sorts parcels for small warehouses.')
    // Nor in the subject, when the fact it leads with starts with the name.
    const described = profile('c4', 'Voltcart', {
      short_description: 'Voltcart builds electric cargo bikes for city deliveries.',
      full_description: 'Voltcart leases electric cargo bikes to couriers by the month.',
    })
    const subject = (await writer.write(brief({ company: described }))).subject
    expect(subject).toBe('Voltcart builds electric cargo bikes for city deliveries')
    // A fact that only begins with the same letters still gets the name.
    const ava = { ...described, name: 'Ava', short_description: 'Available to couriers in 40 cities.' }
    expect((await writer.write(brief({ company: ava }))).subject).toBe(
      'Ava: Available to couriers in 40 cities',
    )
  })

  it('calls a pitch from a profile with no news, story or finding a product pitch, not a founder story', async () => {
    const described = profile('c5', 'Voltcart', {
      short_description: 'Electric cargo bikes for city deliveries.',
      full_description: 'Leased to couriers by the month, serviced overnight.',
    })
    expect((await writer.write(brief({ company: described }))).angle).toBe('product')
    const nameOnly = profile('c6', 'Voltcart')
    expect((await writer.write(brief({ company: nameOnly }))).angle).toBe('product')
  })
})

describe('sentences in the offline composer', () => {
  it('make a subject of a headline in the present tense, cut at a whole clause, never mid-word', async () => {
    const long = {
      ...company,
      recent_features:
        'Shipped night-shift mode, which lets a single operator supervise four sorting lines from a tablet at home.',
    }
    const reviews = { ...journalist, beat: 'Product Reviews' }
    const clause = await offlineComposer().write(brief({ company: long, journalist: reviews }))
    expect(clause.subject).toBe('Acme Robotics ships night-shift mode')
    const endless = { ...company, recent_features: `Shipped ${'a very long feature name '.repeat(6)}today.` }
    const headline = await offlineComposer().write(brief({ company: endless, journalist: reviews }))
    // Too long to be a headline: what the company does says it instead.
    expect(headline.subject).toBe('Acme Robotics: Robots that sort parcels for small warehouses')
    const dated = {
      ...company,
      recent_features: `In 2024, we shipped ${'a very long feature name '.repeat(6)}to everyone.`,
    }
    expect((await offlineComposer().write(brief({ company: dated, journalist: reviews }))).subject).toBe(
      'Acme Robotics: Robots that sort parcels for small warehouses',
    )
    expect(checkPitch(clause, briefFacts(brief({ company: long })))).toEqual([])
  })

  it('cut a framed subject at a whole phrase, not after "led" or "a"', async () => {
    const funded = { ...company, recent_funding: 'Raised a $4.2M seed round led by Northwind Ventures.' }
    const reporter = {
      ...journalist,
      beat: 'Venture Capital',
      publication: 'The Long Read Review',
      topics: [],
    }
    const subjects: string[] = []
    for (let i = 0; i < 5; i++)
      subjects.push(
        (
          await offlineComposer().write(
            brief({ company: funded, journalist: reporter, takenSubjects: subjects }),
          )
        ).subject,
      )
    expect(new Set(subjects).size).toBe(5)
    for (const subject of subjects) expect(subject, subject).not.toMatch(/\b(led|a|by)$/)
    expect(subjects).toContain(
      'News for The Long Read Review readers: Acme Robotics raises a $4.2M seed round',
    )
  })

  it('do not end inside a figure like $4.2M', async () => {
    const funded = { ...company, recent_funding: 'Raised $4.2M seed led by Northwind. More to come.' }
    const draft = await offlineComposer().write(
      brief({ company: funded, journalist: { ...journalist, beat: 'Venture Capital' } }),
    )
    expect(draft.subject).toBe('Acme Robotics raises $4.2M seed led by Northwind')
    expect(checkPitch(draft, briefFacts(brief({ company: funded })))).toEqual([])
  })
})
