import { contactDay } from '../../../shared/domain/follow-ups'

/** A send's schedule, as named before schedules were named by their time (still removed on a cancel). */
export const scheduleName = (sendId: string) => `send-${sendId}`

/**
 * The schedule of a send waiting for a time the founder chose (scheduled, or moved there): named by
 * that time, so a retried request for another time, or two moves at once, never take each other's.
 */
export const scheduleNameAt = (sendId: string, at: string | Date) =>
  `${scheduleName(sendId)}-${new Date(at).getTime()}`

/** The schedule of a send held for the journalist's next day: named by that day, one per day held. */
export const heldScheduleName = (sendId: string, at: Date, zone: string) =>
  `${scheduleName(sendId)}-${contactDay(at, zone)}`
