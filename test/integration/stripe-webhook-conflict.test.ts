import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb'
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { Service } from 'electrodb'
import { describe, expect, inject, it } from 'vitest'
import { localPayments } from '../../functions/adapters/local/local-payments'
import { signStripePayload } from '../../functions/adapters/local/stripe-signing'
import { handleStripeWebhook } from '../../functions/billing/webhook'
import { LOCAL_CREDENTIALS } from '../../functions/platform/wiring/local-credentials'
import { stripeEventEntity } from '../../functions/store/billing-entities'
import { profileEntity } from '../../functions/store/profile-entity'
import type { Store } from '../../functions/store/store'
import { ENDPOINTS_FILE, type LocalEndpoints } from '../../infra/local/endpoints'
import { apiAt, signUp } from '../support/api'
import { checkoutCompleted } from '../support/stripe-events'

const api = apiAt(inject('stackUrl'))
const secret = inject('stripeWebhookSecret')

/*
 * DynamoDB Local runs transactions one at a time, so it never cancels one for meeting another. DynamoDB
 * does (TransactionConflict) when another transaction is writing the same profile at that moment: a
 * second webhook for the founder, a launch-week claim. This store's next transaction is cancelled so,
 * on the profile's item, once.
 */
function storeWithOneConflict() {
  const endpoints: LocalEndpoints = JSON.parse(
    readFileSync(join(inject('stackDataDir'), ENDPOINTS_FILE), 'utf8'),
  )
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: endpoints.region,
      endpoint: endpoints.dynamodb,
      credentials: LOCAL_CREDENTIALS,
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  )
  let conflicts = 1
  client.middlewareStack.add(
    (next) => async (args) => {
      const items = (args.input as { TransactItems?: Record<string, { Key?: { pk: string } }>[] })
        .TransactItems
      if (!items || conflicts === 0) return next(args)
      conflicts--
      const reasons = items.map((item) => {
        const [operation] = Object.values(item)
        return { Code: operation?.Key?.pk.startsWith('USER#') ? 'TransactionConflict' : 'None' }
      })
      throw new TransactionCanceledException({
        $metadata: {},
        message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((r) => r.Code).join(', ')}]`,
        CancellationReasons: reasons,
      })
    },
    { step: 'initialize', name: 'oneTransactionConflict' },
  )
  const entities = {
    profiles: profileEntity(client, endpoints.table),
    stripeEvents: stripeEventEntity(client, endpoints.table),
  }
  return { ...entities, transaction: new Service(entities).transaction } as unknown as Store
}

describe('a Stripe event whose write meets another on the profile', () => {
  it('is answered with a failure, so Stripe delivers it again, and its pack is then added once', async () => {
    const f = await signUp(api)
    const store = storeWithOneConflict()
    const deps = {
      store,
      settings: { stripePriceIds: {} } as never,
      now: () => new Date(),
      payments: localPayments({ store, webhookSecret: secret }),
    }
    const payload = JSON.stringify(checkoutCompleted(f.id, 'bulk'))
    const deliver = () => handleStripeWebhook(deps, payload, signStripePayload(payload, secret))

    // A 2xx here would tell Stripe the event was taken: it would never come again, and the pack is lost.
    await expect(deliver()).rejects.toThrow()
    const before = await store.profiles.get({ user_id: f.id }).go({ consistent: true })
    expect(before.data?.pitches_purchased ?? 0).toBe(0)

    expect(await deliver()).toEqual({ received: true, applied: true })
    expect(await deliver()).toEqual({ received: true, applied: false })
    const after = await store.profiles.get({ user_id: f.id }).go({ consistent: true })
    expect(after.data?.pitches_purchased).toBe(10)
  })
})
