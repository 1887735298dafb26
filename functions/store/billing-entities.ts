import { Entity } from 'electrodb'
import type { StoreClient } from './electrodb-client'

/** A Stripe event already applied: written in the same transaction as its effect, so it applies once. */
export function stripeEventEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'stripe_event', version: '1', service: 'pressroom' },
      attributes: {
        event_id: { type: 'string', required: true, readOnly: true },
        type: { type: 'string', required: true },
        processed_at: { type: 'string', required: true },
      },
      indexes: {
        byId: {
          pk: { field: 'pk', composite: ['event_id'], template: 'STRIPE_EVENT#${event_id}', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'EVENT', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}

/** How many founders claimed launch week: one counter, raised only while it is under the cap. */
export function launchWeekCounterEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'launch_week_counter', version: '1', service: 'pressroom' },
      attributes: {
        name: { type: 'string', required: true, readOnly: true },
        claims: { type: 'number', required: true, default: 0 },
      },
      indexes: {
        byName: {
          pk: { field: 'pk', composite: ['name'], template: 'META#${name}', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'COUNTER', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}

/** One launch-week claim, anonymised for the page's ticker: LAUNCH_WEEK / CLAIM#<time>#<user>. */
export function launchWeekClaimEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'launch_week_claim', version: '1', service: 'pressroom' },
      attributes: {
        user_id: { type: 'string', required: true, readOnly: true },
        display_name: { type: 'string', required: true },
        claimed_at: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        recent: {
          pk: { field: 'pk', composite: [], template: 'LAUNCH_WEEK', casing: 'none' },
          sk: {
            field: 'sk',
            composite: ['claimed_at', 'user_id'],
            template: 'CLAIM#${claimed_at}#${user_id}',
            casing: 'none',
          },
        },
      },
    },
    { client, table },
  )
}

/** A checkout on the embedded stack's local payment page (no Stripe keys): what it sells, to whom. */
export function localCheckoutEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'local_checkout', version: '1', service: 'pressroom' },
      attributes: {
        session_id: { type: 'string', required: true, readOnly: true },
        kind: { type: ['checkout', 'portal'] as const, required: true },
        user_id: { type: 'string', required: true },
        product_id: { type: 'string' },
        success_url: { type: 'string', required: true },
        cancel_url: { type: 'string', required: true },
        status: { type: ['open', 'paid', 'canceled'] as const, required: true, default: 'open' },
        ttl: { type: 'number', required: true },
      },
      indexes: {
        byId: {
          pk: {
            field: 'pk',
            composite: ['session_id'],
            template: 'LOCAL_CHECKOUT#${session_id}',
            casing: 'none',
          },
          sk: { field: 'sk', composite: [], template: 'SESSION', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}

/** A request that must take effect once however often it is retried: USER#<id> / IDEMPOTENCY#<key>. */
export function idempotencyKeyEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'idempotency_key', version: '1', service: 'pressroom' },
      attributes: {
        user_id: { type: 'string', required: true, readOnly: true },
        key: { type: 'string', required: true, readOnly: true },
        /** What the first request produced (a pitch id), once it has. */
        result_id: { type: 'string' },
        /** The first request's own words (a hash of them): a retry must ask the same. */
        request_hash: { type: 'string' },
        ttl: { type: 'number', required: true },
      },
      indexes: {
        byKey: {
          pk: { field: 'pk', composite: ['user_id'], template: 'USER#${user_id}', casing: 'none' },
          sk: { field: 'sk', composite: ['key'], template: 'IDEMPOTENCY#${key}', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}
