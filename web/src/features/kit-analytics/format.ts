import type { KitAnalytics, KitDownloadFormat, KitTimeframe } from './api'

export { DEFAULT_TIMEFRAME } from '../../components/charts/timeframe-picker'
/** Spec 2: the kit analytics refresh every 60000 ms. */
export const REFRESH_MS = 60_000

/** The download formats as the public page names them. */
export const FORMAT_LABELS: Record<KitDownloadFormat, string> = {
  pdf: 'PDF',
  web: 'Web page (HTML)',
  assets: 'All files (ZIP)',
}

/**
 * The stated lead score rule (functions/press-kit/kit-analytics.ts leadScore), as the founder reads it.
 * Keep the two in step.
 */
export const LEAD_SCORE_RULE = [
  'An email address: 20',
  'Agreed to hear more: 20',
  'Each download: 10, up to 30',
  'A work address (not a free email provider): 10',
  'A name, a company and a role: 10 each when given',
] as const

const pad = (n: number) => String(n).padStart(2, '0')

/** "2026-03-04": a day in the browser's time zone. */
export const localIsoDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** "42s", "3m 05s", "1h 02m": an average time on page, given in seconds. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds))
  if (total < 60) return `${total}s`
  const minutes = Math.floor(total / 60)
  if (minutes < 60) return `${minutes}m ${pad(total % 60)}s`
  return `${Math.floor(minutes / 60)}h ${pad(minutes % 60)}m`
}

/** "56%", "56.5%": a percentage from the API, at most one decimal. */
export const formatPercent = (value: number) => `${Math.round(value * 10) / 10}%`

/** "Mar 4": a day of the API (a UTC calendar date). */
export function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  if (!year || !month || !day) return isoDate
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

/** "Nov 23, 2026": when a lead was captured, in the browser's time zone. */
export const formatCapturedAt = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })

/** "kit_download" → "Kit download". */
export function sourceLabel(source: string): string {
  const words = source.replace(/_/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const DAY_MS = 86_400_000
const WINDOW_DAYS: Record<KitTimeframe, number | null> = { '7d': 7, '30d': 30, '90d': 90, all: null }
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export interface DailyPoint {
  date: string
  views: number
  downloads: number
}

/**
 * Views and downloads a day, every day of the timeframe up to today (UTC, as the API counts days), so
 * a quiet day shows as 0 rather than being skipped. All time starts at the first recorded day.
 */
export function dailySeries(analytics: KitAnalytics, timeframe: KitTimeframe, now: Date): DailyPoint[] {
  const views = new Map(analytics.engagement.viewsOverTime.map((p) => [p.date, p.views]))
  const downloads = new Map(analytics.downloads.overTime.map((p) => [p.date, p.downloads]))
  const recorded = [...views.keys(), ...downloads.keys()].sort()
  const today = utcDay(now.getTime())
  const days = WINDOW_DAYS[timeframe]
  // The window's own days, widened to any recorded day outside them (the server's window starts at
  // this time of day, so its first, partial day may hold a visit).
  const start = days === null ? undefined : utcDay(now.getTime() - (days - 1) * DAY_MS)
  const first = [start, recorded[0]].filter((d): d is string => !!d).sort()[0]
  if (!first) return []
  const last = [today, recorded.at(-1) ?? today].sort()[1] as string
  const points: DailyPoint[] = []
  for (let ms = Date.parse(`${first}T00:00:00Z`); utcDay(ms) <= last; ms += DAY_MS) {
    const date = utcDay(ms)
    points.push({ date, views: views.get(date) ?? 0, downloads: downloads.get(date) ?? 0 })
  }
  return points
}
