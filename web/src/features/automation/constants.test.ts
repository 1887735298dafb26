import { describe, expect, it } from 'vitest'
import { formatDue } from './constants'

describe('when a scheduled action is due', () => {
  it("names the zone of the clock it is shown on: it goes out at 09:30 the journalist's time, not the founder's", () => {
    const due = formatDue('2026-03-10T09:30:00Z')
    const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
      .formatToParts(new Date('2026-03-10T09:30:00Z'))
      .find((part) => part.type === 'timeZoneName')?.value
    expect(zone).toBeTruthy()
    expect(due).toMatch(/^\w{3}, Mar \d{1,2} · \d{1,2}:30 [AP]M /)
    expect(due.endsWith(` ${zone}`)).toBe(true)
  })
})
