import { tzOffset } from '@date-fns/tz/tzOffset'
import { contactDay, nextDayAtWorkingHour } from '../../shared/domain/follow-ups'
import type { Deps } from '../ports/deps'
import { journalistTimeZone } from '../sending/sender-settings'
import { getAutomationSettings } from './settings'

/** The clock and the days a journalist may be written to: their zone, and the founder's skipWeekends. */
export interface WorkingWindow {
  zone: string
  skipWeekends: boolean
}

const DAY_MS = 86_400_000

/**
 * The one answer to "when does a message that waits go out", whatever it waited for (a pause, the
 * one-a-day rule, an out-of-office, a resume by hand): 09:30 on the journalist's clock (spec 2's send
 * time, WORKING_HOUR), at or after `earliest`, Saturday and Sunday rolled to Monday when the founder
 * skips weekends. Walked one local day at a time from a 09:30 safely before `earliest`, so a day that
 * is 23 or 25 hours long, or one a zone skipped, is still one step.
 */
export function nextWorkingTime(earliest: Date, window: WorkingWindow): Date {
  let at = nextDayAtWorkingHour(new Date(earliest.getTime() - 3 * DAY_MS), window.zone)
  while (at < earliest || (window.skipWeekends && isWeekend(at, window.zone)))
    at = nextDayAtWorkingHour(at, window.zone)
  return at
}

/** The journalist's next working time on a later day than `at`'s: a message held for a day. */
export function nextWorkingDay(at: Date, window: WorkingWindow): Date {
  return nextWorkingTime(nextDayAtWorkingHour(at, window.zone), window)
}

/** The journalist's first working time after an out-of-office return date (YYYY-MM-DD). */
export function afterReturnDate(date: string, window: WorkingWindow): Date {
  // An instant around noon that day on their clock: the day after it is the one asked for.
  const noon = Date.parse(`${date}T12:00:00Z`)
  const onReturnDay = new Date(noon - tzOffset(window.zone, new Date(noon)) * 60_000)
  return nextWorkingDay(onReturnDay, window)
}

function isWeekend(at: Date, zone: string) {
  const weekday = new Date(contactDay(at, zone)).getUTCDay()
  return weekday === 6 || weekday === 0
}

/** A journalist's working window for a founder: the journalist's time zone, the founder's setting. */
export async function workingWindowOf(
  deps: Pick<Deps, 'store' | 'now'>,
  userId: string,
  journalistId: string,
): Promise<WorkingWindow> {
  const [zone, settings] = await Promise.all([
    journalistTimeZone(deps, userId, journalistId),
    getAutomationSettings(deps, userId),
  ])
  return { zone, skipWeekends: settings.skipWeekends }
}
