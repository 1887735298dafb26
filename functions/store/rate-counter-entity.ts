import { Entity } from 'electrodb'
import type { StoreClient } from './electrodb-client'

/**
 * Attempts of one subject (a hashed e-mail or address) in one fixed window of one rate limit, counted
 * with atomic ADDs so every Lambda instance sees the same number; the item expires after its window.
 */
export function rateCounterEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'rate_counter', version: '1', service: 'pressroom' },
      attributes: {
        scope: { type: 'string', required: true, readOnly: true },
        subject: { type: 'string', required: true, readOnly: true },
        window_start: { type: 'number', required: true, readOnly: true },
        attempts: { type: 'number', required: true, default: 0 },
        ttl: { type: 'number', required: true },
      },
      indexes: {
        // One window's counter: RATE#<scope>#<subject> / WINDOW#<start>.
        byWindow: {
          pk: {
            field: 'pk',
            composite: ['scope', 'subject'],
            template: 'RATE#${scope}#${subject}',
            casing: 'none',
          },
          sk: {
            field: 'sk',
            composite: ['window_start'],
            template: 'WINDOW#${window_start}',
            casing: 'none',
          },
        },
      },
    },
    { client, table },
  )
}
