import { localPayments } from '../../adapters/local/local-payments'
import { stripePayments } from '../../adapters/stripe-payments'
import type { PortFactory } from '../container'

/** Stripe with a key, the embedded stack's local payment page without one; both verify signed webhooks. */
export const paymentsPort: PortFactory<'payments'> = (config, { store }) =>
  config.STRIPE_SECRET_KEY
    ? stripePayments({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET })
    : localPayments({ store, webhookSecret: config.STRIPE_WEBHOOK_SECRET })
