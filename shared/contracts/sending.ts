import type { SendKind, SendStatus } from '../domain/sending'
import { storedText } from './text'
import * as z from './zod'

export {
  MAIL_KINDS,
  type MailKind,
  SEND_KINDS,
  SEND_STATUSES,
  type SendKind,
  type SendStatus,
  SUPPRESSION_REASONS,
} from '../domain/sending'

/** Spec 2's texts for a bulk send with nothing to send. */
export const NO_VALID_PITCHES = 'No valid pitches found'
export const NO_VALID_RECIPIENTS = 'No valid recipients found'

/** A pitch with no text is never sent: the send routes refuse it and the dialog and board say so. */
export const NO_BODY = 'This pitch has no text yet: write it before sending'
export const noBodies = (count: number) =>
  count === 1
    ? '1 selected pitch has no text yet: write it or leave it out before sending'
    : `${count} selected pitches have no text yet: write them or leave them out before sending`
/** A pitch's body is text only when something other than white space is in it. */
export const hasBody = (content: string | null | undefined) => !!content && content.trim().length > 0

/** At most this many pitches in one bulk send request. */
export const BULK_SEND_MAX = 500

export const SendPitchRequest = z.strictObject({
  /** Absent: send now. Present: send at that time (not in the past). */
  scheduledFor: z.optional(z.iso.datetime({ offset: true, error: 'scheduledFor must be a date and time' })),
})
export type SendPitchRequest = z.infer<typeof SendPitchRequest>

/** Moves a pitch that waits to be sent to another time (not in the past). */
export const RescheduleSendRequest = z.strictObject({
  scheduledFor: z.iso.datetime({ offset: true, error: 'scheduledFor must be a date and time' }),
})
export type RescheduleSendRequest = z.infer<typeof RescheduleSendRequest>

export const BulkSendRequest = z.strictObject({
  pitchIds: z
    .array(z.string().check(z.minLength(1), z.maxLength(100)), {
      error: 'pitchIds must be a list of pitch ids',
    })
    .check(
      z.minLength(1, { error: NO_VALID_PITCHES }),
      z.maxLength(BULK_SEND_MAX, { error: `At most ${BULK_SEND_MAX} pitches at once` }),
    ),
})

/**
 * What a bulk send would do, asked before it is made (the board's confirmation): how many go, who is
 * left out and why, and the first message as its journalist would read it.
 */
export interface BulkSendPreview {
  going: number
  skipped: { reason: string; names: string[] }[]
  /** Pitches that would go but have no text: the send is refused while there are any. */
  blank: number
  first: { from: string; to: string; subject: string; text: string } | null
}

export interface PitchSend {
  id: string
  kind: SendKind
  pitch_id: string | null
  journalist_id: string
  to_email: string
  subject: string
  status: SendStatus
  reason: string | null
  template: string | null
  scheduled_for: string | null
  sent_at: string | null
  created_at: string
}

export interface BulkJob {
  id: string
  total: number
  sent: number
  skipped: number
  failed: number
  deferred: number
  /** Why items were skipped or failed, in the founder's words, most frequent first. */
  reasons: { reason: string; count: number }[]
  /** Every item has reached a final count. */
  done: boolean
  /**
   * The deferred items, once the job is done, by the time they wait for, soonest first: when and why,
   * e.g. { until: Monday 09:30, reason: DEFERRED_ONE_A_DAY, count: 2 }. Empty before the job is done,
   * and for jobs from before it was kept.
   */
  deferrals: { until: string; reason: string; count: number }[]
}

/** Why a bulk job's send waits for another day: the journalist already had a message today. */
export const DEFERRED_ONE_A_DAY = 'One message a day to this journalist'

export const SENDER_NAME_MAX_LENGTH = 100

/** How the founder's e-mail reads: the From line's name and address, and where replies come back. */
export interface SenderSettings {
  sender_name: string
  /** The name on the From line: the sender name, "via Pressroom" until the founder's own address is used. */
  from_name: string
  from_address: string
  /** Replies come to a per-send address at this domain, so Pressroom sees them. */
  reply_domain: string
  /**
   * The founder's IANA time zone: follow-ups to a journalist whose city is unknown go out in its
   * working hours, and analytics read send times in it. UTC until the founder chooses.
   */
  time_zone: string
  /** Whether the founder chose it (else it is UTC by default). */
  time_zone_set: boolean
}

export const DEFAULT_FOUNDER_TIME_ZONE = 'UTC'

/** One window of the founder's sending health (shared/domain/sending-health.ts counts it). */
export interface SendingHealthWindow {
  sent: number
  delivered: number
  bounced: number
  complained: number
  bounceRate: number
  complaintRate: number
}

/** GET /api/sending/health: the founder's rates beside SES's lines and the guard's, and any pause. */
export interface SendingHealth {
  last_30_days: SendingHealthWindow
  last_200_sends: SendingHealthWindow
  thresholds: {
    ses_review_bounce_rate: number
    ses_review_complaint_rate: number
    pause_bounce_rate: number
    pause_complaint_rate: number
    min_sends: number
  }
  /** Set while the guard holds the founder's sending: since when, and for what. */
  paused: { since: string; reason: string } | null
  /** Sends held by the pause, which go once the founder confirms the list is cleaned. */
  waiting: number
}

/** Whether the runtime (browser or Lambda) knows the zone by its IANA name. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone)
  } catch {
    return false
  }
}

export const UpdateSenderSettingsRequest = z
  .strictObject({
    sender_name: z.optional(
      storedText('Sender name', { schema: z.string({ error: 'Sender name is required' }) }).check(
        z.minLength(1, { error: 'Sender name is required' }),
        z.maxLength(SENDER_NAME_MAX_LENGTH, {
          error: `Sender name is at most ${SENDER_NAME_MAX_LENGTH} characters`,
        }),
        z.refine((name) => !/[\p{Cc}<>"@]/u.test(name), { error: 'Sender name cannot contain <, >, " or @' }),
      ),
    ),
    time_zone: z.optional(
      z
        .string()
        .check(
          z.maxLength(64),
          z.refine(isTimeZone, { error: 'Choose a time zone from the list, e.g. Europe/London' }),
        ),
    ),
  })
  .check(
    z.refine((changes) => changes.sender_name !== undefined || changes.time_zone !== undefined, {
      error: 'Nothing to change',
    }),
  )
