import {
  AutomationSettings,
  FOLLOW_UP_TEMPLATES,
  type FollowUpTemplate,
  MAX_INTERVALS,
} from '../../../../shared/contracts/automation'
import * as z from '../../../../shared/contracts/zod'

/** The settings as the form holds them: numbers as typed, so a half-typed value is not lost. */
export type IntervalDraft = {
  id: string
  days: string
  enabled: boolean
  template: FollowUpTemplate
}

export type SettingsDraft = {
  intervals: IntervalDraft[]
  autoSend: boolean
  skipWeekends: boolean
  maxFollowUps: string
  /** The founder's own template texts: not edited here, kept as they are. */
  templates: AutomationSettings['templates']
}

export function toDraft(settings: AutomationSettings): SettingsDraft {
  return {
    intervals: settings.intervals.map((interval) => ({ ...interval, days: String(interval.days) })),
    autoSend: settings.autoSend,
    skipWeekends: settings.skipWeekends,
    maxFollowUps: String(settings.maxFollowUps),
    templates: settings.templates,
  }
}

// An empty box reads as 0, so it gets the contract's own "from 1 to 30" message rather than a type error.
const numberOf = (typed: string) => (typed.trim() === '' ? 0 : Number(typed))

/** The draft as the contract's input: the typed numbers read as numbers. */
const settingsInputOf = (draft: SettingsDraft) => ({
  intervals: draft.intervals.map((interval) => ({ ...interval, days: numberOf(interval.days) })),
  autoSend: draft.autoSend,
  skipWeekends: draft.skipWeekends,
  maxFollowUps: numberOf(draft.maxFollowUps),
  ...(draft.templates ? { templates: draft.templates } : {}),
})

/**
 * The form's schema: the draft as typed, then the server's own AutomationSettings contract. The draft
 * keeps the contract's field paths, so each issue lands on the field it is about ('intervals.0.days',
 * 'maxFollowUps', 'intervals').
 */
export const SettingsDraftContract = z.pipe(
  z.pipe(z.custom<SettingsDraft>(), z.transform(settingsInputOf)),
  AutomationSettings,
)

export function newInterval(existing: IntervalDraft[]): IntervalDraft {
  const last = existing.reduce((most, interval) => Math.max(most, numberOf(interval.days) || 0), 0)
  const used = new Set(existing.map((interval) => interval.template))
  const template = FOLLOW_UP_TEMPLATES.find((t) => !used.has(t)) ?? 'check_in'
  return {
    id: `interval-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`,
    days: String(Math.min(30, last + 7)),
    enabled: true,
    template,
  }
}

export const canAddInterval = (draft: Pick<SettingsDraft, 'intervals'>) =>
  draft.intervals.length < MAX_INTERVALS

/** One line for the folded settings: "Days 3 and 7 · as reminders · weekends skipped · at most 3 per pitch". */
export function summarize(settings: AutomationSettings) {
  const on = settings.intervals.filter((interval) => interval.enabled).map((interval) => interval.days)
  const sorted = on.sort((a, b) => a - b).map(String)
  const days =
    sorted.length === 0
      ? 'No follow-ups on'
      : `${sorted.length === 1 ? 'Day' : 'Days'} ${new Intl.ListFormat('en', { type: 'conjunction' }).format(sorted)}`
  return [
    days,
    settings.autoSend ? 'sent automatically' : 'as reminders',
    settings.skipWeekends ? 'weekends skipped' : 'weekends included',
    `at most ${settings.maxFollowUps} per pitch`,
  ].join(' · ')
}
