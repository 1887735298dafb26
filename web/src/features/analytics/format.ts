import type { Timeframe } from '../../../../shared/domain/analytics'

export { formatResponseTime } from '../../../../shared/domain/analytics'

export { DEFAULT_TIMEFRAME } from '../../components/charts/timeframe-picker'

const round1 = (n: number) => Math.round(n * 10) / 10

/** "42.5%": rates come from the API as percentages rounded to one decimal. */
export const formatPercent = (rate: number) => `${round1(rate)}%`

export interface RateChange {
  direction: 'up' | 'down' | 'flat'
  /** "+4.2 pts", "−3 pts", "No change": the difference in percentage points, not a ratio of rates. */
  text: string
}

/**
 * The reply rate against the previous period, in percentage points: a ratio of two rates would turn
 * 1% → 2% into "+100%", and is undefined when the previous rate is 0.
 */
export function rateChange(current: number, previous: number): RateChange {
  const points = round1(current - previous)
  if (points === 0) return { direction: 'flat', text: 'No change' }
  return points > 0
    ? { direction: 'up', text: `+${points} pts` }
    : { direction: 'down', text: `−${Math.abs(points)} pts` }
}

/** What the change is measured against; all time has no earlier period. */
export const PREVIOUS_PERIOD: Record<Timeframe, string | null> = {
  '7d': 'vs previous 7 days',
  '30d': 'vs previous 30 days',
  '90d': 'vs previous 90 days',
  all: null,
}

/** Average reach in thousands ("12.3K"); an unknown reach stays '—', never 0. */
export function formatReach(avgReach: number | null): string {
  if (avgReach === null) return '—'
  return `${round1(avgReach / 1000)}K`
}

/** Spec 2's Success by Publication palette: 5 colours, cycling after the fifth slice. */
export const PIE_PALETTE = ['#4f46e5', '#0ea5e9', '#10b981', '#f59e0b', '#ef4444'] as const
export const pieColor = (index: number) => PIE_PALETTE[index % PIE_PALETTE.length] as string

/**
 * The pie's slices, one colour each: with more publications than the palette has colours, the largest
 * take all but one colour and the rest share an 'Other publications' slice, so no two slices (or legend
 * entries) look alike. The chart's table still lists every publication.
 */
export function pieSlices(publications: readonly { name: string; value: number }[]) {
  const slices = publications.map(({ name, value }) => ({ name, value }))
  if (slices.length <= PIE_PALETTE.length) return slices
  const kept = slices.slice(0, PIE_PALETTE.length - 1)
  const rest = slices.slice(PIE_PALETTE.length - 1).reduce((sum, p) => sum + p.value, 0)
  return [...kept, { name: 'Other publications', value: rest }]
}

/** Spec 2's response-rate colours: 40 and above green, 20 and above yellow, below red. */
export function responseRateTone(rate: number): 'good' | 'fair' | 'poor' {
  if (rate >= 40) return 'good'
  if (rate >= 20) return 'fair'
  return 'poor'
}

/** "founder_story" → "Founder story": a pitch angle as people write it. */
export function angleLabel(angle: string): string {
  const words = angle.replace(/_/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** "Mar 4": a trend point's day (or the first day of its week); "Mar 2026" for a month. */
export function formatTrendDate(isoDate: string, unit: 'day' | 'week' | 'month' = 'day'): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  if (!year || !month || !day) return isoDate
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    month: 'short',
    ...(unit === 'month' ? { year: 'numeric' } : { day: 'numeric' }),
    timeZone: 'UTC',
  })
}

/**
 * The sentence shown instead of insights built on too few pitches (the rule's minimum sample), or
 * null when there are enough.
 */
export function tooLittleData({ sampleSize, minSample }: { sampleSize: number; minSample: number }) {
  return sampleSize < minSample
    ? `Send at least ${minSample} pitches to see what works: ${sampleSize} sent in this period`
    : null
}

/** The footnote under the recommendations: the pitches of the chosen timeframe they stand on. */
export function sampleNote(sampleSize: number) {
  if (sampleSize === 0) return 'No pitches sent in this period yet.'
  if (sampleSize === 1) return 'Based on the 1 pitch sent in this period.'
  return `Based on the ${sampleSize} pitches sent in this period.`
}
