import { MONTHLY_PITCH_ALLOWANCE, type SubscriptionTier } from './plans'

/** The part of a profile that decides how many pitches are left. */
export interface QuotaFields {
  subscription_tier: SubscriptionTier
  /** Pitches of the monthly allowance used in the current period. */
  pitches_used: number
  /** Pitches bought in packs and not yet used; they do not expire. */
  pitches_purchased: number
  /** Launch-week pitches not yet used. */
  free_pitches_remaining: number
  /** Start of the current monthly period. */
  last_reset_at: string
}

/** Where the next pitch comes from: the plan's month first, then launch week, then bought packs. */
export type QuotaBucket = 'monthly' | 'launch_week' | 'purchased'

export interface QuotaState {
  /** The plan's monthly allowance; null is no cap. */
  allowance: number | null
  used: number
  purchased: number
  launchWeek: number
  /** Pitches left now; null is no cap. */
  remaining: number | null
  /** Start of the period `now` falls in (later than last_reset_at when a reset is due). */
  periodStart: string
  resetsAt: string
  /** The bucket the next pitch is taken from, or null when none is left. */
  next: QuotaBucket | null
}

/** One calendar month after `iso`, on the same day where the month has it, else its last day. */
export function addMonth(iso: string, months = 1): string {
  const date = new Date(iso)
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, lastDay))
  return date.toISOString()
}

/** The start of the monthly period `now` is in, counting whole months on from `lastResetAt`. */
export function currentPeriodStart(lastResetAt: string, now: Date): string {
  let months = 0
  while (addMonth(lastResetAt, months + 1) <= now.toISOString()) months++
  return months === 0 ? lastResetAt : addMonth(lastResetAt, months)
}

export function quotaState(profile: QuotaFields, now: Date): QuotaState {
  const allowance = MONTHLY_PITCH_ALLOWANCE[profile.subscription_tier]
  const periodStart = currentPeriodStart(profile.last_reset_at, now)
  const used = periodStart === profile.last_reset_at ? profile.pitches_used : 0
  const monthlyLeft = allowance === null ? null : Math.max(0, allowance - used)
  const purchased = Math.max(0, profile.pitches_purchased)
  const launchWeek = Math.max(0, profile.free_pitches_remaining)
  const remaining = monthlyLeft === null ? null : monthlyLeft + launchWeek + purchased
  const next: QuotaBucket | null =
    monthlyLeft === null || monthlyLeft > 0
      ? 'monthly'
      : launchWeek > 0
        ? 'launch_week'
        : purchased > 0
          ? 'purchased'
          : null
  return {
    allowance,
    used,
    purchased,
    launchWeek,
    remaining,
    periodStart,
    resetsAt: addMonth(periodStart),
    next,
  }
}
