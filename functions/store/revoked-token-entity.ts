import { Entity } from 'electrodb'
import type { StoreClient } from './electrodb-client'

/**
 * Access tokens signed out before they expire. API Gateway's JWT authorizer checks only signature and
 * expiry, so a signed-out token is refused by looking it up here; the item expires with the token (TTL).
 */
export function revokedTokenEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'revoked_token', version: '1', service: 'pressroom' },
      attributes: {
        user_id: { type: 'string', required: true },
        token_id: { type: 'string', required: true },
        ttl: { type: 'number', required: true },
      },
      indexes: {
        // One signed-out token of a user: USER#<id> / REVOKED#<jti>.
        byToken: {
          pk: { field: 'pk', composite: ['user_id'], template: 'USER#${user_id}', casing: 'none' },
          sk: { field: 'sk', composite: ['token_id'], template: 'REVOKED#${token_id}', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}
