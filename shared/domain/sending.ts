// The sending pipeline's states and kinds: zod-free, so the table's entities (in every Lambda) take them
// without building the sending contracts' schemas; contracts/sending.ts re-exports them.

/** A send's own state, apart from the pitch's pipeline status (spec 2: scheduled, sent, failed, bounced). */
export const SEND_STATUSES = [
  'queued',
  'scheduled',
  'sending',
  'sent',
  'skipped',
  'failed',
  'bounced',
] as const
export type SendStatus = (typeof SEND_STATUSES)[number]

/**
 * What a send carries: the pitch itself, a follow-up in its thread, a bulk message, or the founder's
 * answer in the pitch's conversation.
 */
export const SEND_KINDS = ['pitch', 'follow_up', 'message', 'reply'] as const
export type SendKind = (typeof SEND_KINDS)[number]

/** What an inbound message was found to be (the classifier's kinds). */
export const MAIL_KINDS = [
  'human_reply',
  'auto_reply',
  'out_of_office',
  'bounce_hard',
  'bounce_soft',
  'unsubscribe_or_complaint',
  'other',
] as const
export type MailKind = (typeof MAIL_KINDS)[number]

export const SUPPRESSION_REASONS = ['unsubscribed', 'hard_bounce', 'complaint'] as const

/**
 * What SES's delivery events say became of a sent message, in the order a later word overrides an
 * earlier one (an event can arrive before the one SES sent first): accepted by SES, delayed, delivered,
 * bounced softly (SES gave up after retrying), rejected by SES, bounced hard, complained about. A
 * complaint comes after a delivery and outranks everything; a bounce after a "delivered" is the
 * receiving server changing its mind, so it overrides it.
 */
export const DELIVERY_STATES = [
  'accepted',
  'delayed',
  'delivered',
  'bounced_soft',
  'rejected',
  'bounced_hard',
  'complained',
] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]

/** A state's rank: a send's recorded state moves only to a higher one. */
export const deliveryRank = (state: DeliveryState) => DELIVERY_STATES.indexOf(state) + 1
