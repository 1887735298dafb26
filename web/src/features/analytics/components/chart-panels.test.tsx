import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { angleEffectiveness, type Outcome, sendTimes } from '../../../../../shared/domain/analytics'
import { AngleChart } from './angle-chart'
import { SendTimesPanel } from './send-times-panel'

/** A pitch sent on Monday 2 March 2026 at 10:00 UTC, answered or not. */
const sent = (id: string, repliedAt: string | null): Outcome => ({
  pitchId: id,
  subject: 'News',
  journalistName: 'Casey Reporter',
  sentAt: '2026-03-02T10:00:00Z',
  repliedAt,
  coverage: false,
  reach: null,
  publication: 'The Test Gazette',
  angle: 'launch',
})
const text = (element: React.ReactElement) =>
  renderToStaticMarkup(element)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

describe('Optimal Send Times', () => {
  it('says too few pitches name no best time, and shows the times so far', () => {
    const shown = text(<SendTimesPanel sendTimes={sendTimes([sent('a', null), sent('b', null)], 'UTC')} />)
    expect(shown).toContain(
      'Too few pitches yet to name a best time: that takes 3 sent on the same day and time.',
    )
    expect(shown).toContain('Monday, Morning')
    expect(shown).toContain('2 pitches')
  })

  it('names the best time once one has enough pitches', () => {
    const outcomes = [sent('a', '2026-03-02T11:00:00Z'), sent('b', null), sent('c', null)]
    const shown = text(<SendTimesPanel sendTimes={sendTimes(outcomes, 'UTC')} />)
    expect(shown).toMatch(/Best in this period, of the times with 3 or more pitches: Monday , morning/)
    expect(shown).not.toContain('Too few pitches')
  })
})

describe('Angle Effectiveness', () => {
  it('draws no empty axes while no angle has won anything', () => {
    expect(text(<AngleChart angles={angleEffectiveness([sent('a', null)])} />)).toContain(
      'No angle has won a reply or coverage yet.',
    )
    expect(
      text(<AngleChart angles={angleEffectiveness([sent('a', '2026-03-02T11:00:00Z')])} />),
    ).not.toContain('No angle has won')
  })
})
