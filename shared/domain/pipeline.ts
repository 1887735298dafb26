import type { PitchStatus } from '../contracts/pitches'

/** Spec 2: a card with no update for more than this many days is a bottleneck. */
export const BOTTLENECK_DAYS = 7
export const BOTTLENECK_ITEMS_SHOWN = 5
const DAY_MS = 86_400_000

export interface PipelineCard {
  id: string
  status: PitchStatus
  journalistName: string
  publication: string
  updatedAt: string
  sentAt: string | null
  /** When the journalist answered (a person's reply); null until then. */
  repliedAt: string | null
}

/** Spec 2: later / (earlier + later), 0 when either count is 0; a whole percentage. */
export function conversionRate(earlier: number, later: number): number {
  if (earlier === 0 || later === 0) return 0
  return Math.round((later / (earlier + later)) * 100)
}

export function countByStatus(cards: PipelineCard[]): Record<PitchStatus, number> {
  const counts: Record<PitchStatus, number> = {
    drafted: 0,
    reviewed: 0,
    pitched: 0,
    picked_up: 0,
    archived: 0,
  }
  for (const card of cards) counts[card.status]++
  return counts
}

export function conversionRates(byStatus: Record<PitchStatus, number>) {
  return {
    draftedToReviewed: conversionRate(byStatus.drafted, byStatus.reviewed),
    reviewedToPitched: conversionRate(byStatus.reviewed, byStatus.pitched),
    pitchedToPickedUp: conversionRate(byStatus.pitched, byStatus.picked_up),
  }
}

/** The stages a pitch moves through, in order, and the three steps between them spec 2 rates. */
const FLOW: readonly PitchStatus[] = ['drafted', 'reviewed', 'pitched', 'picked_up']

/**
 * Stages no card is at while a later stage holds some: the cards went past them (a pitch sent from
 * Drafted skips Reviewed). Spec 2's rate of a step into or out of such a stage is 0, which is not a
 * conversion of none, so a screen shows the step as skipped instead.
 */
export function passedStages(byStatus: Record<PitchStatus, number>): PitchStatus[] {
  return FLOW.filter((stage, index) => {
    const later = FLOW.slice(index + 1).reduce((sum, next) => sum + byStatus[next], 0)
    return byStatus[stage] === 0 && later > 0
  })
}

export interface ConversionStep {
  from: PitchStatus
  to: PitchStatus
  rate: number
  /** 'rate' for a measured step; 'skipped' when a stage of it was passed; 'none' with no card either side. */
  shown: 'rate' | 'skipped' | 'none'
}

/** The three steps with spec 2's rates and how each is to be shown. */
export function conversionSteps(byStatus: Record<PitchStatus, number>): ConversionStep[] {
  const passed = passedStages(byStatus)
  return FLOW.slice(0, -1).map((from, index) => {
    const to = FLOW[index + 1] as PitchStatus
    const shown =
      passed.includes(from) || passed.includes(to)
        ? 'skipped'
        : byStatus[from] + byStatus[to] === 0
          ? 'none'
          : 'rate'
    return { from, to, rate: conversionRate(byStatus[from], byStatus[to]), shown }
  })
}

export interface BottleneckItem {
  id: string
  journalistName: string
  publication: string
  daysInStatus: number
  lastActivity: string
}

export interface Bottleneck {
  status: PitchStatus
  items: BottleneckItem[]
  avgDays: number
  threshold: number
}

/**
 * Whether a card can be stuck at all: archived cards are done, Picked Up ones won coverage and a card
 * whose journalist replied is in a conversation. None of them is a bottleneck, however old, so the
 * bottleneck action never moves one (it once sent published stories back to Pitched).
 */
export const canBeBottleneck = (card: { status: PitchStatus; repliedAt: string | null }) =>
  card.status !== 'archived' && card.status !== 'picked_up' && !card.repliedAt

const daysSince = (at: string, now: Date) => Math.floor((now.getTime() - new Date(at).getTime()) / DAY_MS)

/** A card that needs the bottleneck action now: one that can be stuck, untouched for more than 7 days. */
export const isBottleneck = (
  card: { status: PitchStatus; repliedAt: string | null; updatedAt: string },
  now: Date,
) => canBeBottleneck(card) && daysSince(card.updatedAt, now) > BOTTLENECK_DAYS

/** Cards untouched for more than 7 days that can be stuck (canBeBottleneck), by stage, longest waiting first. */
export function findBottlenecks(cards: PipelineCard[], now: Date): Bottleneck[] {
  const stuck = new Map<PitchStatus, BottleneckItem[]>()
  for (const card of cards) {
    if (!isBottleneck(card, now)) continue
    const days = daysSince(card.updatedAt, now)
    const items = stuck.get(card.status) ?? []
    items.push({
      id: card.id,
      journalistName: card.journalistName,
      publication: card.publication,
      daysInStatus: days,
      lastActivity: card.updatedAt,
    })
    stuck.set(card.status, items)
  }
  return [...stuck].map(([status, items]) => ({
    status,
    items: items.sort((a, b) => b.daysInStatus - a.daysInStatus),
    avgDays: Math.round(items.reduce((sum, i) => sum + i.daysInStatus, 0) / items.length),
    threshold: BOTTLENECK_DAYS,
  }))
}

/** Where the bottleneck's 'Move N selected' sends a card (spec 2): pitched → archived, else → pitched. */
export const bottleneckTarget = (status: PitchStatus): PitchStatus =>
  status === 'pitched' ? 'archived' : 'pitched'

export type Trend = 'up' | 'down' | 'stable'

/**
 * Pitches sent in the last 7 and 30 days (from real send times), and the trend of the last 7 days
 * against the 7 before them: up or down when they differ by more than 10%, else stable.
 */
export function velocity(sentAts: string[], now: Date) {
  const within = (from: number, to: number) =>
    sentAts.filter((at) => {
      const age = now.getTime() - new Date(at).getTime()
      return age >= from * DAY_MS && age < to * DAY_MS
    }).length
  const last7Days = within(0, 7)
  const previous7Days = within(7, 14)
  const last30Days = within(0, 30)
  const previous30Days = within(30, 60)
  return { last7Days, last30Days, previous7Days, previous30Days, trend: trendOf(last7Days, previous7Days) }
}

export function trendOf(current: number, previous: number): Trend {
  if (current === previous) return 'stable'
  if (previous === 0) return current > 0 ? 'up' : 'stable'
  const change = (current - previous) / previous
  return change > 0.1 ? 'up' : change < -0.1 ? 'down' : 'stable'
}

/** Spec 2's insight sentence. */
export function insightOf(trend: Trend): string {
  if (trend === 'up') return 'Your pipeline velocity is improving: more pitches went out this week than last.'
  if (trend === 'down')
    return 'Your pipeline velocity has slowed: fewer pitches went out this week than last.'
  return 'Your pipeline velocity is stable compared with last week.'
}

/** Spec 2's colour thresholds. */
export const responseRateTone = (rate: number) => (rate >= 40 ? 'green' : rate >= 20 ? 'yellow' : 'red')
export const conversionTone = (rate: number) => (rate >= 60 ? 'green' : rate >= 40 ? 'yellow' : 'red')
