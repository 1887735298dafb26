import { describe, expect, it } from 'vitest'
import { checkPitch } from '../../../shared/domain/pitch-guardrails'
import { generateDemoJournalists } from '../../journalists/demo-dataset'
import { briefFacts } from '../../pitches/brief'
import type { PitchBrief } from '../../ports/pitch-writer'
import { offlineComposer } from './offline-composer'

const [journalist] = generateDemoJournalists(1) as [PitchBrief['journalist']]
const company = {
  id: 'c1',
  name: 'Acme Robotics',
  created_at: '',
  updated_at: '',
  short_description: 'Robots that sort parcels for small warehouses.',
  recent_features: 'Shipped night-shift mode for 24/7 sorting.',
  founder_story: 'I spent 6 years running a warehouse in Leeds.',
  differentiator: 'Installs in one day without changing shelving.',
} as PitchBrief['company']
const brief = (overrides: Partial<PitchBrief> = {}): PitchBrief => ({
  company,
  journalist,
  founder: { first_name: 'Sam', last_name: 'Okafor' },
  ...overrides,
})

describe('the offline composer', () => {
  it('writes a pitch within the guardrails from the profile alone', async () => {
    const draft = await offlineComposer().write(brief())
    expect(checkPitch(draft, briefFacts(brief()))).toEqual([])
    expect(draft.content).toContain(journalist.articles[0]?.title)
    expect(draft.content).toContain('Sam Okafor')
    expect(draft.content).toContain('Installs in one day')
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
    const storyOnly = {
      id: 'c2',
      name: 'Solo',
      created_at: '',
      updated_at: '',
      founder_story: 'Built in a garage.',
    }
    expect((await writer.write(brief({ company: storyOnly as PitchBrief['company'] }))).angle).toBe(
      'founder_story',
    )
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
    const bare = {
      id: 'c3',
      name: 'Clinic Analytics',
      created_at: '',
      updated_at: '',
      short_description: 'Privacy-first analytics for clinics.',
    }
    const draft = await offlineComposer().write(brief({ company: bare as PitchBrief['company'] }))
    expect(draft.content.split('Privacy-first analytics for clinics').length - 1).toBe(1)
  })
})

describe('sentences in the offline composer', () => {
  it('do not end inside a figure like $4.2M', async () => {
    const funded = { ...company, recent_funding: 'Raised $4.2M seed led by Northwind. More to come.' }
    const draft = await offlineComposer().write(
      brief({ company: funded, journalist: { ...journalist, beat: 'Venture Capital' } }),
    )
    expect(draft.subject).toBe('Acme Robotics: Raised $4.2M seed led by Northwind')
    expect(checkPitch(draft, briefFacts(brief({ company: funded })))).toEqual([])
  })
})
