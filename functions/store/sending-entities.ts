import { Entity } from 'electrodb'
import {
  DELIVERY_STATES,
  MAIL_KINDS,
  SEND_KINDS,
  SEND_STATUSES,
  SUPPRESSION_REASONS,
} from '../../shared/domain/sending'
import type { StoreClient } from './electrodb-client'

const userKey = { field: 'pk', composite: ['user_id'], template: 'USER#${user_id}', casing: 'none' } as const

/**
 * One outgoing message, written before anything is sent (the intent) and moved through its states
 * with conditional updates: the record, not the queue, decides whether a message goes out. Spec 2's
 * pitch_sends and messages are both views of it.
 */
export function sendEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'send', version: '1', service: 'pressroom' },
      attributes: {
        user_id: { type: 'string', required: true, readOnly: true },
        send_id: { type: 'string', required: true, readOnly: true },
        kind: { type: SEND_KINDS, required: true, readOnly: true },
        pitch_id: { type: 'string' },
        journalist_id: { type: 'string', required: true, readOnly: true },
        job_id: { type: 'string' },
        to_email: { type: 'string', required: true, readOnly: true },
        to_domain: { type: 'string', required: true, readOnly: true },
        to_name: { type: 'string', required: true },
        subject: { type: 'string', required: true },
        body: { type: 'string', required: true },
        template: { type: 'string' },
        status: { type: SEND_STATUSES, required: true },
        /** Why it was skipped or failed, in words the founder can act on. */
        reason: { type: 'string' },
        message_id: { type: 'string', required: true, readOnly: true },
        /** The Message-ID this one continues (a follow-up in the pitch's thread). */
        in_reply_to: { type: 'string' },
        /** The thread before it (an answer in a conversation), oldest first, without angle brackets. */
        references: { type: 'list', items: { type: 'string' } },
        reply_token: { type: 'string', required: true, readOnly: true },
        /**
         * The token of the message's unsubscribe link (unsubscribeLinkEntity), apart from the reply token:
         * whoever sees the Reply-To (a CCed editor, a forward) cannot unsubscribe the journalist with it.
         * Sends made before it existed have none, and their links carry the reply token.
         */
        unsubscribe_token: { type: 'string', readOnly: true },
        scheduled_for: { type: 'string' },
        /** While `sending`: until when the attempt that claimed it owns it. */
        lease_until: { type: 'string' },
        attempts: { type: 'number', required: true, default: 0 },
        /** Moved to the next day by the one-message-a-day rule (counted as deferred on its job). */
        deferred: { type: 'boolean', required: true, default: false },
        sent_at: { type: 'string' },
        /**
         * A pitch's send that went out and owes the pitch its follow-ups: set with its sent state, cleared
         * once they are scheduled, so a delivery that stopped in between is finished by the next one.
         */
        follow_ups_pending: { type: 'boolean' },
        /** When a person first answered it: kept here too, so a card deleted meanwhile learns it on undo. */
        replied_at: { type: 'string' },
        /** What SES's delivery events said of it last (DELIVERY_STATES), when, and its rank there. */
        delivery: { type: DELIVERY_STATES },
        delivery_at: { type: 'string' },
        delivery_rank: { type: 'number' },
        /** A bounce's type and subtype as SES gave them ("Permanent/General"). */
        bounce_type: { type: 'string' },
        /** Held (scheduled, with no time) while the founder's sending is paused for its health. */
        held_for_health: { type: 'boolean' },
        created_at: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        // A founder's sends, and one by id: USER#<id> / SEND#<sendId>.
        byUser: {
          pk: userKey,
          sk: { field: 'sk', composite: ['send_id'], template: 'SEND#${send_id}', casing: 'none' },
        },
        // Sends to one domain, newest last (gsi1): matching a reply by sender address or domain.
        byRecipientDomain: {
          index: 'gsi1',
          pk: {
            field: 'gsi1pk',
            composite: ['to_domain'],
            template: 'TO_DOMAIN#${to_domain}',
            casing: 'none',
          },
          sk: {
            field: 'gsi1sk',
            composite: ['created_at', 'send_id'],
            template: 'SEND#${created_at}#${send_id}',
            casing: 'none',
          },
        },
        // The send whose reply address carries this token (gsi2): matching a reply by Reply-To.
        byReplyToken: {
          index: 'gsi2',
          pk: {
            field: 'gsi2pk',
            composite: ['reply_token'],
            template: 'REPLY_TOKEN#${reply_token}',
            casing: 'none',
          },
          sk: { field: 'gsi2sk', composite: [], template: 'SEND', casing: 'none' },
        },
        // The send with this Message-ID (gsi3): matching by In-Reply-To / References, and bounces.
        byMessageId: {
          index: 'gsi3',
          pk: {
            field: 'gsi3pk',
            composite: ['message_id'],
            template: 'MESSAGE_ID#${message_id}',
            casing: 'none',
          },
          sk: { field: 'gsi3sk', composite: [], template: 'SEND', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}

/** A bulk send's progress, counted in the same transaction as each send's final state. */
export function bulkJobEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'bulk_job', version: '1', service: 'pressroom' },
      attributes: {
        user_id: { type: 'string', required: true, readOnly: true },
        job_id: { type: 'string', required: true, readOnly: true },
        total: { type: 'number', required: true },
        sent: { type: 'number', required: true, default: 0 },
        skipped: { type: 'number', required: true, default: 0 },
        failed: { type: 'number', required: true, default: 0 },
        /** Sends that were moved to a later day (one message per journalist per day). */
        deferred: { type: 'number', required: true, default: 0 },
        /**
         * Which sends those are, while they wait (added with the count, deleted as each lands in its final
         * state): the job's summary names the time each waits for. Jobs before it have none.
         */
        deferred_sends: { type: 'set', items: 'string' },
        /** Why each skipped or failed item was (one entry per item; jobs before it have none). */
        reasons: { type: 'list', items: { type: 'string' } },
        /**
         * Sends the job counted and never recorded: its request stopped before reaching them. Found by
         * their group's recheck; a set, so a recheck delivered twice names each once.
         */
        lost: { type: 'set', items: 'string' },
        created_at: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        // A founder's bulk jobs: USER#<id> / BULK_JOB#<jobId>.
        byUser: {
          pk: userKey,
          sk: { field: 'sk', composite: ['job_id'], template: 'BULK_JOB#${job_id}', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}

/** What an unsubscribe link's token names: the address its message went to (UNSUBSCRIBE#<token> / LINK). */
export function unsubscribeLinkEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'unsubscribe_link', version: '1', service: 'pressroom' },
      attributes: {
        token: { type: 'string', required: true, readOnly: true },
        user_id: { type: 'string', required: true, readOnly: true },
        send_id: { type: 'string', required: true, readOnly: true },
        to_email: { type: 'string', required: true, readOnly: true },
        created_at: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        byToken: {
          pk: { field: 'pk', composite: ['token'], template: 'UNSUBSCRIBE#${token}', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'LINK', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}

/** An address no founder may mail again: journalists opt out of Pressroom, not of one founder. */
export function suppressionEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'suppression', version: '1', service: 'pressroom' },
      attributes: {
        email: { type: 'string', required: true, readOnly: true },
        reason: { type: SUPPRESSION_REASONS, required: true },
        created_at: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        // One address: SUPPRESSED#<email> / ADDRESS.
        byEmail: {
          pk: { field: 'pk', composite: ['email'], template: 'SUPPRESSED#${email}', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'ADDRESS', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}

/** Who a founder wrote to on a day (the journalist's date): taken once, so a second message that day waits. */
export function dailyContactEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'daily_contact', version: '2', service: 'pressroom' },
      attributes: {
        user_id: { type: 'string', required: true, readOnly: true },
        /** The journalist's address, lower case: two records of one person share an inbox. */
        address: { type: 'string', required: true, readOnly: true },
        day: { type: 'string', required: true, readOnly: true },
        send_id: { type: 'string', required: true, readOnly: true },
        ttl: { type: 'number', required: true },
      },
      indexes: {
        // USER#<id> / CONTACT_TO#<address>#<day> (version 1 was CONTACT#<journalistId>#<day>).
        byDay: {
          pk: userKey,
          sk: {
            field: 'sk',
            composite: ['address', 'day'],
            template: 'CONTACT_TO#${address}#${day}',
            casing: 'none',
          },
        },
      },
    },
    { client, table },
  )
}

/** A received message, kept once per Message-ID with what it was found to be and which send it answers. */
export function inboundEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'inbound', version: '1', service: 'pressroom' },
      attributes: {
        inbound_id: { type: 'string', required: true, readOnly: true },
        kind: { type: MAIL_KINDS, required: true },
        from_email: { type: 'string', required: true },
        subject: { type: 'string', required: true },
        received_at: { type: 'string', required: true },
        return_date: { type: 'string' },
        user_id: { type: 'string' },
        send_id: { type: 'string' },
        pitch_id: { type: 'string' },
        matched_by: { type: 'string' },
        /**
         * True from the record's writing until every effect of the message has run (the reply marked,
         * follow-ups cancelled, the address suppressed...), then removed: a redelivery that finds it
         * finishes them. A record without it is settled, as every one written before it was.
         */
        settling: { type: 'boolean' },
      },
      indexes: {
        // One message: INBOUND#<id> / MESSAGE.
        byId: {
          pk: { field: 'pk', composite: ['inbound_id'], template: 'INBOUND#${inbound_id}', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'MESSAGE', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}

/**
 * A founder's own sending domain (decision 043): the DKIM tokens it was given, what the last check
 * found, when it was verified and whether the founder was told, and the From address chosen at it.
 */
export function sendingDomainEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'sending_domain', version: '1', service: 'pressroom' },
      attributes: {
        user_id: { type: 'string', required: true, readOnly: true },
        domain: { type: 'string', required: true, readOnly: true },
        mail_from_domain: { type: 'string', required: true, readOnly: true },
        dkim_tokens: { type: 'list', items: { type: 'string' }, required: true },
        status: { type: ['pending', 'verified'] as const, required: true },
        /** The last check's states, in RecordStates' order: the three DKIM CNAMEs, the MX, the SPF. */
        dkim_states: { type: 'list', items: { type: 'string' } },
        mail_from_mx_state: { type: 'string' },
        mail_from_spf_state: { type: 'string' },
        checked_at: { type: 'string' },
        verified_at: { type: 'string' },
        /** Set once the founder has seen the banner saying the domain is verified. */
        verified_notice_seen: { type: 'boolean' },
        /** The From address's local part at the domain, once chosen (after verification). */
        from_local_part: { type: 'string' },
        created_at: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        // The founder's one sending domain: USER#<id> / SENDING_DOMAIN.
        byUser: {
          pk: userKey,
          sk: { field: 'sk', composite: [], template: 'SENDING_DOMAIN', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}

/**
 * Which founder a domain belongs to, across every account: created only where none exists, so two
 * founders can never both hold one domain; deleted with the founder's domain.
 */
export function domainClaimEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'domain_claim', version: '1', service: 'pressroom' },
      attributes: {
        domain: { type: 'string', required: true, readOnly: true },
        user_id: { type: 'string', required: true, readOnly: true },
        created_at: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        // One domain's claim: DOMAIN_CLAIM#<domain> / CLAIM.
        byDomain: {
          pk: { field: 'pk', composite: ['domain'], template: 'DOMAIN_CLAIM#${domain}', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'CLAIM', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}
