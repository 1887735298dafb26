import { z } from 'zod'
import { CreateCheckoutRequest } from '../../shared/contracts/billing'
import { idField } from '../../shared/contracts/ids'
import { billingPortal, catalogue, createCheckout } from '../billing/billing'
import { claimLaunchWeek, launchWeekStatus } from '../billing/launch-week'
import { handleStripeWebhook } from '../billing/webhook'
import { container } from '../platform/container'
import { AppError } from '../platform/errors'
import { defineGroup, RawReply, route } from '../platform/http'
import { authenticate } from './authenticate'

/**
 * Where Stripe sends the founder back to: the app's own address from configuration, never the
 * request's Origin (which a script can set to `null` or to a javascript: URL).
 */
function appUrl() {
  const { APP_URL, MAIL_LINK_URL } = container().config
  const url = APP_URL ?? MAIL_LINK_URL
  if (!url) throw new Error("APP_URL is not set: Stripe's return addresses need the app's own address")
  return url.replace(/\/+$/, '')
}

export const billing = defineGroup({
  name: 'billing',
  moduleUrl: import.meta.url,
  authenticate,
  routes: [
    route({
      method: 'GET',
      path: '/api/billing/products',
      public: true,
      run: async () => ({ products: catalogue(container()) }),
    }),
    route({
      method: 'POST',
      path: '/api/billing/create-checkout',
      body: CreateCheckoutRequest,
      run: ({ body }, caller) => createCheckout(container(), caller.userId, { ...body, appUrl: appUrl() }),
    }),
    route({
      method: 'GET',
      path: '/api/billing/portal',
      run: (_input, caller) => billingPortal(container(), caller.userId, { appUrl: appUrl() }),
    }),
    route({
      method: 'POST',
      path: '/api/billing/webhook',
      public: true,
      rawBody: true,
      run: ({ body, event }) =>
        handleStripeWebhook(container(), String(body), event.headers['stripe-signature']),
    }),
    route({
      method: 'GET',
      path: '/api/free-tier/launch-week',
      public: true,
      run: () => launchWeekStatus(container()),
    }),
    route({
      method: 'POST',
      path: '/api/free-tier/claim-launch-week',
      // The earlier client sends its userId; the caller is always the signed-in user.
      body: z.strictObject({ userId: idField('userId').optional() }),
      run: async (_input, caller) => {
        try {
          return await claimLaunchWeek(container(), caller.userId)
        } catch (error) {
          // Spec 1: this call's failures are plain text.
          if (error instanceof AppError)
            return new RawReply(error.status, error.message, 'text/plain; charset=utf-8')
          throw error
        }
      },
    }),
  ],
})

export const handler = billing.handler
