import type { FollowUpTemplate, ScheduledActionView } from '../../../../shared/contracts/automation'
import { FOLLOW_UP_TEXTS } from '../../../../shared/domain/follow-up-templates'

export const AUTOMATION_TEXTS = {
  active: 'Automation Active',
  paused: 'Automation Paused',
  pauseTitle: 'Pause Automations',
  pauseHint: 'Scheduled actions will be held until the resume date. You can manually resume at any time.',
  emptyTitle: 'No scheduled actions',
  emptyText: 'Actions will appear here when you move pitches to Pitched status',
  loadingActions: 'Loading scheduled actions...',
  loadingSettings: 'Loading automation settings...',
  loadingStatus: 'Loading automation status...',
  actionsFailed: 'Failed to load scheduled actions',
  settingsFailed: 'Failed to load automation settings',
  statusFailed: 'Failed to load automation status',
  saved: 'Automation settings saved',
  saveFailed: 'Failed to save automation settings',
  pausedAll: 'Automations paused',
  resumedAll: 'Automations resumed',
  /** On a scheduled action while everything is paused: it is held when due, until automation resumes. */
  heldByGlobalPause: 'Waits while automation is paused',
  pauseFailed: 'Failed to pause automations',
  resumeFailed: 'Failed to resume automations',
  actionFailed: 'Failed to update the scheduled action',
} as const

/** Spec 2's pause presets: 1, 7 and 30 days, or a date of the founder's choosing. */
export const PAUSE_DURATIONS = [
  { value: '1', label: '1 day', days: 1 },
  { value: '7', label: '1 week', days: 7 },
  { value: '30', label: '1 month', days: 30 },
  { value: 'custom', label: 'Custom date', days: null },
] as const

export const templateLabel = (template: FollowUpTemplate) => FOLLOW_UP_TEXTS[template]?.label ?? template

/** 'Follow-up #2' for one that goes out by itself, 'Reminder' for one the founder sends. */
export const actionLabel = (action: Pick<ScheduledActionView, 'type' | 'attempt_number'>) =>
  action.type === 'reminder' ? 'Reminder' : `Follow-up #${action.attempt_number}`

// With its zone: an action is due at 09:30 the journalist's time, which is another hour on the founder's clock.
const timeFormat = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
})
const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' })
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
})

/** "Tue, Mar 10 · 9:00 AM GMT+1": when a scheduled action is due, on the founder's clock, its zone named. */
export const formatDue = (iso: string) => {
  const date = new Date(iso)
  return `${dayFormat.format(date)} · ${timeFormat.format(date)}`
}

/** "Tue, Mar 10, 2026, 9:00 AM GMT+1": the end of a pause, its zone named as the actions' times are. */
export const formatResume = (iso: string) => dateTimeFormat.format(new Date(iso))

/** A value for <input type="datetime-local"> in the browser's own time zone: "2026-03-04T09:30". */
export function localInputValue(date: Date) {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return shifted.toISOString().slice(0, 16)
}
