/** Monthly plans, cheapest first (spec 1, section 9). */
export const SUBSCRIPTION_TIERS = ['free', 'starter', 'growth', 'pro', 'unlimited'] as const
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number]

/** Pitches a plan grants each month; `null` is no cap. */
export const MONTHLY_PITCH_ALLOWANCE: Record<SubscriptionTier, number | null> = {
  free: 1,
  starter: 5,
  growth: 15,
  pro: 40,
  unlimited: null,
}
