import { describe, expect, it } from 'vitest'
import { inMachineZone } from '../../test/support/machine-zone'
import { outcome } from '../../test/support/outcome'
import type { Outcome } from './analytics'
import {
  continuousTrend,
  DEFAULT_REPLY_HOURS,
  MIN_TREND_PITCHES,
  type TrendPoint,
  type TrendUnit,
  trend,
  trendPoints,
  trendUnitOf,
  usualReplyHours,
} from './analytics-trends'

const HOUR = 3_600_000
/** Long after every send: nothing is pending. */
const later = new Date('2030-01-01T00:00:00Z')
const points = (outcomes: Outcome[], unit: TrendUnit, zone: string) =>
  trendPoints(outcomes, unit, zone, later, DEFAULT_REPLY_HOURS)

/** `n` pitches sent on `day` (YYYY-MM-DD) at 10:00 UTC, the first `replied` of them answered at noon. */
const sentOn = (day: string, n: number, replied = 0) =>
  Array.from({ length: n }, (_, i) =>
    outcome(`${day}-${i}`, `${day}T10:00:00Z`, i < replied ? `${day}T12:00:00Z` : null),
  )

describe('how wide a trend point is', () => {
  it(`keeps days while a typical day holds ${MIN_TREND_PITCHES} or more pitches`, () => {
    const busy = [...sentOn('2026-03-02', 6), ...sentOn('2026-03-03', 5), ...sentOn('2026-03-04', 1)]
    expect(trendUnitOf(busy, '30d', 'UTC')).toBe('day')
  })

  it('widens days of one or two pitches to weeks, and thin weeks to months', () => {
    // Two pitches a day on weekdays for three weeks: 10 a week.
    const weekdays = [
      '02',
      '03',
      '04',
      '05',
      '06',
      '09',
      '10',
      '11',
      '12',
      '13',
      '16',
      '17',
      '18',
      '19',
      '20',
    ]
    const steady = weekdays.flatMap((d) => sentOn(`2026-03-${d}`, 2, 1))
    expect(trendUnitOf(steady, '30d', 'UTC')).toBe('week')
    expect(trend(steady, '30d', 'UTC', later).points.map((p) => [p.date, p.pitches, p.replyRate])).toEqual([
      ['2026-03-02', 10, 50],
      ['2026-03-09', 10, 50],
      ['2026-03-16', 10, 50],
    ])
    // One pitch a week: even a week is too thin, so a month.
    const sparse = ['2026-01-05', '2026-01-12', '2026-01-19', '2026-02-02', '2026-02-09'].flatMap((d) =>
      sentOn(d, 1),
    )
    expect(trendUnitOf(sparse, '90d', 'UTC')).toBe('month')
    expect(trend(sparse, '90d', 'UTC', later).points.map((p) => [p.date, p.pitches])).toEqual([
      ['2026-01-01', 3],
      ['2026-02-01', 2],
    ])
  })

  it('starts from weeks for 90 days and all time, and never widens past a month', () => {
    expect(trendUnitOf(sentOn('2026-03-02', 7), '90d', 'UTC')).toBe('week')
    expect(trendUnitOf(sentOn('2026-03-02', 1), 'all', 'UTC')).toBe('month')
    expect(trendUnitOf([], '7d', 'UTC')).toBe('day')
    expect(trendUnitOf([], 'all', 'UTC')).toBe('week')
  })

  it('puts a month in the local calendar: 23:30 UTC on 31 March is April in London', () => {
    expect(points([outcome('a', '2026-03-31T23:30:00Z', null)], 'month', 'Europe/London')).toEqual([
      expect.objectContaining({ date: '2026-04-01', pitches: 1 }),
    ])
  })
})

describe('a period whose replies may still come', () => {
  it('is the time within which three in four replies came, or 3 days with fewer than 5 replies', () => {
    const replies = [1, 2, 3, 10, 40, 50].map((h, i) =>
      outcome(
        `r${i}`,
        '2026-03-02T00:00:00Z',
        new Date(Date.parse('2026-03-02T00:00:00Z') + h * HOUR).toISOString(),
      ),
    )
    // Six replies: the fifth fastest (the 75th percentile by nearest rank) took 40 hours.
    expect(usualReplyHours(replies)).toBe(40)
    expect(usualReplyHours(replies.slice(0, 4))).toBe(DEFAULT_REPLY_HOURS)
  })

  it('is pending while an unanswered pitch of it is younger than the usual reply time, not 0%', () => {
    const now = new Date('2026-03-20T12:00:00Z')
    const week = [
      ...sentOn('2026-03-09', 5, 2), // a settled week: 40%
      ...sentOn('2026-03-18', 5), // two days ago, none answered yet
    ]
    const [settled, recent] = trendPoints(week, 'week', 'UTC', now, 72)
    expect(settled).toEqual({
      date: '2026-03-09',
      replyRate: 40,
      coverageRate: 0,
      pitches: 5,
      pending: false,
    })
    expect(recent).toEqual({ date: '2026-03-16', replyRate: 0, coverageRate: 0, pitches: 5, pending: true })
    // Once the usual reply time has passed with no answer, 0% is the rate.
    const afterwards = new Date('2026-03-21T11:00:00Z')
    expect(trendPoints(week, 'week', 'UTC', afterwards, 72)[1]?.pending).toBe(false)
  })

  it('is not pending when every recent pitch of it has been answered', () => {
    const now = new Date('2026-03-18T18:00:00Z')
    expect(trendPoints(sentOn('2026-03-18', 3, 3), 'day', 'UTC', now, 72)).toEqual([
      { date: '2026-03-18', replyRate: 100, coverageRate: 0, pitches: 3, pending: false },
    ])
  })

  it('waits for the usual reply time it is given, read from a longer history than the period', () => {
    const now = new Date('2026-03-20T12:00:00Z')
    const recent = sentOn('2026-03-19', 5) // 26 hours ago, none answered
    expect(trend(recent, '7d', 'UTC', now).points[0]?.pending).toBe(true) // 72 hours by default
    const shape = trend(recent, '7d', 'UTC', now, 20)
    expect(shape.replyWindowHours).toBe(20)
    expect(shape.points[0]).toMatchObject({ pitches: 5, replyRate: 0, pending: false })
  })

  it("waits for the founder's own usual reply time", () => {
    const now = new Date('2026-03-20T12:00:00Z')
    // Six replies within 2 hours: a pitch unanswered for a day is no longer pending.
    const quick = sentOn('2026-03-02', 6, 6)
    const yesterday = outcome('y', '2026-03-19T12:00:00Z', null)
    const shape = trend([...quick, yesterday], 'all', 'UTC', now)
    expect(shape.replyWindowHours).toBe(2)
    expect(shape.points.every((p) => !p.pending)).toBe(true)
  })
})

// Expected buckets are the zones' calendars worked out by hand (and checked against zdump), not output.
describe('days and weeks in the founder’s zone', () => {
  const dates = (outcomes: Outcome[], unit: TrendUnit, zone: string) =>
    points(outcomes, unit, zone).map((t) => t.date)

  it('puts a send in the Tokyo day and Monday-started week it was made in, not the UTC ones', () => {
    // Sunday 1 March 2026 20:00 UTC is Monday 2 March 05:00 in Tokyo.
    const sent = [outcome('t', '2026-03-01T20:00:00Z', null)]
    expect(dates(sent, 'day', 'Asia/Tokyo')).toEqual(['2026-03-02'])
    expect(dates(sent, 'week', 'Asia/Tokyo')).toEqual(['2026-03-02'])
    // In UTC it is still Sunday, in the week that began on Monday 23 February.
    expect(dates(sent, 'day', 'UTC')).toEqual(['2026-03-01'])
    expect(dates(sent, 'week', 'UTC')).toEqual(['2026-02-23'])
  })

  it('starts New York days at local midnight on both sides of spring forward', () => {
    const sent = [
      outcome('a', '2026-03-08T04:59:00Z', null), // Saturday 7 March 23:59 EST
      outcome('b', '2026-03-08T05:00:00Z', '2026-03-08T06:00:00Z'), // Sunday 8 March 00:00 EST
      outcome('c', '2026-03-09T03:59:00Z', null), // Sunday 8 March 23:59 EDT
      outcome('d', '2026-03-09T04:00:00Z', '2026-03-09T05:00:00Z'), // Monday 9 March 00:00 EDT
    ]
    expect(points(sent, 'day', 'America/New_York')).toEqual([
      { date: '2026-03-07', replyRate: 0, coverageRate: 0, pitches: 1, pending: false },
      { date: '2026-03-08', replyRate: 50, coverageRate: 0, pitches: 2, pending: false },
      { date: '2026-03-09', replyRate: 100, coverageRate: 0, pitches: 1, pending: false },
    ])
    expect(points(sent, 'week', 'America/New_York')).toEqual([
      { date: '2026-03-02', replyRate: 33.3, coverageRate: 0, pitches: 3, pending: false },
      { date: '2026-03-09', replyRate: 100, coverageRate: 0, pitches: 1, pending: false },
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
    expect(dates(sent, 'day', 'Europe/London')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26'])
    expect(points(sent, 'day', 'Europe/London').map((t) => t.date)).toHaveLength(3)
    expect(dates(sent, 'week', 'Europe/London')).toEqual(['2026-10-19', '2026-10-26'])
  })

  it('starts a day whose midnight does not exist (Santiago, 6 September 2026) on that day', () => {
    const sent = [
      outcome('a', '2026-09-06T03:59:00Z', null), // Saturday 5th 23:59 (UTC-4)
      outcome('b', '2026-09-06T04:30:00Z', null), // Sunday 6th 01:30 (UTC-3): 00:00-01:00 was skipped
    ]
    expect(dates(sent, 'day', 'America/Santiago')).toEqual(['2026-09-05', '2026-09-06'])
    expect(dates(sent, 'week', 'America/Santiago')).toEqual(['2026-08-31'])
  })

  it("gives the same days whatever the machine's zone, even when it changes clocks the same day", () => {
    // Santiago turns 00:00 on Sunday 4 April 2027 back to 23:00 on Saturday (UTC-3 → UTC-4); Sydney
    // turns its clocks back that night too. 12:00 UTC is 08:00 on Sunday in Santiago.
    const sent = [outcome('a', '2027-04-04T12:00:00Z', null)]
    for (const machine of ['UTC', 'Australia/Sydney', 'Australia/Lord_Howe']) {
      expect(inMachineZone(machine, () => dates(sent, 'day', 'America/Santiago'))).toEqual(['2027-04-04'])
      expect(inMachineZone(machine, () => dates(sent, 'week', 'America/Santiago'))).toEqual(['2027-03-29'])
    }
  })

  it('crosses month and year ends by the local calendar', () => {
    const sent = [
      outcome('a', '2026-03-31T23:30:00Z', null), // Wednesday 1 April 00:30 BST
      outcome('b', '2027-01-01T10:00:00Z', null), // Friday 1 January 2027
    ]
    expect(dates(sent, 'day', 'Europe/London')).toEqual(['2026-04-01', '2027-01-01'])
    expect(dates(sent, 'week', 'Europe/London')).toEqual(['2026-03-30', '2026-12-28'])
    // Thursday 30 April 20:00 in Los Angeles (PDT) is already May in UTC.
    expect(dates([outcome('c', '2026-05-01T03:00:00Z', null)], 'day', 'America/Los_Angeles')).toEqual([
      '2026-04-30',
    ])
  })
})

describe('the trend on a time axis', () => {
  const point = (date: string, replyRate: number): TrendPoint => ({
    date,
    replyRate,
    coverageRate: 0,
    pitches: 2,
    pending: false,
  })
  const gap = (date: string) => ({ date, replyRate: null, coverageRate: null, pitches: 0, pending: false })

  it('has every day from the first to the last, those without a pitch sent without a rate', () => {
    expect(continuousTrend([point('2026-03-30', 50), point('2026-04-02', 100)], 'day')).toEqual([
      point('2026-03-30', 50),
      gap('2026-03-31'),
      gap('2026-04-01'),
      point('2026-04-02', 100),
    ])
  })

  it('steps a week or a calendar month at a time, and keeps a 0% period as 0, not as a gap', () => {
    expect(continuousTrend([point('2026-03-02', 0), point('2026-03-16', 25)], 'week')).toEqual([
      point('2026-03-02', 0),
      gap('2026-03-09'),
      point('2026-03-16', 25),
    ])
    expect(continuousTrend([point('2026-01-01', 10), point('2026-04-01', 20)], 'month')).toEqual([
      point('2026-01-01', 10),
      gap('2026-02-01'),
      gap('2026-03-01'),
      point('2026-04-01', 20),
    ])
  })

  it('is empty with no points', () => {
    expect(continuousTrend([], 'day')).toEqual([])
  })
})
