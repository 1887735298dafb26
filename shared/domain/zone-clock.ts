import { tzOffset } from '@date-fns/tz/tzOffset'

/**
 * An instant on the clock of `zone`, as a Date whose UTC fields (getUTCDay, getUTCHours...) are that
 * zone's: reading them involves no clock change, whatever the zone of the machine running this.
 * @date-fns/tz's tzOffset reads the zone from Intl's time-zone data (docs/decisions/017).
 */
export function onZoneClock(at: Date, zone: string): Date {
  return new Date(at.getTime() + tzOffset(zone, at) * 60_000)
}
