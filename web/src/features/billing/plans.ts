import type { Product } from '../../../../shared/domain/catalogue'
import { MONTHLY_PITCH_ALLOWANCE, type SubscriptionTier } from '../../../../shared/domain/plans'
import { quotaState } from '../../../../shared/domain/quota'

export const CHECKOUT_MESSAGES = {
  failed: 'Failed to start checkout. Please try again.',
  noUrl: 'No checkout URL received',
  portalFailed: 'Failed to open the billing portal. Please try again.',
} as const

export const PLAN_NAMES: Record<SubscriptionTier, string> = {
  free: 'Free',
  starter: 'Starter',
  growth: 'Growth',
  pro: 'Pro',
  unlimited: 'Unlimited',
}

/** "$79" for whole dollars, "$9.50" otherwise. */
export function formatPrice(cents: number): string {
  const dollars = cents / 100
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`
}

export function pitchesAMonth(tier: SubscriptionTier): string {
  const allowance = MONTHLY_PITCH_ALLOWANCE[tier]
  if (allowance === null) return 'Unlimited pitches'
  return `${allowance} ${allowance === 1 ? 'pitch' : 'pitches'} a month`
}

/** What one pitch of a pack costs, to compare packs at a glance. */
export function perPitch(product: Pick<Product, 'price_cents' | 'pitches'>): string | null {
  if (!product.pitches) return null
  return `${formatPrice(Math.round(product.price_cents / product.pitches))} per pitch`
}

export interface PitchUsage {
  used: number
  /** Plan allowance plus pitches bought in packs (spec 1, section 9); null on a plan without a cap. */
  total: number | null
  allowance: number | null
  purchased: number
  /** Launch-week pitches left: shown on their own line, outside the bar's total. */
  launchWeek: number
  resetsAt: string
}

export function pitchUsage(profile: Parameters<typeof quotaState>[0], now: Date): PitchUsage {
  const quota = quotaState(profile, now)
  return {
    used: quota.used,
    total: quota.allowance === null ? null : quota.allowance + quota.purchased,
    allowance: quota.allowance,
    purchased: quota.purchased,
    launchWeek: quota.launchWeek,
    resetsAt: quota.resetsAt,
  }
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })
}
