import * as z from 'zod'
import {
  type ActionStatus,
  type ActionType,
  FOLLOW_UP_TEMPLATES,
  type FollowUpTemplate,
  MAX_INTERVALS,
  PLACEHOLDERS,
} from '../domain/follow-up-templates'

export {
  FOLLOW_UP_TEMPLATES,
  type FollowUpTemplate,
  MAX_INTERVALS,
  PLACEHOLDERS,
} from '../domain/follow-up-templates'

/** A founder's own words for a template; only the known placeholders may appear in it. */
const TemplateText = z
  .string()
  .trim()
  .min(1, { error: 'A template cannot be empty' })
  .max(2000, { error: 'A template is at most 2000 characters' })
  .superRefine((text, ctx) => {
    for (const [, name] of text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)) {
      if (!(PLACEHOLDERS as readonly string[]).includes(name ?? ''))
        ctx.addIssue({
          code: 'custom',
          message: `Unknown placeholder {{${name}}}: use {{journalist_name}}, {{publication}} or {{company_name}}`,
        })
    }
  })

export const AutomationSettings = z.strictObject({
  intervals: z
    .array(
      z.strictObject({
        id: z.string().min(1).max(40),
        days: z
          .number({ error: 'Follow-up days must be a number from 1 to 30' })
          .int({ error: 'Follow-up days must be a number from 1 to 30' })
          .min(1, { error: 'Follow-up days must be a number from 1 to 30' })
          .max(30, { error: 'Follow-up days must be a number from 1 to 30' }),
        enabled: z.boolean(),
        template: z.enum(FOLLOW_UP_TEMPLATES, { error: 'Unknown follow-up template' }),
      }),
    )
    .max(MAX_INTERVALS, { error: `At most ${MAX_INTERVALS} follow-up intervals` }),
  autoSend: z.boolean(),
  skipWeekends: z.boolean(),
  maxFollowUps: z
    .number()
    .int()
    .min(1, { error: 'Max follow-ups per pitch is from 1 to 5' })
    .max(5, { error: 'Max follow-ups per pitch is from 1 to 5' }),
  /** The founder's own text for some templates; the others keep Pressroom's. */
  templates: z.partialRecord(z.enum(FOLLOW_UP_TEMPLATES), TemplateText).optional(),
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
  journalistId: z.string().min(1).max(100).optional(),
  pitchId: z.string().min(1).max(100).optional(),
  /** Absent or null: paused until resumed by hand. */
  resumeDate: z.iso
    .datetime({ offset: true, error: 'resumeDate must be a date and time' })
    .nullable()
    .optional(),
  reason: z.string().trim().max(200, { error: 'The reason is at most 200 characters' }).optional(),
})
export type PauseRequest = z.infer<typeof PauseRequest>
