import { Entity } from 'electrodb'
import type { StoreClient } from './electrodb-client'

/**
 * A message of the embedded stack's table-kept queues (the send queue, the scheduler's entries):
 * visible from `visible_at`, hidden while a receiver holds it, dead-lettered after too many tries.
 */
export function localQueueEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'local_queue_message', version: '1', service: 'pressroom' },
      attributes: {
        queue: { type: 'string', required: true, readOnly: true },
        id: { type: 'string', required: true, readOnly: true },
        body: { type: 'string', required: true, readOnly: true },
        state: { type: ['ready', 'dead'] as const, required: true, default: 'ready' },
        visible_at: { type: 'string', required: true },
        receive_count: { type: 'number', required: true, default: 0 },
      },
      indexes: {
        // One message: LOCAL_QUEUE#<queue>#<id> / MESSAGE.
        byId: {
          pk: {
            field: 'pk',
            composite: ['queue', 'id'],
            template: 'LOCAL_QUEUE#${queue}#${id}',
            casing: 'none',
          },
          sk: { field: 'sk', composite: [], template: 'MESSAGE', casing: 'none' },
        },
        // Messages of a queue by the time they become visible (gsi1): what a receiver may take now.
        byVisibility: {
          index: 'gsi1',
          pk: {
            field: 'gsi1pk',
            composite: ['queue', 'state'],
            template: 'LOCAL_QUEUE#${queue}#${state}',
            casing: 'none',
          },
          sk: {
            field: 'gsi1sk',
            composite: ['visible_at', 'id'],
            template: '${visible_at}#${id}',
            casing: 'none',
          },
        },
      },
    },
    { client, table },
  )
}

/** A message the embedded stack's mailbox received from the Mailer, kept once per Message-ID. */
export function mailboxEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'mailbox_message', version: '1', service: 'pressroom' },
      attributes: {
        message_id: { type: 'string', required: true, readOnly: true },
        from: { type: 'string', required: true },
        to: { type: 'string', required: true },
        /** The raw MIME's key in the blob store. */
        raw_key: { type: 'string', required: true },
        /** The send it carries, as SES's message tags would name it in the events of it. */
        user_id: { type: 'string' },
        send_id: { type: 'string' },
        stored_at: { type: 'string', required: true, readOnly: true },
        mailbox: { type: 'string', required: true, readOnly: true, default: 'outbox' },
      },
      indexes: {
        // One message: MAILBOX#<messageId> / MESSAGE.
        byMessageId: {
          pk: { field: 'pk', composite: ['message_id'], template: 'MAILBOX#${message_id}', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'MESSAGE', casing: 'none' },
        },
        // The mailbox in the order messages arrived (gsi1).
        byArrival: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['mailbox'], template: 'MAILBOX#${mailbox}', casing: 'none' },
          sk: {
            field: 'gsi1sk',
            composite: ['stored_at', 'message_id'],
            template: '${stored_at}#${message_id}',
            casing: 'none',
          },
        },
      },
    },
    { client, table },
  )
}
