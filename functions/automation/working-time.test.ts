import { describe, expect, it } from 'vitest'
import { inMachineZone } from '../../test/support/machine-zone'
import { afterReturnDate, nextWorkingDay, nextWorkingTime } from './working-time'

const london = { zone: 'Europe/London', skipWeekends: true }
const at = (iso: string) => new Date(iso)
const next = (iso: string, window = london) => nextWorkingTime(at(iso), window).toISOString()

describe('nextWorkingTime', () => {
  it('sends a pause ending at 00:05 on Saturday in London at 09:30 on Monday', () => {
    // Saturday 7 March 2026, GMT.
    expect(next('2026-03-07T00:05:00Z')).toBe('2026-03-09T09:30:00.000Z')
  })

  it('keeps a time that is already 09:30 on a working day, and takes the same day before 09:30', () => {
    expect(next('2026-03-10T09:30:00Z')).toBe('2026-03-10T09:30:00.000Z')
    expect(next('2026-03-10T06:13:00Z')).toBe('2026-03-10T09:30:00.000Z')
  })

  it('waits for the next morning once 09:30 has gone, and from Friday afternoon for Monday', () => {
    expect(next('2026-03-10T09:31:00Z')).toBe('2026-03-11T09:30:00.000Z')
    expect(next('2026-03-13T15:00:00Z')).toBe('2026-03-16T09:30:00.000Z')
  })

  it('keeps Saturday 09:30 when the founder does not skip weekends', () => {
    expect(next('2026-03-07T00:05:00Z', { ...london, skipWeekends: false })).toBe('2026-03-07T09:30:00.000Z')
  })

  it("reads the day and the hour on the journalist's clock: Saturday 06:13 in Sydney is Monday 09:30 there", () => {
    // Friday 20:13 UTC is Saturday 06:13 AEDT (UTC+11) on 7 March 2026.
    const sydney = { zone: 'Australia/Sydney', skipWeekends: true }
    expect(next('2026-03-06T19:13:00Z', sydney)).toBe('2026-03-08T22:30:00.000Z')
  })

  it('stays at 09:30 local over a spring-forward weekend and a fall-back one', () => {
    // New York springs forward on Sunday 8 March 2026: Saturday night EST, Monday 09:30 EDT.
    const ny = { zone: 'America/New_York', skipWeekends: true }
    expect(next('2026-03-08T04:30:00Z', ny)).toBe('2026-03-09T13:30:00.000Z')
    // London falls back on Sunday 25 October 2026: Saturday 23:30 BST, Monday 09:30 GMT.
    expect(next('2026-10-24T22:30:00Z')).toBe('2026-10-26T09:30:00.000Z')
    // Sunday itself, weekends allowed, after the change: 09:30 GMT that day.
    expect(next('2026-10-25T00:30:00Z', { ...london, skipWeekends: false })).toBe('2026-10-25T09:30:00.000Z')
  })

  it('moves a 09:30 a clock change skips on by the gap, and steps over a day the calendar skipped', () => {
    // Santiago's Sunday 6 September 2026 has no midnight: from its first minute, 09:30 UTC-3 that day.
    expect(next('2026-09-06T04:00:00Z', { zone: 'America/Santiago', skipWeekends: false })).toBe(
      '2026-09-06T12:30:00.000Z',
    )
    // Samoa went from Thursday 29 to Saturday 31 December 2011: Thursday afternoon waits for Monday.
    expect(next('2011-12-30T02:00:00Z', { zone: 'Pacific/Apia', skipWeekends: true })).toBe(
      '2012-01-01T19:30:00.000Z',
    )
  })

  it("gives the same instant whatever the machine's zone", () => {
    const sydney = { zone: 'Australia/Sydney', skipWeekends: true }
    const asked = (machine: string) => inMachineZone(machine, () => next('2026-03-06T19:13:00Z', sydney))
    expect(asked('UTC')).toBe(asked('America/Los_Angeles'))
    expect(asked('Australia/Lord_Howe')).toBe('2026-03-08T22:30:00.000Z')
  })
})

describe('nextWorkingDay and afterReturnDate', () => {
  it('holds a second message of Friday, and of Saturday, until Monday 09:30', () => {
    expect(nextWorkingDay(at('2026-03-06T10:00:00Z'), london).toISOString()).toBe('2026-03-09T09:30:00.000Z')
    expect(nextWorkingDay(at('2026-03-07T10:00:00Z'), london).toISOString()).toBe('2026-03-09T09:30:00.000Z')
    // Weekends allowed: Saturday's.
    expect(nextWorkingDay(at('2026-03-06T10:00:00Z'), { ...london, skipWeekends: false }).toISOString()).toBe(
      '2026-03-07T09:30:00.000Z',
    )
  })

  it('moves a follow-up to the working day after a return date, Saturday to Monday', () => {
    expect(afterReturnDate('2026-03-05', london).toISOString()).toBe('2026-03-06T09:30:00.000Z')
    expect(afterReturnDate('2026-03-07', london).toISOString()).toBe('2026-03-09T09:30:00.000Z')
    // Tokyo's day starts nine hours before UTC's: still the day after the date on their calendar.
    expect(afterReturnDate('2026-12-31', { zone: 'Asia/Tokyo', skipWeekends: true }).toISOString()).toBe(
      '2027-01-01T00:30:00.000Z',
    )
    // Kiritimati (UTC+14) and Pago Pago (UTC-11): the date is theirs, not UTC's.
    expect(
      afterReturnDate('2026-03-04', { zone: 'Pacific/Kiritimati', skipWeekends: true }).toISOString(),
    ).toBe('2026-03-04T19:30:00.000Z')
    expect(
      afterReturnDate('2026-03-04', { zone: 'Pacific/Pago_Pago', skipWeekends: true }).toISOString(),
    ).toBe('2026-03-05T20:30:00.000Z')
  })
})
