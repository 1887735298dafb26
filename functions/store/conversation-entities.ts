import { Entity } from 'electrodb'
import { MAIL_KINDS } from '../../shared/domain/sending'
import type { StoreClient } from './electrodb-client'

const userKey = { field: 'pk', composite: ['user_id'], template: 'USER#${user_id}', casing: 'none' } as const

/**
 * A message that came back on one of a founder's pitches (a reply, an auto-reply, a bounce), kept under
 * the founder: keyed by a hash of its Message-ID, so a redelivery finds it there and writes nothing.
 * What the founder sent is not copied here: the thread reads it from the sends.
 */
export function conversationMessageEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'conversation_message', version: '1', service: 'pressroom' },
      attributes: {
        user_id: { type: 'string', required: true, readOnly: true },
        pitch_id: { type: 'string', required: true, readOnly: true },
        /** sha-256 of the Message-ID (or of the bytes, without one), in hex: the message's id in the API. */
        message_key: { type: 'string', required: true, readOnly: true },
        kind: { type: MAIL_KINDS, required: true, readOnly: true },
        send_id: { type: 'string', required: true, readOnly: true },
        from_name: { type: 'string', required: true, readOnly: true },
        from_email: { type: 'string', required: true, readOnly: true },
        /** When it says it was sent (its Date), else when it arrived. */
        at: { type: 'string', required: true, readOnly: true },
        received_at: { type: 'string', required: true, readOnly: true },
        subject: { type: 'string', required: true, readOnly: true },
        /** The sender's own words; the quoted history after them is kept apart, folded. */
        text: { type: 'string', required: true, readOnly: true },
        quoted: { type: 'string', required: true, readOnly: true },
        /** Its Message-ID and References, without angle brackets: an answer continues this thread. */
        rfc_message_id: { type: 'string' },
        references: { type: 'list', items: { type: 'string' } },
        /** The HTML part as sent, in the bucket; sanitised each time it is read. */
        html_key: { type: 'string' },
        attachments: {
          type: 'list',
          required: true,
          default: () => [],
          items: {
            type: 'map',
            properties: {
              id: { type: 'string', required: true },
              filename: { type: 'string', required: true },
              content_type: { type: 'string', required: true },
              size: { type: 'number', required: true },
              /** Absent when it was not kept (too large, or not what it said it was): `refused` says why. */
              key: { type: 'string' },
              refused: { type: 'string' },
            },
          },
        },
        read: { type: 'boolean', required: true },
      },
      indexes: {
        // A pitch's inbound messages, and one by id: USER#<id> / THREAD#<pitchId>#<messageKey>.
        byPitch: {
          pk: userKey,
          sk: {
            field: 'sk',
            composite: ['pitch_id', 'message_key'],
            template: 'THREAD#${pitch_id}#${message_key}',
            casing: 'none',
          },
        },
      },
    },
    { client, table },
  )
}

/**
 * A journalist's reply forwarded to the founder's own address: written before the forward goes (so it
 * goes once), with the token its Reply-To carries, by which an answer written in any mail client finds
 * its way back into the pitch's thread.
 */
export function conversationForwardEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'conversation_forward', version: '1', service: 'pressroom' },
      attributes: {
        user_id: { type: 'string', required: true, readOnly: true },
        message_key: { type: 'string', required: true, readOnly: true },
        pitch_id: { type: 'string', required: true, readOnly: true },
        /** 24 hex characters in the forward's Reply-To: answer+<token>@<reply domain>. */
        token: { type: 'string', required: true, readOnly: true },
        created_at: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        // One reply's forward: USER#<id> / FORWARD#<messageKey>.
        byMessage: {
          pk: userKey,
          sk: { field: 'sk', composite: ['message_key'], template: 'FORWARD#${message_key}', casing: 'none' },
        },
        // The forward whose Reply-To carries this token (gsi2): an answer to it from the founder's mail.
        byToken: {
          index: 'gsi2',
          pk: { field: 'gsi2pk', composite: ['token'], template: 'FORWARD_TOKEN#${token}', casing: 'none' },
          sk: { field: 'gsi2sk', composite: [], template: 'FORWARD', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}

/**
 * One pitch's conversation as the inbox lists it: when mail last came back, when a person last wrote
 * and the founder last answered, and how many replies are unread. Written in the same transaction as
 * each message, so the counts never drift from the messages.
 */
export function conversationEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'conversation', version: '1', service: 'pressroom' },
      attributes: {
        user_id: { type: 'string', required: true, readOnly: true },
        pitch_id: { type: 'string', required: true, readOnly: true },
        journalist_name: { type: 'string' },
        journalist_email: { type: 'string' },
        subject: { type: 'string' },
        last_inbound_at: { type: 'string' },
        last_reply_at: { type: 'string' },
        /** The first words of the latest person's reply. */
        last_reply_snippet: { type: 'string' },
        last_answer_at: { type: 'string' },
        unread: { type: 'number' },
        messages: { type: 'number' },
      },
      indexes: {
        // A founder's conversations, and one by pitch: USER#<id> / INBOX#<pitchId>.
        byUser: {
          pk: userKey,
          sk: { field: 'sk', composite: ['pitch_id'], template: 'INBOX#${pitch_id}', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}
