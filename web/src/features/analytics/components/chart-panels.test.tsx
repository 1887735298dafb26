import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  angleEffectiveness,
  bestSendTime,
  insights,
  type Outcome,
  sendTimes,
  successByPublication,
  topPitches,
} from '../../../../../shared/domain/analytics'
import { trend } from '../../../../../shared/domain/analytics-trends'
import type { Insights } from '../api'
import { AngleChart } from './angle-chart'
import { JournalistPrefsPanel } from './journalist-prefs-panel'
import { PatternsPanel } from './patterns-panel'
import { PublicationChart } from './publication-chart'
import { RecommendationsPanel } from './recommendations-panel'
import { SendTimesPanel } from './send-times-panel'
import { TopPitches } from './top-pitches'
import { TrendChart } from './trend-chart'

/** A pitch sent on Monday 2 March 2026 at 10:00 UTC (or `sentAt`), answered or not. */
const sent = (id: string, repliedAt: string | null, extra: Partial<Outcome> = {}): Outcome => ({
  pitchId: id,
  subject: 'News',
  journalistName: 'Casey Reporter',
  sentAt: '2026-03-02T10:00:00Z',
  repliedAt,
  coverage: false,
  reach: null,
  publication: 'The Test Gazette',
  angle: 'launch',
  ...extra,
})
const text = (element: React.ReactElement) =>
  renderToStaticMarkup(element)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
/** The rows of a chart's table (shown to screen readers), as the cells' text. */
const tableRows = (element: React.ReactElement) =>
  [...renderToStaticMarkup(element).matchAll(/<tr>(.*?)<\/tr>/g)]
    .slice(1)
    .map(([, row]) => [...(row ?? '').matchAll(/<td>(.*?)<\/td>/g)].map(([, cell]) => cell))
const insightsOf = (outcomes: Outcome[]): Insights => ({
  ...insights(outcomes, 'UTC'),
  sampleSize: outcomes.length,
  minSample: 10,
})

const sendTimesPanel = (outcomes: Outcome[]) => (
  <SendTimesPanel sendTimes={sendTimes(outcomes, 'UTC')} bestTime={bestSendTime(outcomes, 'UTC')} />
)

describe('Optimal Send Times', () => {
  it('says too few pitches name no best time, and shows the times so far', () => {
    const shown = text(sendTimesPanel([sent('a', null), sent('b', null)]))
    expect(shown).toContain(
      'Too few pitches yet to name a best time: that takes 3 sent on the same day and time.',
    )
    expect(shown).toContain('Monday, Morning')
    expect(shown).toContain('2 pitches')
  })

  it('names no best time while the times with enough pitches have had no reply', () => {
    const shown = text(sendTimesPanel([sent('a', null), sent('b', null), sent('c', null)]))
    expect(shown).toContain(
      'No day and time with 3 or more pitches has had a reply yet, so none is the best. So far:',
    )
    expect(shown).not.toContain('Best in this period')
  })

  it('names the best time once one has enough pitches, with the pitches behind it', () => {
    const outcomes = [sent('a', '2026-03-02T11:00:00Z'), sent('b', null), sent('c', null)]
    const shown = text(sendTimesPanel(outcomes))
    expect(shown).toMatch(
      /Best in this period, of the times with 3 or more pitches: Monday , morning \(6-12\) · 33\.3% response rate over 3 pitches/,
    )
    expect(shown).not.toContain('Too few pitches')
  })

  it('names the same day, time and rate as Recommended Next Steps', () => {
    const outcomes = [
      ...['02', '09', '16'].map((d) =>
        sent(`m${d}`, `2026-03-${d}T12:00:00Z`, { sentAt: `2026-03-${d}T10:00:00Z` }),
      ),
      ...['06', '13', '20', '27'].map((d) => sent(`f${d}`, null, { sentAt: `2026-03-${d}T23:00:00Z` })),
    ]
    const best = text(sendTimesPanel(outcomes))
    const steps = text(<RecommendationsPanel insights={insightsOf(outcomes)} />)
    expect(best).toContain('Monday , morning (6-12) · 100% response rate over 3 pitches')
    expect(steps).toContain('Send on Monday morning (6-12), your best time in this period')
    expect(steps).toContain('Impact: 100% response rate over 3 pitches')
  })

  it('says what a best time needs when nothing was sent', () => {
    expect(text(sendTimesPanel([]))).toContain(
      'No pitches sent in this period yet: a best time takes 3 sent on the same day and time.',
    )
  })
})

describe('Performance Trends', () => {
  const now = new Date('2026-03-20T12:00:00Z')
  // Weekdays of two pitches each (one answered) for two weeks, then two sent within the last two hours (replies here come within two).
  const days = ['02', '03', '04', '05', '06', '09', '10', '11', '12', '13']
  const history = [
    ...days.flatMap((d) => [
      sent(`${d}a`, `2026-03-${d}T12:00:00Z`, { sentAt: `2026-03-${d}T10:00:00Z` }),
      sent(`${d}b`, null, { sentAt: `2026-03-${d}T10:00:00Z` }),
    ]),
    sent('y1', null, { sentAt: '2026-03-20T10:30:00Z' }),
    sent('y2', null, { sentAt: '2026-03-20T11:00:00Z' }),
  ]
  const chart = () => {
    const shape = trend(history, '30d', 'UTC', now)
    return <TrendChart trends={shape.points} unit={shape.unit} replyWindowHours={shape.replyWindowHours} />
  }

  it('shows weeks, not days of two, each with the pitches behind it', () => {
    expect(tableRows(chart())).toEqual([
      ['Mar 2', '10', '50%', '0%'],
      ['Mar 9', '10', '50%', '0%'],
      ['Mar 16', '2', 'Pending', 'Pending'],
    ])
    expect(text(chart())).toContain('One point per week; under each date, the pitches sent in it.')
  })

  it('marks a week whose replies may still come as pending, not as 0%', () => {
    const shown = text(chart())
    expect(shown).toContain('Pending: replies may still come (they usually do within 2h of sending).')
    expect(renderToStaticMarkup(chart())).toContain(
      'Line chart of reply rate and coverage rate over 3 weeks, each with the pitches sent in it; latest settled (Mar 9, 10 pitches): reply rate 50%, coverage rate 0%; 1 week pending, replies may still come.',
    )
  })

  it('says what it needs when nothing was sent', () => {
    expect(text(<TrendChart trends={[]} unit="day" replyWindowHours={72} />)).toContain(
      'No pitches sent in this period yet: the trend starts with your first sent pitch.',
    )
  })
})

describe('Angle Effectiveness', () => {
  it('draws no empty axes while no angle has won anything, and says what it needs', () => {
    expect(text(<AngleChart angles={angleEffectiveness([sent('a', null)])} />)).toContain(
      'No angle has won a reply or coverage yet: a bar rises once a pitch with that angle does.',
    )
    expect(
      text(<AngleChart angles={angleEffectiveness([sent('a', '2026-03-02T11:00:00Z')])} />),
    ).not.toContain('No angle has won')
    expect(text(<AngleChart angles={[]} />)).toContain(
      'No pitch angles to compare yet: each sent pitch with an angle adds to its bar.',
    )
  })
})

describe('empty panels say what they need', () => {
  it('for publications and top pitches', () => {
    expect(text(<PublicationChart publications={successByPublication([])} />)).toContain(
      'No replies or coverage from a publication yet: each one that replies or covers you gets a slice.',
    )
    expect(text(<TopPitches pitches={topPitches([])} />)).toContain(
      'No replies or coverage in this period yet: pitches that win either are listed here.',
    )
  })

  it("for What's Working and Journalist Preferences, below the sample and above it", () => {
    const few = insightsOf([sent('a', null)])
    const tooFew = 'Send at least 10 pitches to see what works: 1 sent in this period'
    expect(text(<PatternsPanel insights={few} />)).toContain(tooFew)
    expect(text(<JournalistPrefsPanel insights={few} />)).toContain(tooFew)
    // Ten pitches to ten journalists, all on one angle: nothing stands out, nobody was pitched twice.
    const flat = insightsOf(
      Array.from({ length: 10 }, (_, i) =>
        sent(`${i}`, i % 2 ? null : '2026-03-02T12:00:00Z', { journalistName: `J${i}` }),
      ),
    )
    expect(text(<PatternsPanel insights={flat} />)).toContain(
      'No angle stands out yet: none beats your overall success rate by 10 points over 5 or more pitches.',
    )
    expect(text(<JournalistPrefsPanel insights={flat} />)).toContain(
      'No journalist has had two or more of your pitches in this period yet: pitch one again to see what they answer.',
    )
  })
})

describe("What's Working and Journalist Preferences with enough history", () => {
  // Six founder-story pitches to Robin, five answered; six launch pitches to others, one answered.
  const history = [
    ...['02', '03', '04', '05', '06', '09'].map((d, i) =>
      sent(`s${d}`, i < 5 ? `2026-03-${d}T12:00:00Z` : null, {
        sentAt: `2026-03-${d}T10:00:00Z`,
        angle: 'founder_story',
        journalistName: 'Robin Vale',
        subject: `Founder story ${i}`,
      }),
    ),
    ...['02', '03', '04', '05', '06', '09'].map((d, i) =>
      sent(`l${d}`, i === 0 ? `2026-03-${d}T12:00:00Z` : null, {
        sentAt: `2026-03-${d}T14:00:00Z`,
        journalistName: `Other ${i}`,
      }),
    ),
  ]

  it('names the angle that works, with its examples, and the journalist pitched more than once', () => {
    const found = insightsOf(history)
    const working = text(<PatternsPanel insights={found} />)
    expect(working).toContain('Pitches leading with the founder story angle succeed more often')
    expect(working).toContain('+33%')
    expect(working).toContain('Founder story 0')
    const prefs = text(<JournalistPrefsPanel insights={found} />)
    expect(prefs).toContain('Robin Vale')
    expect(prefs).toContain('83.3% response rate')
    expect(prefs).toContain('Preferred angles: Founder story')
  })
})
