import type { SubscriptionTier } from './plans'

/** What Pressroom sells (spec 1, sections 3 and 9): monthly plans and one-time pitch packs. */
export interface Product {
  id: string
  name: string
  description: string
  mode: 'subscription' | 'payment'
  /** Display price in US cents; a plan's is per month. */
  price_cents: number
  /** Plans: the tier the subscription grants. */
  tier?: SubscriptionTier
  /** Packs: pitches added to the founder's balance. */
  pitches?: number
}

export const PRODUCTS: readonly Product[] = [
  {
    id: 'starter',
    name: 'Starter',
    description: '5 pitches a month',
    mode: 'subscription',
    price_cents: 2900,
    tier: 'starter',
  },
  {
    id: 'growth',
    name: 'Growth',
    description: '15 pitches a month',
    mode: 'subscription',
    price_cents: 7900,
    tier: 'growth',
  },
  {
    id: 'pro',
    name: 'Pro',
    description: '40 pitches a month',
    mode: 'subscription',
    price_cents: 14900,
    tier: 'pro',
  },
  {
    id: 'unlimited',
    name: 'Unlimited',
    description: 'Unlimited pitches',
    mode: 'subscription',
    price_cents: 29900,
    tier: 'unlimited',
  },
  {
    id: 'mini',
    name: 'Mini',
    description: '2 pitches, never expire',
    mode: 'payment',
    price_cents: 1900,
    pitches: 2,
  },
  {
    id: 'starter_pack',
    name: 'Starter Pack',
    description: '5 pitches, never expire',
    mode: 'payment',
    price_cents: 3900,
    pitches: 5,
  },
  {
    id: 'bulk',
    name: 'Bulk',
    description: '10 pitches, never expire',
    mode: 'payment',
    price_cents: 6900,
    pitches: 10,
  },
  {
    id: 'max',
    name: 'Max',
    description: '20 pitches, never expire',
    mode: 'payment',
    price_cents: 11900,
    pitches: 20,
  },
]

export const findProduct = (id: string) => PRODUCTS.find((p) => p.id === id)

export const LAUNCH_WEEK_PITCHES = 15
export const LAUNCH_WEEK_DEFAULT_CAP = 137
/** The counter never shows fewer spots than this while any remain (spec 1, section 9). */
export const LAUNCH_WEEK_DISPLAY_FLOOR = 50
export const LAUNCH_WEEK_ALREADY_CLAIMED = 'Launch week already claimed'
export const LAUNCH_WEEK_UNAUTHENTICATED = 'User must be authenticated'
export const LAUNCH_WEEK_SOLD_OUT = 'All launch-week spots have been claimed'

/** Spots shown on the page: the real number, never under the floor while any remain, 0 when gone. */
export function displayedSpots(spotsLeft: number): number {
  return spotsLeft <= 0 ? 0 : Math.max(spotsLeft, LAUNCH_WEEK_DISPLAY_FLOOR)
}
