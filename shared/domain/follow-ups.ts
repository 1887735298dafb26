import { DateTime } from 'luxon'
import type { AutomationSettings, FollowUpTemplate } from '../contracts/automation'
import { cityOf } from './cities'

/** Follow-ups go out at this local time on a working day: early enough to be read that morning. */
export const WORKING_HOUR = { hour: 9, minute: 30 }

/**
 * When each follow-up of a pitch pitched at `pitchedAt` is due: one per enabled interval, nearest
 * first, at most maxFollowUps; `days` calendar days later at 09:30 in `timeZone`, Saturday and
 * Sunday rolled to Monday when skipWeekends. Luxon keeps 09:30 local across daylight-saving changes.
 */
export function followUpDueDates(
  pitchedAt: Date,
  settings: AutomationSettings,
  timeZone: string,
): { intervalId: string; template: FollowUpTemplate; dueAt: Date }[] {
  const start = DateTime.fromJSDate(pitchedAt, { zone: timeZone })
  return settings.intervals
    .filter((interval) => interval.enabled)
    .sort((a, b) => a.days - b.days)
    .slice(0, settings.maxFollowUps)
    .map((interval) => {
      const day = start.plus({ days: interval.days }).set({ ...WORKING_HOUR, second: 0, millisecond: 0 })
      const due = settings.skipWeekends ? rollPastWeekend(day) : day
      return { intervalId: interval.id, template: interval.template, dueAt: due.toJSDate() }
    })
}

/** The first working day after `date` (YYYY-MM-DD, e.g. an out-of-office return date), at 09:30. */
export function nextWorkingDayAfter(date: string, timeZone: string): Date {
  const day = DateTime.fromISO(date, { zone: timeZone })
    .plus({ days: 1 })
    .set({ ...WORKING_HOUR })
  return rollPastWeekend(day).toJSDate()
}

function rollPastWeekend(day: DateTime): DateTime {
  // Luxon: 6 is Saturday, 7 is Sunday.
  return day.weekday >= 6 ? day.plus({ days: 8 - day.weekday }) : day
}

/**
 * When held follow-ups go out after a pause ends: the first a few minutes after `now`, the rest
 * spaced so a resumed founder never sends a burst to several journalists in the same minute.
 */
export function resumeTimes(count: number, now: Date, firstDelayMs = 5 * 60_000, spacingMs = 3 * 60_000) {
  return Array.from({ length: count }, (_, i) => new Date(now.getTime() + firstDelayMs + i * spacingMs))
}

/** A journalist's time zone from their location, when the place is known. */
export function timeZoneOf(location: string | undefined | null): string | undefined {
  return cityOf(location)?.timeZone
}
