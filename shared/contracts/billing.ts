import type { Product } from '../domain/catalogue'
import { idField } from './ids'
import * as z from './zod'

export interface CatalogueEntry extends Product {
  /** The Stripe price id (or the local checkout's stand-in). */
  priceId: string
}

export const CreateCheckoutRequest = z.strictObject({
  productId: idField('productId'),
  coupon: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
})

export interface CheckoutResponse {
  url: string
}

export interface LaunchWeekStatus {
  cap: number
  /** The real number of spots left. */
  spotsLeft: number
  /** What the page shows: spotsLeft, never under 50 while spots remain. */
  displayedSpots: number
  /** Recent claims, anonymised ("Sam O."), newest first; empty when there are none. */
  recentClaims: { name: string; claimed_at: string }[]
}
