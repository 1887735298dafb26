import { describe, expect, it } from 'vitest'
import { inMachineZone } from '../../test/support/machine-zone'
import {
  angleEffectiveness,
  computeMetrics,
  continuousTrend,
  formatResponseTime,
  insights,
  MIN_SAMPLE,
  median,
  type Outcome,
  sendTimes,
  topPitches,
  trends,
  trendUnit,
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
      previousPitches: 2,
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
      previousPitches: 0,
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

  it('keeps a reply within the minute as one, not as no time at all', () => {
    const quick = [outcome('q', '2026-03-02T09:00:00Z', '2026-03-02T09:00:20Z')]
    const { fastestResponseTime, avgResponseTime } = computeMetrics(quick, [])
    expect(fastestResponseTime * 3600).toBeCloseTo(20)
    expect(formatResponseTime(avgResponseTime)).toBe('<1m')
    const sevenMinutes = [outcome('s', '2026-03-02T09:00:00Z', '2026-03-02T09:07:00Z')]
    expect(formatResponseTime(computeMetrics(sevenMinutes, []).avgResponseTime)).toBe('7m')
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
    expect(formatResponseTime(7 / 60)).toBe('7m')
    expect(formatResponseTime(0.2 / 60)).toBe('<1m')
    expect(formatResponseTime(59.7 / 60)).toBe('1h')
    expect(formatResponseTime(23 + 58 / 60)).toBe('1d')
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

  it('leaves a pitch imported without an angle out of the angle figures, and names no angle for it', () => {
    const unangled = outcome('u', '2026-03-02T10:00:00Z', '2026-03-03T10:00:00Z', { angle: null })
    const angled = outcome('a', '2026-03-02T10:00:00Z', null)
    expect(angleEffectiveness([unangled, angled])).toEqual([{ angle: 'launch', successRate: 0, volume: 1 }])
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

// Expected buckets are the zones' calendars worked out by hand (and checked against zdump), not output.
describe('days and weeks in the founder’s zone', () => {
  const dates = (outcomes: Outcome[], timeframe: '7d' | '90d', zone: string) =>
    trends(outcomes, timeframe, zone).map((t) => t.date)

  it('puts a send in the Tokyo day and Monday-started week it was made in, not the UTC ones', () => {
    // Sunday 1 March 2026 20:00 UTC is Monday 2 March 05:00 in Tokyo.
    const sent = [outcome('t', '2026-03-01T20:00:00Z', null)]
    expect(dates(sent, '7d', 'Asia/Tokyo')).toEqual(['2026-03-02'])
    expect(dates(sent, '90d', 'Asia/Tokyo')).toEqual(['2026-03-02'])
    // In UTC it is still Sunday, in the week that began on Monday 23 February.
    expect(dates(sent, '7d', 'UTC')).toEqual(['2026-03-01'])
    expect(dates(sent, '90d', 'UTC')).toEqual(['2026-02-23'])
  })

  it('starts New York days at local midnight on both sides of spring forward', () => {
    const sent = [
      outcome('a', '2026-03-08T04:59:00Z', null), // Saturday 7 March 23:59 EST
      outcome('b', '2026-03-08T05:00:00Z', '2026-03-08T06:00:00Z'), // Sunday 8 March 00:00 EST
      outcome('c', '2026-03-09T03:59:00Z', null), // Sunday 8 March 23:59 EDT
      outcome('d', '2026-03-09T04:00:00Z', '2026-03-09T05:00:00Z'), // Monday 9 March 00:00 EDT
    ]
    expect(trends(sent, '7d', 'America/New_York')).toEqual([
      { date: '2026-03-07', replyRate: 0, coverageRate: 0 },
      { date: '2026-03-08', replyRate: 50, coverageRate: 0 },
      { date: '2026-03-09', replyRate: 100, coverageRate: 0 },
    ])
    expect(trends(sent, '90d', 'America/New_York')).toEqual([
      { date: '2026-03-02', replyRate: 33.3, coverageRate: 0 },
      { date: '2026-03-09', replyRate: 100, coverageRate: 0 },
    ])
  })

  it('keeps the 25-hour fall-back Sunday in London as one day, in the week of Monday 19 October', () => {
    const sent = [
      outcome('a', '2026-10-24T22:59:00Z', null), // Saturday 24th 23:59 BST
      outcome('b', '2026-10-24T23:00:00Z', null), // Sunday 25th 00:00 BST
      outcome('c', '2026-10-25T00:30:00Z', null), // 01:30 BST
      outcome('d', '2026-10-25T01:30:00Z', null), // 01:30 GMT, the hour again
      outcome('e', '2026-10-25T23:59:00Z', null), // 23:59 GMT
      outcome('f', '2026-10-26T00:00:00Z', null), // Monday 26th 00:00 GMT
    ]
    expect(dates(sent, '7d', 'Europe/London')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26'])
    expect(trends(sent, '7d', 'Europe/London').map((t) => t.date)).toHaveLength(3)
    expect(dates(sent, '90d', 'Europe/London')).toEqual(['2026-10-19', '2026-10-26'])
  })

  it('starts a day whose midnight does not exist (Santiago, 6 September 2026) on that day', () => {
    const sent = [
      outcome('a', '2026-09-06T03:59:00Z', null), // Saturday 5th 23:59 (UTC-4)
      outcome('b', '2026-09-06T04:30:00Z', null), // Sunday 6th 01:30 (UTC-3): 00:00-01:00 was skipped
    ]
    expect(dates(sent, '7d', 'America/Santiago')).toEqual(['2026-09-05', '2026-09-06'])
    expect(dates(sent, '90d', 'America/Santiago')).toEqual(['2026-08-31'])
  })

  it("gives the same days whatever the machine's zone, even when it changes clocks the same day", () => {
    // Santiago turns 00:00 on Sunday 4 April 2027 back to 23:00 on Saturday (UTC-3 → UTC-4); Sydney
    // turns its clocks back that night too. 12:00 UTC is 08:00 on Sunday in Santiago.
    const sent = [outcome('a', '2027-04-04T12:00:00Z', null)]
    for (const machine of ['UTC', 'Australia/Sydney', 'Australia/Lord_Howe']) {
      expect(inMachineZone(machine, () => dates(sent, '7d', 'America/Santiago'))).toEqual(['2027-04-04'])
      expect(inMachineZone(machine, () => dates(sent, '90d', 'America/Santiago'))).toEqual(['2027-03-29'])
    }
  })

  it('crosses month and year ends by the local calendar', () => {
    const sent = [
      outcome('a', '2026-03-31T23:30:00Z', null), // Wednesday 1 April 00:30 BST
      outcome('b', '2027-01-01T10:00:00Z', null), // Friday 1 January 2027
    ]
    expect(dates(sent, '7d', 'Europe/London')).toEqual(['2026-04-01', '2027-01-01'])
    expect(dates(sent, '90d', 'Europe/London')).toEqual(['2026-03-30', '2026-12-28'])
    // Thursday 30 April 20:00 in Los Angeles (PDT) is already May in UTC.
    expect(dates([outcome('c', '2026-05-01T03:00:00Z', null)], '7d', 'America/Los_Angeles')).toEqual([
      '2026-04-30',
    ])
  })
})

describe('days and hours of sending', () => {
  it('lists the times with enough pitches to count first, so one lucky send does not top the best', () => {
    const lucky = outcome('lucky', '2026-03-05T10:00:00Z', '2026-03-05T12:00:00Z') // Thursday, 1 of 1
    const steady = ['2026-03-02', '2026-03-09', '2026-03-16'].map((day, i) =>
      outcome(`s${i}`, `${day}T10:00:00Z`, i < 2 ? `${day}T15:00:00Z` : null),
    ) // three Mondays, 2 of 3
    expect(sendTimes([lucky, ...steady], 'UTC').map((t) => [t.dayOfWeek, t.responseRate, t.volume])).toEqual([
      ['Monday', 66.7, 3],
      ['Thursday', 100, 1],
    ])
  })

  it('names every day of the week in English, from Monday 2 to Sunday 8 March 2026', () => {
    const week = Array.from({ length: 7 }, (_, i) => outcome(`${i}`, `2026-03-0${i + 2}T12:00:00Z`, null))
    expect(sendTimes(week, 'UTC').map((t) => t.dayOfWeek)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
  })

  it('reads the hour on the local clock, which moves with daylight saving', () => {
    const times = (sentAt: string, zone: string) =>
      sendTimes([outcome('x', sentAt, null)], zone).map((t) => `${t.dayOfWeek} ${t.timeSlot}`)
    // 05:00 UTC is 05:00 GMT on Saturday 28 March, 06:00 BST on Sunday 29 March.
    expect(times('2026-03-28T05:00:00Z', 'Europe/London')).toEqual(['Saturday Night (22-6)'])
    expect(times('2026-03-29T05:00:00Z', 'Europe/London')).toEqual(['Sunday Morning (6-12)'])
    // Monday 02:00 UTC is Sunday 22:00 EDT in New York.
    expect(times('2026-03-16T02:00:00Z', 'America/New_York')).toEqual(['Sunday Night (22-6)'])
  })

  it("tells a journalist's best day and the best time to send in the zone given, UTC by default, whatever the machine's zone", () => {
    // Three replied pitches to Jo on Mondays at 23:30 UTC, which are Tuesdays at 08:30 in Tokyo;
    // seven unanswered ones to others on Wednesday 4 March at 09:00 UTC (18:00 in Tokyo).
    const many = [
      ...['02', '09', '16'].map((day) =>
        outcome(`jo${day}`, `2026-03-${day}T23:30:00Z`, `2026-03-${day}T23:45:00Z`, { journalistName: 'Jo' }),
      ),
      ...Array.from({ length: 7 }, (_, i) => outcome(`o${i}`, '2026-03-04T09:00:00Z', null)),
    ]
    // The machine's zone is set to Tokyo while the default is read.
    const inUtc = inMachineZone('Asia/Tokyo', () => insights(many))
    expect(inUtc.journalistPrefs).toEqual([
      expect.objectContaining({ name: 'Jo', bestDayToContact: 'Monday' }),
    ])
    expect(inUtc.recommendations.map((r) => r.action)).toContain(
      'Send on Monday night (22-6), your best time so far',
    )
    const inTokyo = insights(many, 'Asia/Tokyo')
    expect(inTokyo.journalistPrefs).toEqual([
      expect.objectContaining({ name: 'Jo', bestDayToContact: 'Tuesday' }),
    ])
    expect(inTokyo.recommendations.map((r) => r.action)).toContain(
      'Send on Tuesday morning (6-12), your best time so far',
    )
  })
})

describe('the trend on a time axis', () => {
  const point = (date: string, replyRate: number) => ({ date, replyRate, coverageRate: 0 })

  it('has every day from the first to the last, those without a pitch sent without a rate', () => {
    expect(continuousTrend([point('2026-03-30', 50), point('2026-04-02', 100)], 'day')).toEqual([
      { date: '2026-03-30', replyRate: 50, coverageRate: 0 },
      { date: '2026-03-31', replyRate: null, coverageRate: null },
      { date: '2026-04-01', replyRate: null, coverageRate: null },
      { date: '2026-04-02', replyRate: 100, coverageRate: 0 },
    ])
  })

  it('steps a week at a time for weekly trends, and keeps a 0% period as 0, not as a gap', () => {
    expect(continuousTrend([point('2026-03-02', 0), point('2026-03-16', 25)], 'week')).toEqual([
      { date: '2026-03-02', replyRate: 0, coverageRate: 0 },
      { date: '2026-03-09', replyRate: null, coverageRate: null },
      { date: '2026-03-16', replyRate: 25, coverageRate: 0 },
    ])
    expect(trendUnit('30d')).toBe('day')
    expect(trendUnit('90d')).toBe('week')
  })

  it('is empty with no points', () => {
    expect(continuousTrend([], 'day')).toEqual([])
  })
})
