import type { ScheduledActionView } from '../../../../shared/contracts/automation'

export type ActionGroupKey = 'overdue' | 'today' | 'tomorrow' | 'upcoming' | 'paused'

export interface ActionGroup {
  key: ActionGroupKey
  title: string
  actions: ScheduledActionView[]
}

export const GROUP_TITLES: Record<ActionGroupKey, string> = {
  overdue: 'Overdue',
  today: 'Today',
  tomorrow: 'Tomorrow',
  upcoming: 'Upcoming',
  paused: 'Paused',
}

const ORDER: ActionGroupKey[] = ['overdue', 'today', 'tomorrow', 'upcoming', 'paused']

/** "2026-03-04": the calendar day an instant falls on in a time zone. */
function dayOf(date: Date, timeZone: string) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date)
}

/** The calendar day after "2026-03-04", by the calendar, not by adding 24 hours (DST days are 23 or 25). */
function nextDay(day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10)
}

/**
 * Spec 2's groups of the scheduled actions list, in its order, soonest first within each, empty groups
 * left out: paused ones apart; the others overdue when their time has passed, else by the day they
 * fall on in the founder's time zone.
 */
export function groupActions(
  actions: ScheduledActionView[],
  now: Date,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
): ActionGroup[] {
  const today = dayOf(now, timeZone)
  const tomorrow = nextDay(today)
  const groupOf = (action: ScheduledActionView): ActionGroupKey => {
    if (action.status === 'paused') return 'paused'
    const due = new Date(action.scheduled_for)
    if (due.getTime() <= now.getTime()) return 'overdue'
    const day = dayOf(due, timeZone)
    if (day === today) return 'today'
    if (day === tomorrow) return 'tomorrow'
    return 'upcoming'
  }
  const sorted = [...actions].sort((a, b) => a.scheduled_for.localeCompare(b.scheduled_for))
  return ORDER.map((key) => ({
    key,
    title: GROUP_TITLES[key],
    actions: sorted.filter((action) => groupOf(action) === key),
  })).filter((group) => group.actions.length > 0)
}

/** A reminder whose time has come: the founder sends it with one click. */
export const isDueReminder = (action: ScheduledActionView, now: Date) =>
  action.type === 'reminder' &&
  action.status === 'scheduled' &&
  new Date(action.scheduled_for).getTime() <= now.getTime()
