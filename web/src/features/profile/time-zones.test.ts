import { describe, expect, it } from 'vitest'
import { isTimeZone } from '../../../../shared/contracts/sending'
import { currentZoneName, timeZones } from './time-zones'

describe('the time zones a founder chooses from', () => {
  it('lists renamed zones by the names people look for, in order, once each', () => {
    const zones = timeZones()
    for (const [old, current] of [
      ['Asia/Calcutta', 'Asia/Kolkata'],
      ['Europe/Kiev', 'Europe/Kyiv'],
    ]) {
      expect(zones).toContain(current)
      expect(zones).not.toContain(old)
    }
    expect(new Set(zones).size).toBe(zones.length)
    const rest = zones.slice(2)
    expect(rest).toEqual([...rest].sort())
  })

  it('offers only names the runtime, and so the server, takes', () => {
    for (const zone of timeZones()) expect(isTimeZone(zone), zone).toBe(true)
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata')
    expect(currentZoneName('Europe/London')).toBe('Europe/London')
  })
})
