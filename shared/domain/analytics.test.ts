import { describe, expect, it } from 'vitest'
import {
  angleEffectiveness,
  computeMetrics,
  formatResponseTime,
  insights,
  MIN_SAMPLE,
  median,
  type Outcome,
  sendTimes,
  topPitches,
  trends,
  windowOf,
} from './analytics'

const outcome = (
  id: string,
  sentAt: string,
  repliedAt: string | null,
  extra: Partial<Outcome> = {},
): Outcome => ({
  pitchId: id,
  subject: `Subject ${id}`,
  journalistName: `J ${id}`,
  publication: 'The Ledger',
  angle: 'launch',
  sentAt,
  repliedAt,
  coverage: false,
  reach: null,
  ...extra,
})

// Four pitches: replies after 30 minutes, 2 hours and 50 hours; one unanswered; one covered.
const fixture = [
  outcome('a', '2026-03-02T09:00:00Z', '2026-03-02T09:30:00Z'),
  outcome('b', '2026-03-03T09:00:00Z', '2026-03-03T11:00:00Z', {
    coverage: true,
    angle: 'funding',
    reach: 120_000,
  }),
  outcome('c', '2026-03-04T09:00:00Z', '2026-03-06T11:00:00Z'),
  outcome('d', '2026-03-05T09:00:00Z', null),
]

describe('computeMetrics', () => {
  it('works out each figure from the outcomes', () => {
    expect(
      computeMetrics(fixture, [
        outcome('p', '2026-02-01T09:00:00Z', null),
        outcome('q', '2026-02-02T09:00:00Z', '2026-02-02T10:00:00Z'),
      ]),
    ).toEqual({
      replyRate: 75, // 3 of 4
      previousReplyRate: 50, // 1 of 2
      totalPitches: 4,
      totalReplies: 3,
      coverageRate: 25,
      totalCoverage: 1,
      avgReach: 120_000,
      avgResponseTime: 17.5, // (0.5 + 2 + 50) / 3
      medianResponseTime: 2,
      fastestResponseTime: 0.5,
    })
  })

  it('gives zeros and an unknown reach for an account with nothing sent', () => {
    expect(computeMetrics([], [])).toEqual({
      replyRate: 0,
      previousReplyRate: 0,
      totalPitches: 0,
      totalReplies: 0,
      coverageRate: 0,
      totalCoverage: 0,
      avgReach: null,
      avgResponseTime: 0,
      medianResponseTime: 0,
      fastestResponseTime: 0,
    })
  })

  it('takes the median of an even count as the mean of the middle two', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBe(0)
  })
})

describe('timeframes and display', () => {
  it('ends the window now and puts the previous one just before it, the same length', () => {
    const now = new Date('2026-03-31T00:00:00Z')
    expect(windowOf('7d', now)).toEqual({
      from: new Date('2026-03-24T00:00:00Z'),
      to: now,
      previousFrom: new Date('2026-03-17T00:00:00Z'),
      previousTo: new Date('2026-03-24T00:00:00Z'),
    })
    expect(windowOf('all', now).from).toEqual(new Date(0))
  })

  it('shows time to reply in minutes under an hour, hours under a day, else days', () => {
    expect(formatResponseTime(0.5)).toBe('30m')
    expect(formatResponseTime(2)).toBe('2h')
    expect(formatResponseTime(50)).toBe('2.1d')
  })
})

describe('charts', () => {
  it('groups trends by day, angles and top pitches from the same outcomes', () => {
    expect(trends(fixture, '7d', 'UTC').map((t) => t.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
    ])
    expect(trends(fixture, '90d', 'UTC')).toEqual([{ date: '2026-03-02', replyRate: 75, coverageRate: 25 }])
    expect(angleEffectiveness(fixture)).toEqual([
      { angle: 'launch', successRate: 66.7, volume: 3 },
      { angle: 'funding', successRate: 100, volume: 1 },
    ])
    expect(topPitches(fixture).map((p) => [p.id, p.status])).toEqual([
      ['b', 'coverage'],
      ['c', 'replied'],
      ['a', 'replied'],
    ])
  })

  it("reads send times in the founder's zone", () => {
    const [best] = sendTimes([outcome('x', '2026-03-02T23:30:00Z', '2026-03-03T01:00:00Z')], 'Asia/Tokyo')
    expect(best).toEqual({ dayOfWeek: 'Tuesday', timeSlot: 'Morning (6-12)', responseRate: 100, volume: 1 })
  })
})

describe('insights', () => {
  it('gives no advice below the minimum sample, and says so', () => {
    const few = insights(fixture)
    expect(few.patterns).toEqual([])
    expect(few.recommendations[0]?.action).toBe(
      `Send at least ${MIN_SAMPLE} pitches to see what works: 4 so far`,
    )
  })

  it('finds an angle that beats the overall success rate by 10 points over 5+ pitches', () => {
    const many = [
      ...Array.from({ length: 5 }, (_, i) =>
        outcome(`f${i}`, `2026-03-0${i + 1}T09:00:00Z`, `2026-03-0${i + 1}T12:00:00Z`, { angle: 'funding' }),
      ),
      ...Array.from({ length: 6 }, (_, i) => outcome(`l${i}`, `2026-03-1${i}T09:00:00Z`, null)),
    ]
    const found = insights(many)
    expect(found.patterns).toEqual([
      expect.objectContaining({
        description: 'Pitches leading with the funding angle succeed more often',
        impact: 55,
      }),
    ])
    expect(found.recommendations[0]?.priority).toBe('high')
  })
})
