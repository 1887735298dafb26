import { PITCH_STORY_MAX_LENGTH } from '../domain/pitch-brief'
import {
  PITCH_STATUSES,
  type PitchAngle,
  type PitchStatus,
  SUBJECT_LONGEST,
  SUBJECT_MAX_LENGTH,
} from '../domain/pitches'
import { idField } from './ids'
import { PageQuery } from './pages'
import type { SendStatus } from './sending'
import { storedText } from './text'
import * as z from './zod'

export {
  BODY_MAX_WORDS,
  MAX_REGENERATIONS,
  PITCH_ANGLES,
  PITCH_STATUS_LABELS,
  PITCH_STATUSES,
  type PitchAngle,
  type PitchStatus,
  SUBJECT_LONGEST,
  SUBJECT_MAX_LENGTH,
} from '../domain/pitches'

export const PITCH_LIMIT_MESSAGE =
  "You've reached your pitch limit for this month. Upgrade your plan or buy a pitch pack to keep pitching."
export const GENERATION_FAILED = 'Failed to generate pitch'

export interface Pitch {
  id: string
  status: PitchStatus
  subject: string
  content: string
  /** Null for a card imported without one: none is made up. */
  angle: PitchAngle | null
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
  /** The first words of the journalist's latest reply (the card's reply marker); null before one. */
  reply_snippet: string | null
  out_of_office_until: string | null
  /**
   * When the journalist wrote to Pressroom without saying which founder's pitch they answer, this among
   * them: its follow-ups are held, and the founder reads the journalist's mail in their own inbox.
   */
  journalist_wrote_at: string | null
  /**
   * The journalist answered an earlier pitch of the founder's: they are in a conversation, so this one
   * sends no automatic follow-ups unless the founder turns them on (POST /api/pitches/{id}/follow-ups).
   */
  in_conversation: boolean
  /** The story the pitch won, when the founder recorded one. */
  coverage: { url: string; title: string; date: string } | null
  created_at: string
  updated_at: string
  regenerations: number
  /**
   * The words its last regeneration replaced can be brought back (POST /api/pitches/{id}/regenerate/undo):
   * true until the pitch is edited, regenerated again, restored or sent.
   */
  earlier_version: boolean
  /** What the guardrails found worth a second look before sending (a filler phrase, a figure). */
  flags: string[]
}

const storyPart = (label: string) =>
  z.optional(
    storedText(label).check(
      z.maxLength(PITCH_STORY_MAX_LENGTH, {
        error: `${label} is at most ${PITCH_STORY_MAX_LENGTH} characters`,
      }),
    ),
  )

/** The founder's brief for a pitch: each part optional (the profile fills it), blank the same as left out. */
export const PitchStoryRequest = z.strictObject({
  news: storyPart('The news'),
  why: storyPart('Why it matters'),
  ask: storyPart('The ask'),
})

export const GeneratePitchRequest = z.strictObject({
  companyId: idField('companyId', 'Please select a company first'),
  journalistId: idField('journalistId'),
  brief: z.optional(PitchStoryRequest),
})

export const UpdatePitchStatusRequest = z.strictObject({ status: z.enum(PITCH_STATUSES) })

export const EditPitchRequest = z
  .strictObject({
    subject: z.optional(
      storedText('Subject').check(
        z.minLength(1, { error: 'Subject is required' }),
        z.maxLength(SUBJECT_LONGEST, { error: `Subject must be under ${SUBJECT_MAX_LENGTH} characters` }),
      ),
    ),
    content: z.optional(
      storedText('Content', { multiline: true }).check(
        z.minLength(1, { error: 'Content is required' }),
        z.maxLength(10_000),
      ),
    ),
  })
  .check(z.refine((v) => v.subject !== undefined || v.content !== undefined, { error: 'Nothing to change' }))

export const ListPitchesQuery = z.extend(PageQuery, { companyId: z.optional(idField('companyId')) })
