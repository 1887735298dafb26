import { Entity } from 'electrodb'
import { ACTION_STATUSES, ACTION_TYPES, FOLLOW_UP_TEMPLATES } from '../../shared/domain/follow-up-templates'
import type { StoreClient } from './electrodb-client'

const userKey = { field: 'pk', composite: ['user_id'], template: 'USER#${user_id}', casing: 'none' } as const

/** A founder's automation settings, as the contract's JSON (its shape belongs to the contract). */
export function automationSettingsEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'automation_settings', version: '1', service: 'pressroom' },
      attributes: {
        user_id: { type: 'string', required: true, readOnly: true },
        settings: { type: 'string', required: true },
        updated_at: { type: 'string', required: true },
      },
      indexes: {
        // USER#<id> / AUTOMATION_SETTINGS.
        byUser: {
          pk: userKey,
          sk: { field: 'sk', composite: [], template: 'AUTOMATION_SETTINGS', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}

/**
 * One follow-up of a pitch (spec 2's scheduled action). Its id is the pitch's id and the interval's,
 * so moving a pitch to pitched twice finds the same actions instead of making more.
 */
export function scheduledActionEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'scheduled_action', version: '1', service: 'pressroom' },
      attributes: {
        user_id: { type: 'string', required: true, readOnly: true },
        action_id: { type: 'string', required: true, readOnly: true },
        pitch_id: { type: 'string', required: true, readOnly: true },
        journalist_id: { type: 'string', required: true, readOnly: true },
        type: { type: ACTION_TYPES, required: true },
        template: { type: FOLLOW_UP_TEMPLATES, required: true },
        status: { type: ACTION_STATUSES, required: true },
        attempt_number: { type: 'number', required: true },
        scheduled_for: { type: 'string', required: true },
        /** The one-off schedule that fires it now; a new time gets a new schedule. */
        schedule_name: { type: 'string', required: true },
        journalist_name: { type: 'string', required: true },
        publication: { type: 'string', required: true },
        pitch_subject: { type: 'string', required: true },
        send_id: { type: 'string' },
        reason: { type: 'string' },
        created_at: { type: 'string', required: true, readOnly: true },
        updated_at: { type: 'string', required: true },
      },
      indexes: {
        // A founder's actions, and one by id: USER#<id> / ACTION#<actionId>.
        byUser: {
          pk: userKey,
          sk: { field: 'sk', composite: ['action_id'], template: 'ACTION#${action_id}', casing: 'none' },
        },
        // The actions of one pitch (gsi1): what a reply or a move out of pitched cancels.
        byPitch: {
          index: 'gsi1',
          pk: {
            field: 'gsi1pk',
            composite: ['user_id', 'pitch_id'],
            template: 'USER#${user_id}#PITCH#${pitch_id}',
            casing: 'none',
          },
          sk: { field: 'gsi1sk', composite: ['action_id'], template: 'ACTION#${action_id}', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}

/** A pause of a founder's automations: global, for one journalist, or for one pitch (spec 2). */
export function pauseEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'automation_pause', version: '1', service: 'pressroom' },
      attributes: {
        user_id: { type: 'string', required: true, readOnly: true },
        /** 'global', 'journalist#<id>' or 'pitch#<id>'. */
        pause_id: { type: 'string', required: true, readOnly: true },
        scope: { type: ['global', 'journalist', 'pitch'] as const, required: true, readOnly: true },
        journalist_id: { type: 'string' },
        pitch_id: { type: 'string' },
        resume_date: { type: 'string' },
        reason: { type: 'string' },
        created_at: { type: 'string', required: true },
      },
      indexes: {
        // USER#<id> / PAUSE#<pauseId>.
        byUser: {
          pk: userKey,
          sk: { field: 'sk', composite: ['pause_id'], template: 'PAUSE#${pause_id}', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}
