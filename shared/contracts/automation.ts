import {
  type ActionStatus,
  type ActionType,
  FOLLOW_UP_TEMPLATES,
  type FollowUpTemplate,
  MAX_INTERVALS,
  PLACEHOLDERS,
} from '../domain/follow-up-templates'
import { storedText } from './text'
import * as z from './zod'

export {
  FOLLOW_UP_TEMPLATES,
  type FollowUpTemplate,
  MAX_INTERVALS,
  PLACEHOLDERS,
} from '../domain/follow-up-templates'

/** A founder's own words for a template; only the known placeholders may appear in it. */
const TemplateText = storedText('A template', { multiline: true }).check(
  z.minLength(1, { error: 'A template cannot be empty' }),
  z.maxLength(2000, { error: 'A template is at most 2000 characters' }),
  z.superRefine((text, ctx) => {
    for (const [, name] of text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)) {
      if (!(PLACEHOLDERS as readonly string[]).includes(name ?? ''))
        ctx.addIssue({
          code: 'custom',
          message: `Unknown placeholder {{${name}}}: use {{journalist_name}}, {{publication}} or {{company_name}}`,
        })
    }
  }),
)

export const AutomationSettings = z.strictObject({
  intervals: z
    .array(
      z.strictObject({
        id: z.string().check(z.minLength(1), z.maxLength(40)),
        days: z
          .number({ error: 'Follow-up days must be a number from 1 to 30' })
          .check(
            z.int({ error: 'Follow-up days must be a number from 1 to 30' }),
            z.gte(1, { error: 'Follow-up days must be a number from 1 to 30' }),
            z.lte(30, { error: 'Follow-up days must be a number from 1 to 30' }),
          ),
        enabled: z.boolean(),
        template: z.enum(FOLLOW_UP_TEMPLATES, { error: 'Unknown follow-up template' }),
      }),
    )
    .check(z.maxLength(MAX_INTERVALS, { error: `At most ${MAX_INTERVALS} follow-up intervals` })),
  autoSend: z.boolean(),
  skipWeekends: z.boolean(),
  maxFollowUps: z
    .number()
    .check(
      z.int(),
      z.gte(1, { error: 'Max follow-ups per pitch is from 1 to 5' }),
      z.lte(5, { error: 'Max follow-ups per pitch is from 1 to 5' }),
    ),
  /** The founder's own text for some templates; the others keep Pressroom's. */
  templates: z.optional(z.partialRecord(z.enum(FOLLOW_UP_TEMPLATES), TemplateText)),
})
export type AutomationSettings = z.infer<typeof AutomationSettings>

/** Spec 2's defaults: day 3 and day 7 on, day 14 off, no auto-send, weekends skipped, 3 at most. */
export const DEFAULT_AUTOMATION_SETTINGS: AutomationSettings = {
  intervals: [
    { id: 'day-3', days: 3, enabled: true, template: 'gentle_reminder' },
    { id: 'day-7', days: 7, enabled: true, template: 'check_in' },
    { id: 'day-14', days: 14, enabled: false, template: 'final_followup' },
  ],
  autoSend: false,
  skipWeekends: true,
  maxFollowUps: 3,
}

export {
  ACTION_STATUSES,
  ACTION_TYPES,
  type ActionStatus,
  type ActionType,
} from '../domain/follow-up-templates'

/** Spec 2's scheduled action, as the client sees it: with the journalist and the pitch's subject. */
export interface ScheduledActionView {
  id: string
  type: ActionType
  scheduled_for: string
  template: FollowUpTemplate
  status: ActionStatus
  attempt_number: number
  pitch_id: string
  user_id: string
  /** Why it is paused or failed. */
  reason: string | null
  journalist: { id: string; name: string; publication: string }
  pitch: { subject: string }
}

export interface PauseView {
  isPaused: boolean
  resumeDate: string | null
  reason: string | null
}

/** Spec 2's pause settings (client view). */
export interface PauseSettings {
  globalPause: PauseView
  journalistPauses: Record<string, PauseView>
  pitchPauses: Record<string, PauseView>
}

export const PauseRequest = z.strictObject({
  scope: z.enum(['global', 'journalist', 'pitch'], { error: 'scope must be global, journalist or pitch' }),
  journalistId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  pitchId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  /** Absent or null: paused until resumed by hand. */
  resumeDate: z.optional(
    z.nullable(z.iso.datetime({ offset: true, error: 'resumeDate must be a date and time' })),
  ),
  reason: z.optional(
    storedText('The reason').check(z.maxLength(200, { error: 'The reason is at most 200 characters' })),
  ),
})
export type PauseRequest = z.infer<typeof PauseRequest>
