import type Stripe from 'stripe'
import type { Product } from '../../shared/domain/catalogue'

export interface CheckoutInput {
  product: Product
  priceId: string
  userId: string
  email: string
  customerId?: string
  successUrl: string
  cancelUrl: string
  coupon?: string
}

/** Card payments: Stripe Checkout and Billing Portal, or the embedded stack's local payment page. */
export interface Payments {
  createCheckout(input: CheckoutInput): Promise<{ url: string }>
  createPortal(input: { userId: string; customerId?: string; returnUrl: string }): Promise<{ url: string }>
  /** A webhook event after checking its signature against the endpoint's secret; ValidationError otherwise. */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<Stripe.Event>
}
