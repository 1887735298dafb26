import { tzOffset } from '@date-fns/tz/tzOffset'
import type { AutomationSettings, FollowUpTemplate } from '../contracts/automation'
import { cityOf } from './cities'
import { onZoneClock } from './zone-clock'

/** Follow-ups go out at this local time on a working day: early enough to be read that morning. */
export const WORKING_HOUR = { hour: 9, minute: 30 }

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

/**
 * When each follow-up of a pitch pitched at `pitchedAt` is due: one per enabled interval, nearest
 * first, at most maxFollowUps; `days` calendar days later at 09:30 in `timeZone`, Saturday and
 * Sunday rolled to Monday when skipWeekends. Days are counted on the local calendar and 09:30 is
 * placed on the due day with that day's offset, so it stays 09:30 local across daylight-saving changes.
 */
export function followUpDueDates(
  pitchedAt: Date,
  settings: AutomationSettings,
  timeZone: string,
): { intervalId: string; template: FollowUpTemplate; dueAt: Date }[] {
  const pitchedOn = localDay(pitchedAt, timeZone)
  return settings.intervals
    .filter((interval) => interval.enabled)
    .sort((a, b) => a.days - b.days)
    .slice(0, settings.maxFollowUps)
    .map((interval) => {
      const due = atWorkingHour(pitchedOn + interval.days * DAY_MS, timeZone)
      const dueAt = settings.skipWeekends ? pastWeekend(due, timeZone) : due
      return { intervalId: interval.id, template: interval.template, dueAt }
    })
}

/** The first working day after `date` (YYYY-MM-DD, e.g. an out-of-office return date), at 09:30. */
export function nextWorkingDayAfter(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number)
  const returnDay = Date.UTC(year ?? Number.NaN, (month ?? Number.NaN) - 1, day)
  return pastWeekend(atWorkingHour(returnDay + DAY_MS, timeZone), timeZone)
}

/**
 * The date `at` falls on in `timeZone`, as YYYY-MM-DD: the journalist's day that the
 * one-message-a-day rule counts a message against.
 */
export function contactDay(at: Date, timeZone: string): string {
  return new Date(localDay(at, timeZone)).toISOString().slice(0, 10)
}

/** 09:30 in `timeZone` on the day after the one `at` falls on: when a message held for a day goes out. */
export function nextDayAtWorkingHour(at: Date, timeZone: string): Date {
  return atWorkingHour(localDay(at, timeZone) + DAY_MS, timeZone)
}

/*
 * Calendar days are held as the UTC midnight of that date: UTC has no clock changes, so adding days
 * and reading the weekday are plain arithmetic, whatever the zone of the machine running this.
 * @date-fns/tz's tzOffset (Intl's time-zone data) converts between the zone's clock and instants.
 * Its TZDate does the same through the machine's own zone, and gave wrong days and hours when the
 * machine's zone changed clocks the same day as the journalist's (docs/decisions/017).
 */

/** The date `at` falls on in `timeZone`. */
function localDay(at: Date, timeZone: string): number {
  const wall = onZoneClock(at, timeZone).getTime()
  return wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS)
}

/**
 * A working hour on Saturday or Sunday in `timeZone` moved to the Monday after. The weekday is read
 * from the instant, not the day asked for: Samoa skipped Friday 30 December 2011, so 09:30 that day
 * is 09:30 on Saturday.
 */
function pastWeekend(at: Date, timeZone: string): Date {
  const day = localDay(at, timeZone)
  const weekday = new Date(day).getUTCDay()
  if (weekday !== 6 && weekday !== 0) return at
  return atWorkingHour(day + (weekday === 6 ? 2 : 1) * DAY_MS, timeZone)
}

/**
 * The instant it is 09:30 in `timeZone` on `day`: an instant whose own offset puts it at 09:30 (a
 * guess, checked and corrected once); a time a clock change skips, which 09:30 is nowhere today,
 * moves forward by the gap.
 */
function atWorkingHour(day: number, timeZone: string): Date {
  const wall = day + (WORKING_HOUR.hour * 60 + WORKING_HOUR.minute) * MINUTE_MS
  const offsetAt = (instant: number) => tzOffset(timeZone, new Date(instant)) * MINUTE_MS
  const first = offsetAt(wall)
  const second = offsetAt(wall - first)
  if (second === first) return new Date(wall - first)
  const third = offsetAt(wall - second)
  return new Date(wall - (third === second ? second : Math.min(second, third)))
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

/**
 * What a founder is told on each pitch the journalist may have answered, when the journalist wrote
 * without saying whose pitch they answer (several founders pitched them): the follow-ups are held.
 */
export const JOURNALIST_WROTE = 'The journalist wrote to Pressroom; follow-ups are held'
