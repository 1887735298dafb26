import { Entity } from 'electrodb'
import { SUBSCRIPTION_TIERS } from '../../shared/domain/plans'
import type { StoreClient } from './electrodb-client'

export function profileEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'profile', version: '1', service: 'pressroom' },
      attributes: {
        user_id: { type: 'string', required: true, readOnly: true },
        email: { type: 'string', required: true },
        first_name: { type: 'string', required: true, default: '' },
        last_name: { type: 'string', required: true, default: '' },
        subscription_tier: { type: SUBSCRIPTION_TIERS, required: true, default: 'free' },
        pitches_used: { type: 'number', required: true, default: 0 },
        pitches_purchased: { type: 'number', required: true, default: 0 },
        last_reset_at: { type: 'string', required: true },
        active_company_id: { type: 'string' },
        blocked: { type: 'boolean', required: true, default: false },
        launch_week_claimed: { type: 'boolean', required: true, default: false },
        free_pitches_remaining: { type: 'number', required: true, default: 0 },
        stripe_customer_id: { type: 'string' },
        /** The display name on the From line of the founder's e-mail; their own name when unset. */
        sender_name: { type: 'string' },
        /** The founder's IANA time zone, once chosen (see SenderSettings). */
        time_zone: { type: 'string' },
        stripe_subscription_id: { type: 'string' },
        /**
         * When Stripe made the last subscription event applied (its `created`, in seconds): an older one
         * delivered late changes nothing.
         */
        stripe_subscription_event_at: { type: 'number' },
        /** Subscriptions Stripe said were deleted: no late event or checkout of one brings its plan back. */
        stripe_ended_subscriptions: { type: 'set', items: 'string' },
        /** Whether a journalist's reply is forwarded to the account's address; absent means yes. */
        forward_replies: { type: 'boolean' },
        /** Sending paused by the sending-health guard: since when, and why ('bounces', 'complaints'). */
        sending_paused_at: { type: 'string' },
        sending_paused_reason: { type: 'string' },
        /** When the founder last confirmed their list is cleaned: the guard judges sends after it. */
        sending_cleaned_at: { type: 'string' },
        created_at: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        // A user's own profile: USER#<id> / PROFILE.
        byUser: {
          pk: { field: 'pk', composite: ['user_id'], template: 'USER#${user_id}', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'PROFILE', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}
