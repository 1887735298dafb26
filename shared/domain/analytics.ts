import { onZoneClock } from './zone-clock'

/** Spec 2's dashboard timeframes. */
export const TIMEFRAMES = ['7d', '30d', '90d', 'all'] as const
export type Timeframe = (typeof TIMEFRAMES)[number]
const DAYS: Record<Exclude<Timeframe, 'all'>, number> = { '7d': 7, '30d': 30, '90d': 90 }
const HOUR_MS = 3_600_000

/** Below this many sent pitches, no advice: two data points are an anecdote, not a pattern. */
export const MIN_SAMPLE = 10

/** A day and time slot is a best time to send only with this many pitches sent in it: one lucky send is not. */
export const MIN_SLOT_VOLUME = 3

/** What became of one sent pitch: the facts analytics are computed from. */
export interface Outcome {
  pitchId: string
  subject: string
  journalistName: string
  publication: string
  /** Null for a pitch imported without one: it counts everywhere but in the angle figures. */
  angle: string | null
  sentAt: string
  /** A person's reply (auto-replies and bounces never set it). */
  repliedAt: string | null
  coverage: boolean
  /** The publication's audience, when the data set has one. */
  reach: number | null
}

/** The window a timeframe covers, and the one of the same length just before it. */
export function windowOf(timeframe: Timeframe, now: Date) {
  if (timeframe === 'all')
    return { from: new Date(0), to: now, previousFrom: new Date(0), previousTo: new Date(0) }
  const length = DAYS[timeframe] * 24 * HOUR_MS
  const from = new Date(now.getTime() - length)
  return { from, to: now, previousFrom: new Date(from.getTime() - length), previousTo: from }
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10)

export function median(values: number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

const round1 = (n: number) => Math.round(n * 10) / 10

/** Spec 2's dashboard metrics; every missing number is 0 except reach, which is null when unknown. */
export function computeMetrics(current: Outcome[], previous: Outcome[]) {
  const replied = current.filter((o) => o.repliedAt)
  const hours = replied.map(
    (o) => (new Date(o.repliedAt as string).getTime() - new Date(o.sentAt).getTime()) / HOUR_MS,
  )
  const covered = current.filter((o) => o.coverage)
  const reaches = covered.flatMap((o) => (o.reach === null ? [] : [o.reach]))
  return {
    replyRate: percent(replied.length, current.length),
    previousReplyRate: percent(previous.filter((o) => o.repliedAt).length, previous.length),
    /** Pitches sent in the previous period: with none, there is no earlier rate to compare with. */
    previousPitches: previous.length,
    totalPitches: current.length,
    totalReplies: replied.length,
    coverageRate: percent(covered.length, current.length),
    totalCoverage: covered.length,
    avgReach: reaches.length ? Math.round(reaches.reduce((a, b) => a + b, 0) / reaches.length) : null,
    avgResponseTime: hours.length ? toSecond(hours.reduce((a, b) => a + b, 0) / hours.length) : 0,
    medianResponseTime: toSecond(median(hours)),
    fastestResponseTime: hours.length ? toSecond(Math.min(...hours)) : 0,
  }
}

/** Hours to the second: a reply within the hour keeps its minutes (a tenth of an hour was 6 of them). */
const toSecond = (hours: number) => Math.round(hours * 3600) / 3600

/**
 * Spec 2's display rule: under 1 hour in minutes, under 24 in hours, otherwise days; each boundary
 * judged on the figure as shown, so 59m40s reads "1h", not "60m", and 23h58m "1d".
 */
export function formatResponseTime(hours: number): string {
  const minutes = Math.round(hours * 60)
  // Within the minute: a reply that came, not one that took no time.
  if (minutes === 0) return hours > 0 ? '<1m' : '0m'
  if (minutes < 60) return `${minutes}m`
  if (round1(hours) < 24) return `${round1(hours)}h`
  return `${round1(hours / 24)}d`
}

const succeeded = (o: Outcome) => !!o.repliedAt || o.coverage

/** Success (a reply or coverage) and volume per pitch angle. */
export function angleEffectiveness(outcomes: Outcome[]) {
  const angled = outcomes.filter((o): o is Outcome & { angle: string } => o.angle !== null)
  return groupBy(angled, (o) => o.angle).map(([angle, group]) => ({
    angle,
    successRate: percent(group.filter(succeeded).length, group.length),
    volume: group.length,
  }))
}

/** Successes per publication (the pie's value) and its response rate. */
export function successByPublication(outcomes: Outcome[]) {
  return groupBy(outcomes, (o) => o.publication)
    .map(([name, group]) => ({
      name,
      value: group.filter(succeeded).length,
      responseRate: percent(group.filter((o) => o.repliedAt).length, group.length),
    }))
    .filter((p) => p.value > 0)
    .sort((a, b) => b.value - a.value)
}

/** Pitches that won coverage, then those replied to, the newest first. */
export function topPitches(outcomes: Outcome[], limit = 5) {
  return outcomes
    .filter(succeeded)
    .sort((a, b) => Number(b.coverage) - Number(a.coverage) || b.sentAt.localeCompare(a.sentAt))
    .slice(0, limit)
    .map((o) => ({
      id: o.pitchId,
      subject: o.subject,
      journalist: o.journalistName,
      publication: o.publication,
      status: o.coverage ? ('coverage' as const) : ('replied' as const),
    }))
}

/** English day names by getUTCDay() of a zone-clock date (0 is Sunday), as the screen shows them. */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const weekdayOf = (sentAt: string, zone: string) =>
  WEEKDAYS[onZoneClock(new Date(sentAt), zone).getUTCDay()] ?? ''

const SLOTS = [
  { name: 'Morning (6-12)', from: 6, to: 12 },
  { name: 'Afternoon (12-17)', from: 12, to: 17 },
  { name: 'Evening (17-22)', from: 17, to: 22 },
  { name: 'Night (22-6)', from: 22, to: 30 },
]

/**
 * Response rate and volume by day of week and time slot of sending, in the founder's time zone: the
 * slots with enough pitches to count (MIN_SLOT_VOLUME) first, each group by rate, so the first is the best.
 */
export function sendTimes(outcomes: Outcome[], zone: string) {
  return groupBy(outcomes, (o) => {
    const at = onZoneClock(new Date(o.sentAt), zone)
    const hour = at.getUTCHours() < 6 ? at.getUTCHours() + 24 : at.getUTCHours()
    const slot = SLOTS.find((s) => hour >= s.from && hour < s.to)?.name ?? 'Night (22-6)'
    return `${WEEKDAYS[at.getUTCDay()]}|${slot}`
  })
    .map(([key, group]) => {
      const [dayOfWeek = '', timeSlot = ''] = key.split('|')
      return {
        dayOfWeek,
        timeSlot,
        responseRate: percent(group.filter((o) => o.repliedAt).length, group.length),
        volume: group.length,
      }
    })
    .sort(
      (a, b) =>
        Number(b.volume >= MIN_SLOT_VOLUME) - Number(a.volume >= MIN_SLOT_VOLUME) ||
        b.responseRate - a.responseRate ||
        b.volume - a.volume ||
        // Then in the week's order, so a tie names the same best time whatever order pitches come in.
        weekOrder(a) - weekOrder(b),
    )
}

/** A day and slot's place in the week: Monday morning first, Sunday night last. */
const weekOrder = (t: { dayOfWeek: string; timeSlot: string }) =>
  ((WEEKDAYS.indexOf(t.dayOfWeek) + 6) % 7) * SLOTS.length + SLOTS.findIndex((s) => s.name === t.timeSlot)

/** A best time to send: the day and slot of sending, its response rate and the pitches behind it. */
export type SendTime = ReturnType<typeof sendTimes>[number]

/**
 * The one best time to send, for whatever pitches are given (a timeframe's): of the day and time slots
 * with MIN_SLOT_VOLUME or more pitches sent, the highest response rate, the larger volume on a tie,
 * then the earlier in the week (Monday morning first).
 * Null while no slot has that many, or none of them has had a reply (a best time of 0% is none).
 * Optimal Send Times and Recommended Next Steps both read this.
 */
export function bestSendTime(outcomes: Outcome[], zone: string): SendTime | null {
  const best = sendTimes(outcomes, zone).find((t) => t.volume >= MIN_SLOT_VOLUME)
  return best && best.responseRate > 0 ? best : null
}

/** The recommendation that follows from the best time to send. */
export function bestTimeStep(best: SendTime) {
  return {
    priority: 'medium' as const,
    action: `Send on ${best.dayOfWeek} ${best.timeSlot.toLowerCase()}, your best time in this period`,
    impact: `${best.responseRate}% response rate over ${best.volume} pitches`,
    effort: 'low' as const,
  }
}

function groupBy<T>(items: T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>()
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item])
  return [...groups]
}

/**
 * What the founder's own data says, each by a stated rule and only with enough data behind it:
 * an angle is a pattern when it has 5+ pitches and beats the overall success rate by 10+ points; a
 * journalist preference needs 2+ pitches to that journalist; recommendations follow from the rates.
 * A journalist's best day and the best time to send are both read in `zone` (UTC unless given), never
 * in the machine's zone, which is UTC in a Lambda but not on a laptop running the embedded stack.
 */
export function insights(outcomes: Outcome[], zone = 'UTC') {
  const bestTime = bestSendTime(outcomes, zone)
  if (outcomes.length < MIN_SAMPLE)
    return {
      patterns: [],
      journalistPrefs: [],
      recommendations: [
        {
          priority: 'high' as const,
          action: `Send at least ${MIN_SAMPLE} pitches to see what works: ${outcomes.length} sent in this period`,
          impact: 'Insights from your own results',
          effort: 'medium' as const,
        },
        // The best time has a minimum of its own, and says the same as Optimal Send Times.
        ...(bestTime ? [bestTimeStep(bestTime)] : []),
      ],
      bestTime,
    }
  const overall = percent(outcomes.filter(succeeded).length, outcomes.length)
  const patterns = angleEffectiveness(outcomes)
    .filter((a) => a.volume >= 5 && a.successRate - overall >= 10)
    .map((a) => ({
      description: `Pitches leading with the ${a.angle.replace('_', ' ')} angle succeed more often`,
      // Subjects once each: pitches on one angle often share a subject line.
      examples: [
        ...new Set(outcomes.filter((o) => o.angle === a.angle && succeeded(o)).map((o) => o.subject)),
      ].slice(0, 3),
      impact: Math.round(a.successRate - overall),
    }))
  const journalistPrefs = groupBy(outcomes, (o) => `${o.journalistName}|${o.publication}`)
    .filter(([, group]) => group.length >= 2)
    .map(([key, group]) => {
      const [name = '', publication = ''] = key.split('|')
      const wins = group.filter(succeeded)
      const days = groupBy(wins, (o) => weekdayOf(o.sentAt, zone)).sort((a, b) => b[1].length - a[1].length)
      return {
        name,
        publication,
        responseRate: percent(group.filter((o) => o.repliedAt).length, group.length),
        preferredAngles: [...new Set(wins.flatMap((o) => o.angle ?? []))],
        bestDayToContact: days[0]?.[0] ?? null,
      }
    })
    .sort((a, b) => b.responseRate - a.responseRate)
  const replyRate = percent(outcomes.filter((o) => o.repliedAt).length, outcomes.length)
  const recommendations = [
    ...(patterns[0]
      ? [
          {
            priority: 'high' as const,
            action: `Lead more pitches with what works: ${patterns[0].description.toLowerCase()}`,
            impact: `+${patterns[0].impact}% success`,
            effort: 'low' as const,
          },
        ]
      : []),
    ...(replyRate < 20
      ? [
          {
            priority: 'high' as const,
            action: "Reply rate is under 20%: personalise the opening to each journalist's recent articles",
            impact: 'More replies',
            effort: 'medium' as const,
          },
        ]
      : []),
    ...(bestTime ? [bestTimeStep(bestTime)] : []),
  ]
  return { patterns, journalistPrefs, recommendations, bestTime }
}
