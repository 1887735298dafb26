import { PITCH_STATUSES, type PitchAngle, type PitchStatus } from '../domain/pitches'
import { MESSAGE_TEMPLATES, WORKFLOW_MESSAGES } from '../domain/workflow'
import * as z from './zod'

export { BULK_BATCH_SIZE, MESSAGE_TEMPLATES, UNDO_HISTORY, WORKFLOW_MESSAGES } from '../domain/workflow'

/** A bottleneck move none of whose cards is a bottleneck any more (409). */
export const NO_BOTTLENECKS = 'None of these cards needs moving any more'

const Ids = z
  .array(z.string().check(z.minLength(1), z.maxLength(100)), { error: 'ids must be a list of card ids' })
  .check(
    z.minLength(1, { error: 'Select at least one card' }),
    z.maxLength(500, { error: 'At most 500 cards at once' }),
  )

export const BulkMoveRequest = z.strictObject({
  ids: Ids,
  status: z.enum(PITCH_STATUSES, { error: 'Choose a target status' }),
  /**
   * The bottleneck alert's 'Move N selected': only the cards that are bottlenecks now and whose
   * bottleneck target is `status` move; a Picked Up card, a replied one or one touched since stays.
   */
  bottlenecksOnly: z.optional(z.boolean()),
})
export const BulkDeleteRequest = z.strictObject({ ids: Ids })
export const ReorderRequest = z.strictObject({ status: z.enum(PITCH_STATUSES), ids: Ids })

export const BulkMessageRequest = z.strictObject({
  ids: Ids,
  subject: z
    .string()
    .check(z.trim(), z.minLength(1, { error: WORKFLOW_MESSAGES.needSubjectAndBody }), z.maxLength(200)),
  body: z
    .string()
    .check(z.trim(), z.minLength(1, { error: WORKFLOW_MESSAGES.needSubjectAndBody }), z.maxLength(10_000)),
  personalize: z._default(z.boolean(), true),
  templateId: z.optional(z.enum(MESSAGE_TEMPLATES)),
  scheduledFor: z.optional(z.iso.datetime({ offset: true })),
  /**
   * The dialog's own id for this message, made when it opens: a request sent again (a retry, a second
   * click) names the same job, so each journalist still gets the message once.
   */
  requestId: z.optional(z.uuid()),
})

/** Spec 2's workflow card: a pitch on the board, with its journalist and follow-up state. */
export interface WorkflowCard {
  id: string
  status: PitchStatus
  position: number
  created_at: string
  updated_at: string
  user_id: string
  pitch_id: string
  journalist: {
    id: string
    full_name: string
    publication: string
    email: string | null
    topics: string[]
    response_rate: number
  }
  pitch: {
    id: string
    subject: string
    content: string
    /** The story angle (for the export); null for a card imported without one. */
    angle?: PitchAngle | null
    /** The company it pitches: a bulk message's {{company_name}}. */
    company_name: string
    sent_at: string | null
    /** When the journalist answered (a human reply); null until then. */
    replied_at: string | null
    /** The first words of the journalist's latest reply (the card's reply marker); null before one. */
    reply_snippet: string | null
    last_interaction: string | null
    follow_up_scheduled: boolean
    follow_up_date: string | null
  }
}

export interface WorkflowOperation {
  id: string
  kind: 'move' | 'delete'
  at: string
  count: number
  /** For a move: where the cards went. */
  status?: PitchStatus
}
