import { Entity } from 'electrodb'
import { PITCH_ANGLES, PITCH_STATUSES } from '../../shared/domain/pitches'
import { SEND_STATUSES } from '../../shared/domain/sending'
import type { StoreClient } from './electrodb-client'

export function pitchEntity(client: StoreClient, table: string) {
  return new Entity(
    {
      model: { entity: 'pitch', version: '1', service: 'pressroom' },
      attributes: {
        user_id: { type: 'string', required: true, readOnly: true },
        pitch_id: { type: 'string', required: true, readOnly: true },
        company_id: { type: 'string', required: true, readOnly: true },
        journalist_id: { type: 'string', required: true, readOnly: true },
        status: { type: PITCH_STATUSES, required: true, default: 'drafted' },
        subject: { type: 'string', required: true },
        content: { type: 'string', required: true },
        /** The story angle it leads with; absent for a card imported without one (none is made up). */
        angle: { type: PITCH_ANGLES },
        writer: { type: 'string', required: true },
        journalist_name: { type: 'string', required: true },
        journalist_publication: { type: 'string', required: true },
        journalist_email: { type: 'string' },
        sent_at: { type: 'string' },
        /** The owner again, set only once the pitch is sent: it keys the sparse sent-at index. */
        sent_by: { type: 'string' },
        /** The first send's state, apart from the pipeline status: scheduled, sending, sent, failed... */
        send_status: { type: SEND_STATUSES },
        scheduled_for: { type: 'string' },
        /**
         * How many of its sends were cancelled before they went: the next send has a new id (its
         * idempotency key), so no send id, schedule name or queue message ever names two records.
         */
        send_round: { type: 'number' },
        /** The Message-ID of the pitch as sent: follow-ups continue its thread. */
        thread_message_id: { type: 'string' },
        /** When the journalist (a person, not an auto-reply) first answered. */
        replied_at: { type: 'string' },
        /** The story the pitch won (a 'Picked Up' pitch's coverage link, its title and date). */
        coverage_url: { type: 'string' },
        coverage_title: { type: 'string' },
        coverage_date: { type: 'string' },
        /** The first words of the journalist's latest reply, for the card's reply marker. */
        last_reply_snippet: { type: 'string' },
        /** The return date an out-of-office reply stated (YYYY-MM-DD). */
        out_of_office_until: { type: 'string' },
        /**
         * When the journalist wrote without saying which founder's pitch they answer, while this one was
         * among those they could have meant: its follow-ups are held (JOURNALIST_WROTE).
         */
        journalist_wrote_at: { type: 'string' },
        /**
         * The founder turned follow-ups on for this pitch although its journalist answered an earlier
         * one (a journalist who answered is in a conversation: no automatic follow-ups otherwise).
         */
        follow_ups_turned_on: { type: 'boolean' },
        /**
         * Its journalist answered another of the founder's pitches (pitches/conversation-flag.ts): set
         * when the reply is recorded; absent until known (a pitch asks once on its first read).
         */
        in_conversation: { type: 'boolean' },
        regenerations: { type: 'number', required: true, default: 0 },
        /**
         * The words a regeneration replaced (JSON of `EarlierDraft`, pitches/pitches.ts), so that the
         * founder can go back to them while the pitch stays as regenerated.
         */
        earlier_draft: { type: 'string' },
        /** Order within its board column; absent sorts by creation time. */
        position: { type: 'number' },
        flags: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        /** The founder's brief for it (issue 43): a regeneration keeps the news, why and ask they gave. */
        brief_news: { type: 'string' },
        brief_why: { type: 'string' },
        brief_ask: { type: 'string' },
        created_at: { type: 'string', required: true, readOnly: true },
        updated_at: { type: 'string', required: true },
      },
      indexes: {
        // A user's pitches, and one by id: USER#<id> / PITCH#<pitchId>.
        byUser: {
          pk: { field: 'pk', composite: ['user_id'], template: 'USER#${user_id}', casing: 'none' },
          sk: { field: 'sk', composite: ['pitch_id'], template: 'PITCH#${pitch_id}', casing: 'none' },
        },
        // Pitches of one company by status (gsi1); a status change only needs the status to re-key.
        byCompany: {
          index: 'gsi1',
          pk: {
            field: 'gsi1pk',
            composite: ['user_id', 'company_id'],
            template: 'USER#${user_id}#COMPANY#${company_id}',
            casing: 'none',
          },
          sk: {
            field: 'gsi1sk',
            composite: ['status'],
            template: 'PITCH#${status}',
            casing: 'none',
          },
        },
        // A founder's sent pitches by send time (gsi2, sparse: unsent pitches are not in it): analytics
        // read only the timeframe asked for.
        bySentAt: {
          index: 'gsi2',
          pk: { field: 'gsi2pk', composite: ['sent_by'], template: 'USER#${sent_by}#SENT', casing: 'none' },
          sk: { field: 'gsi2sk', composite: ['sent_at'], template: '${sent_at}', casing: 'none' },
        },
      },
    },
    { client, table },
  )
}
