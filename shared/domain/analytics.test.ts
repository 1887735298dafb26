import { describe, expect, it } from 'vitest'
import { inMachineZone } from '../../test/support/machine-zone'
import { outcome } from '../../test/support/outcome'
import {
  angleEffectiveness,
  bestSendTime,
  computeMetrics,
  formatResponseTime,
  insights,
  MIN_SAMPLE,
  MIN_SLOT_VOLUME,
  median,
  sendTimes,
  topPitches,
  windowOf,
} from './analytics'

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
  it('groups angles and top pitches from the same outcomes', () => {
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
      `Send at least ${MIN_SAMPLE} pitches to see what works: 4 sent in this period`,
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
      'Send on Monday night (22-6), your best time in this period',
    )
    const inTokyo = insights(many, 'Asia/Tokyo')
    expect(inTokyo.journalistPrefs).toEqual([
      expect.objectContaining({ name: 'Jo', bestDayToContact: 'Tuesday' }),
    ])
    expect(inTokyo.recommendations.map((r) => r.action)).toContain(
      'Send on Tuesday morning (6-12), your best time in this period',
    )
  })
})

describe('the best time to send', () => {
  // Monday 10:00 UTC three times (2 replies), Thursday 10:00 once (1 reply), Friday 10:00 four times (1 reply).
  const mondays = ['02', '09', '16'].map((d, i) =>
    outcome(`m${d}`, `2026-03-${d}T10:00:00Z`, i < 2 ? `2026-03-${d}T12:00:00Z` : null),
  )
  const thursday = outcome('t', '2026-03-05T10:00:00Z', '2026-03-05T11:00:00Z')
  const fridays = ['06', '13', '20', '27'].map((d, i) =>
    outcome(`f${d}`, `2026-03-${d}T10:00:00Z`, i === 0 ? `2026-03-${d}T12:00:00Z` : null),
  )

  it(`is the highest response rate of the slots with ${MIN_SLOT_VOLUME} or more pitches, none below`, () => {
    expect(bestSendTime([...mondays, thursday, ...fridays], 'UTC')).toEqual({
      dayOfWeek: 'Monday',
      timeSlot: 'Morning (6-12)',
      responseRate: 66.7,
      volume: 3,
    })
    // Thursday's 100% stands on one pitch; two Mondays are not yet enough.
    expect(bestSendTime([thursday, ...mondays.slice(0, 2)], 'UTC')).toBeNull()
    // Three unanswered Fridays are enough pitches, but a time nobody answered is no best time.
    expect(bestSendTime([thursday, ...fridays.slice(1)], 'UTC')).toBeNull()
  })

  it('prefers the larger volume when two slots answer as often', () => {
    const answered = (id: string, day: string) =>
      outcome(id, `2026-03-${day}T10:00:00Z`, `2026-03-${day}T12:00:00Z`)
    const tuesdays = ['03', '10', '17'].map((d) => answered(`u${d}`, d))
    const wednesdays = ['04', '11', '18', '25'].map((d) => answered(`w${d}`, d))
    expect(bestSendTime([...tuesdays, ...wednesdays], 'UTC')).toMatchObject({
      dayOfWeek: 'Wednesday',
      responseRate: 100,
      volume: 4,
    })
  })

  it('breaks a full tie by the week, Monday morning first, whatever order the pitches come in', () => {
    const answered = (id: string, at: string) => outcome(id, at, at.replace(/:00Z$/, ':30Z'))
    const thursdays = ['05', '12', '19'].map((d) => answered(`t${d}`, `2026-03-${d}T14:00:00Z`))
    const tuesdays = ['03', '10', '17'].map((d) => answered(`u${d}`, `2026-03-${d}T14:00:00Z`))
    const expected = { dayOfWeek: 'Tuesday', timeSlot: 'Afternoon (12-17)', responseRate: 100, volume: 3 }
    expect(bestSendTime([...thursdays, ...tuesdays], 'UTC')).toEqual(expected)
    expect(bestSendTime([...tuesdays, ...thursdays].reverse(), 'UTC')).toEqual(expected)
  })

  it('is what the recommendations name, for the outcomes given, even below the minimum sample', () => {
    const few = [...mondays, thursday]
    expect(few.length).toBeLessThan(MIN_SAMPLE)
    const advice = insights(few, 'UTC')
    expect(advice.bestTime).toEqual(bestSendTime(few, 'UTC'))
    expect(advice.recommendations.map((r) => [r.action, r.impact])).toContainEqual([
      'Send on Monday morning (6-12), your best time in this period',
      '66.7% response rate over 3 pitches',
    ])
    const many = [
      ...mondays,
      thursday,
      ...fridays,
      ...fridays.map((f) => ({ ...f, pitchId: `${f.pitchId}b` })),
    ]
    expect(many.length).toBeGreaterThanOrEqual(MIN_SAMPLE)
    expect(insights(many, 'UTC').bestTime).toEqual(bestSendTime(many, 'UTC'))
    // With none of enough volume, no time is recommended.
    expect(insights([thursday], 'UTC').recommendations.some((r) => r.action.startsWith('Send on'))).toBe(
      false,
    )
  })
})
