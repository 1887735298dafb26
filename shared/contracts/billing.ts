import * as z from 'zod'
import type { Product } from '../domain/catalogue'
import { idField } from './ids'

export interface CatalogueEntry extends Product {
  /** The Stripe price id (or the local checkout's stand-in). */
  priceId: string
}

export const CreateCheckoutRequest = z.strictObject({
  productId: idField('productId'),
  coupon: z.string().trim().min(1).max(100).optional(),
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
