import { median, type Outcome, type Timeframe } from './analytics'
import { onZoneClock } from './zone-clock'

const HOUR_MS = 3_600_000

/** A trend point's period. */
export type TrendUnit = 'day' | 'week' | 'month'
const UNITS: readonly TrendUnit[] = ['day', 'week', 'month']

/**
 * A trend's typical point stands on at least this many pitches: a day of one or two swings between
 * 0% and 100% and says nothing. Below it the periods widen, a day to a week, a week to a month.
 */
export const MIN_TREND_PITCHES = 5

/**
 * The usual reply time is the time within which three in four of the founder's replies came, read
 * once there are this many replies; with fewer, DEFAULT_REPLY_HOURS.
 */
export const MIN_REPLIES_FOR_USUAL_TIME = 5
export const DEFAULT_REPLY_HOURS = 72

/** A period on the trend: its rates, the pitches sent in it, and whether its replies may still come. */
export interface TrendPoint {
  /** The local date (YYYY-MM-DD) its day, week (from Monday) or month starts on. */
  date: string
  replyRate: number
  coverageRate: number
  /** The pitches sent in the period: the figure behind its rates. */
  pitches: number
  /**
   * Replies may still come: a pitch of it, unanswered, was sent less than the usual reply time ago,
   * so its rates so far are not its rates, and it is drawn as pending, not as a low or 0%.
   */
  pending: boolean
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10)

/** The local date (YYYY-MM-DD) a day, a week (from Monday, as ISO weeks) or a month starts on. */
export function periodOf(local: Date, unit: TrendUnit): string {
  if (Number.isNaN(local.getTime())) return ''
  if (unit === 'month') return `${local.toISOString().slice(0, 7)}-01`
  const daysIntoWeek = (local.getUTCDay() + 6) % 7
  const start = new Date(local.getTime() - (unit === 'week' ? daysIntoWeek : 0) * 24 * HOUR_MS)
  return start.toISOString().slice(0, 10)
}

function byPeriod(outcomes: readonly Outcome[], unit: TrendUnit, zone: string) {
  const periods = new Map<string, Outcome[]>()
  for (const o of outcomes) {
    const key = periodOf(onZoneClock(new Date(o.sentAt), zone), unit)
    periods.set(key, [...(periods.get(key) ?? []), o])
  }
  return [...periods].sort(([a], [b]) => a.localeCompare(b))
}

const replyHours = (o: Outcome) =>
  o.repliedAt ? (Date.parse(o.repliedAt) - Date.parse(o.sentAt)) / HOUR_MS : null

/** The time within which three in four replies came (nearest rank), or DEFAULT_REPLY_HOURS with too few. */
export function usualReplyHours(outcomes: readonly Outcome[]): number {
  const hours = outcomes.flatMap((o) => replyHours(o) ?? []).sort((a, b) => a - b)
  if (hours.length < MIN_REPLIES_FOR_USUAL_TIME) return DEFAULT_REPLY_HOURS
  return Math.round((hours[Math.ceil(hours.length * 0.75) - 1] as number) * 10) / 10
}

/**
 * The finest period whose typical (median) period with a pitch sent holds MIN_TREND_PITCHES or more:
 * from a day (7 and 30 days) or a week (90 days, all time) up to a month, which is never widened.
 */
export function trendUnitOf(outcomes: readonly Outcome[], timeframe: Timeframe, zone: string): TrendUnit {
  const finest: TrendUnit = timeframe === '7d' || timeframe === '30d' ? 'day' : 'week'
  if (outcomes.length === 0) return finest
  const candidates = UNITS.slice(UNITS.indexOf(finest))
  return (
    candidates.find(
      (unit) => median(byPeriod(outcomes, unit, zone).map(([, group]) => group.length)) >= MIN_TREND_PITCHES,
    ) ?? 'month'
  )
}

/** Reply and coverage rate per period in `zone`, with the pitches behind each and whether it is pending. */
export function trendPoints(
  outcomes: readonly Outcome[],
  unit: TrendUnit,
  zone: string,
  now: Date,
  replyWindowHours: number,
): TrendPoint[] {
  const settledBefore = now.getTime() - replyWindowHours * HOUR_MS
  return byPeriod(outcomes, unit, zone).map(([date, group]) => ({
    date,
    replyRate: percent(group.filter((o) => o.repliedAt).length, group.length),
    coverageRate: percent(group.filter((o) => o.coverage).length, group.length),
    pitches: group.length,
    pending: group.some((o) => !o.repliedAt && Date.parse(o.sentAt) > settledBefore),
  }))
}

/**
 * The dashboard's trend for a timeframe: its period, its points, and the reply time it waits for (read
 * from the outcomes themselves unless given: a week holds too few replies to tell it).
 */
export function trend(
  outcomes: readonly Outcome[],
  timeframe: Timeframe,
  zone: string,
  now: Date,
  replyWindowHours = usualReplyHours(outcomes),
) {
  const unit = trendUnitOf(outcomes, timeframe, zone)
  return { unit, replyWindowHours, points: trendPoints(outcomes, unit, zone, now, replyWindowHours) }
}

/** A period on the trend's time axis; one without a pitch sent has no rates. */
export interface AxisPoint {
  date: string
  replyRate: number | null
  coverageRate: number | null
  pitches: number
  pending: boolean
}

/** The start of the period after the one starting on `date` (YYYY-MM-DD). */
function nextPeriod(date: string, unit: TrendUnit): string {
  const at = new Date(`${date}T00:00:00Z`)
  if (unit === 'month') at.setUTCMonth(at.getUTCMonth() + 1)
  else at.setUTCDate(at.getUTCDate() + (unit === 'day' ? 1 : 7))
  return at.toISOString().slice(0, 10)
}

/**
 * The trend's periods from its first to its last, each in turn, for a chart whose axis is time: a
 * period without a pitch sent has no rate (null), so the lines break there instead of joining the
 * periods either side as if they were next to each other.
 */
export function continuousTrend(points: readonly TrendPoint[], unit: TrendUnit): AxisPoint[] {
  const first = points[0]
  const last = points[points.length - 1]
  if (!first || !last) return []
  const byDate = new Map(points.map((p) => [p.date, p]))
  const series: AxisPoint[] = []
  for (let date = first.date; date <= last.date; date = nextPeriod(date, unit)) {
    series.push(byDate.get(date) ?? { date, replyRate: null, coverageRate: null, pitches: 0, pending: false })
  }
  return series
}
