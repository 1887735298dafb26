import { Entity } from 'electrodb'
import type { StoreClient } from './electrodb-client'

const userKey = { field: 'pk', composite: ['user_id'], template: 'USER#${user_id}', casing: 'none' } as const

/**
 * A founder's undo and redo lists (the last 10 board operations each), kept on the server so a
 * reload or a second tab sees the same history. Changed only with a version check.
 */
export function workflowHistoryEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'workflow_history', version: '1', service: 'pressroom' },
      attributes: {
        user_id: { type: 'string', required: true, readOnly: true },
        undo: { type: 'string', required: true, default: '[]' },
        redo: { type: 'string', required: true, default: '[]' },
        version: { type: 'number', required: true, default: 0 },
      },
      indexes: {
        // USER#<id> / WORKFLOW_HISTORY.
        byUser: {
          pk: userKey,
          sk: { field: 'sk', composite: [], template: 'WORKFLOW_HISTORY', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}

/** A card deleted by a board operation, with its follow-ups, kept so the delete can be undone. */
export function deletedCardEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'deleted_card', version: '1', service: 'pressroom' },
      attributes: {
        user_id: { type: 'string', required: true, readOnly: true },
        operation_id: { type: 'string', required: true, readOnly: true },
        pitch_id: { type: 'string', required: true, readOnly: true },
        /** The pitch record and its scheduled actions as JSON, restored as they were. */
        pitch: { type: 'string', required: true },
        actions: { type: 'string', required: true, default: '[]' },
        ttl: { type: 'number', required: true },
      },
      indexes: {
        // The cards one operation deleted: USER#<id> / DELETED#<operationId>#<pitchId>.
        byOperation: {
          pk: userKey,
          sk: {
            field: 'sk',
            composite: ['operation_id', 'pitch_id'],
            template: 'DELETED#${operation_id}#${pitch_id}',
            casing: 'none',
          },
        },
      },
    },
    { client, table },
  )
}
