import { CreateCheckoutRequest } from '../../shared/contracts/billing'
import { idField } from '../../shared/contracts/ids'
import * as z from '../../shared/contracts/zod'
import { billingPortal, catalogue, createCheckout } from '../billing/billing'
import { claimLaunchWeek, launchWeekStatus } from '../billing/launch-week'
import { handleStripeWebhook } from '../billing/webhook'
import { AppError } from '../platform/errors'
import { defineGroup, RawReply, route } from '../platform/http'
import { loadSecrets } from '../platform/secrets'
import { paymentsPort } from '../platform/wiring/payments'
import { authenticate } from './authenticate'

export const billing = defineGroup({
  name: 'billing',
  moduleUrl: import.meta.url,
  authenticate,
  needs: ['table:read', 'table:write', 'secrets:read'],
  ports: { payments: paymentsPort },
  secrets: loadSecrets,
  routes: [
    route({
      method: 'GET',
      path: '/api/billing/products',
      public: true,
      run: async ({ deps }) => ({ products: catalogue(deps) }),
    }),
    route({
      method: 'POST',
      path: '/api/billing/create-checkout',
      body: CreateCheckoutRequest,
      run: ({ body, deps }, caller) => createCheckout(deps, caller.userId, body),
    }),
    route({
      method: 'GET',
      path: '/api/billing/portal',
      run: ({ deps }, caller) => billingPortal(deps, caller.userId),
    }),
    route({
      method: 'POST',
      path: '/api/billing/webhook',
      public: true,
      rawBody: true,
      run: ({ body, event, deps }) =>
        handleStripeWebhook(deps, String(body), event.headers['stripe-signature']),
    }),
    route({
      method: 'GET',
      path: '/api/free-tier/launch-week',
      public: true,
      run: ({ deps }) => launchWeekStatus(deps),
    }),
    route({
      method: 'POST',
      path: '/api/free-tier/claim-launch-week',
      // The earlier client sends its userId; the caller is always the signed-in user.
      // showName: the founder agreed to be shown as "Ada K." in the public ticker (anonymous otherwise).
      body: z.strictObject({ userId: z.optional(idField('userId')), showName: z.optional(z.boolean()) }),
      run: async ({ body, deps }, caller) => {
        try {
          return await claimLaunchWeek(deps, caller.userId, { showName: body.showName })
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
