import * as z from 'zod'
import { idField } from './ids'
import { PageQuery } from './pages'
import type { SendStatus } from './sending'
import { storedText } from './text'

/** Pitch statuses in board order (spec 1, section 4). */
export const PITCH_STATUSES = ['drafted', 'reviewed', 'pitched', 'picked_up', 'archived'] as const
export type PitchStatus = (typeof PITCH_STATUSES)[number]

export const PITCH_STATUS_LABELS: Record<PitchStatus, string> = {
  drafted: 'Draft',
  reviewed: 'Reviewed',
  pitched: 'Pitched',
  picked_up: 'Picked Up',
  archived: 'Archive',
}

/** The story angle a pitch leads with; analytics groups results by it. */
export const PITCH_ANGLES = ['funding', 'launch', 'milestone', 'founder_story', 'data'] as const
export type PitchAngle = (typeof PITCH_ANGLES)[number]

/** Subjects stay under this many characters (the guardrail), so the longest is one fewer. */
export const SUBJECT_MAX_LENGTH = 80
export const SUBJECT_LONGEST = SUBJECT_MAX_LENGTH - 1
export const BODY_MAX_WORDS = 200
export const MAX_REGENERATIONS = 5

export const PITCH_LIMIT_MESSAGE =
  "You've reached your pitch limit for this month. Upgrade your plan or buy a pitch pack to keep pitching."
export const GENERATION_FAILED = 'Failed to generate pitch'

export interface Pitch {
  id: string
  status: PitchStatus
  subject: string
  content: string
  angle: PitchAngle
  /** Which writer produced it: the OpenAI model, or the offline composer (no API key set). */
  writer: string
  journalist: { full_name: string; publication: string; email: string | null }
  company_id: string
  journalist_id: string
  sent_at: string | null
  /** The send's own state (scheduled, sent, failed, bounced...), null before any send. */
  send_status: SendStatus | null
  /** When the pitch goes out, while it is scheduled. */
  scheduled_for: string | null
  /** When a person (not an auto-reply) first answered. */
  replied_at: string | null
  out_of_office_until: string | null
  /** The story the pitch won, when the founder recorded one. */
  coverage: { url: string; title: string; date: string } | null
  created_at: string
  updated_at: string
  regenerations: number
  /** What the guardrails found worth a second look before sending (a filler phrase, a figure). */
  flags: string[]
}

export const GeneratePitchRequest = z.strictObject({
  companyId: idField('companyId', 'Please select a company first'),
  journalistId: idField('journalistId'),
})

export const UpdatePitchStatusRequest = z.strictObject({ status: z.enum(PITCH_STATUSES) })

export const EditPitchRequest = z
  .strictObject({
    subject: storedText('Subject')
      .min(1, { error: 'Subject is required' })
      .max(SUBJECT_LONGEST, { error: `Subject must be under ${SUBJECT_MAX_LENGTH} characters` })
      .optional(),
    content: storedText('Content', { multiline: true })
      .min(1, { error: 'Content is required' })
      .max(10_000)
      .optional(),
  })
  .refine((v) => v.subject !== undefined || v.content !== undefined, { error: 'Nothing to change' })

export const ListPitchesQuery = PageQuery.extend({ companyId: idField('companyId').optional() })
