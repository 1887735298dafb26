import { Entity } from 'electrodb'
import type { StoreClient } from './electrodb-client'

export function pitchlistEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'pitchlist_entry', version: '1', service: 'pressroom' },
      attributes: {
        user_id: { type: 'string', required: true, readOnly: true },
        journalist_id: { type: 'string', required: true, readOnly: true },
        created_at: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        // A user's pitchlist, one entry per journalist: USER#<id> / PITCHLIST#<journalistId>.
        byUser: {
          pk: { field: 'pk', composite: ['user_id'], template: 'USER#${user_id}', casing: 'none' },
          sk: {
            field: 'sk',
            composite: ['journalist_id'],
            template: 'PITCHLIST#${journalist_id}',
            casing: 'none',
          },
        },
      },
    },
    { client, table },
  )
}

export function savedSearchEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'saved_search', version: '1', service: 'pressroom' },
      attributes: {
        user_id: { type: 'string', required: true, readOnly: true },
        search_id: { type: 'string', required: true, readOnly: true },
        name: { type: 'string', required: true },
        query: { type: 'string', required: true, default: '' },
        /** The SearchFilters as JSON: their shape belongs to the contract, not the table. */
        filters: { type: 'string', required: true, default: '{}' },
        created_at: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        // A user's saved searches: USER#<id> / SAVED_SEARCH#<id>.
        byUser: {
          pk: { field: 'pk', composite: ['user_id'], template: 'USER#${user_id}', casing: 'none' },
          sk: {
            field: 'sk',
            composite: ['search_id'],
            template: 'SAVED_SEARCH#${search_id}',
            casing: 'none',
          },
        },
      },
    },
    { client, table },
  )
}
