import { describe, expect, it } from 'vitest'
import { inMachineZone } from '../../test/support/machine-zone'
import { AutomationSettings, DEFAULT_AUTOMATION_SETTINGS } from '../contracts/automation'
import { FOLLOW_UP_TEXTS, fillTemplate, unknownPlaceholders } from './follow-up-templates'
import {
  contactDay,
  followUpDueDates,
  nextDayAtWorkingHour,
  nextWorkingDayAfter,
  resumeTimes,
  timeZoneOf,
} from './follow-ups'

const iso = (dates: { dueAt: Date }[]) => dates.map((d) => d.dueAt.toISOString())

describe('followUpDueDates', () => {
  it('puts the default follow-ups at +3 and +7 days, 09:30 local, Saturday and Sunday rolled to Monday', () => {
    // Wednesday 4 March 2026, London (GMT): +3 is Saturday → Monday 9th; +7 is Wednesday 11th.
    const dates = followUpDueDates(
      new Date('2026-03-04T15:00:00Z'),
      DEFAULT_AUTOMATION_SETTINGS,
      'Europe/London',
    )
    expect(iso(dates)).toEqual(['2026-03-09T09:30:00.000Z', '2026-03-11T09:30:00.000Z'])
    expect(dates.map((d) => d.template)).toEqual(['gentle_reminder', 'check_in'])
  })

  it('keeps Saturday when weekends are not skipped', () => {
    const settings = { ...DEFAULT_AUTOMATION_SETTINGS, skipWeekends: false }
    const dates = followUpDueDates(new Date('2026-03-04T15:00:00Z'), settings, 'Europe/London')
    expect(iso(dates)[0]).toBe('2026-03-07T09:30:00.000Z')
  })

  it('stays at 09:30 local across a daylight-saving change, in two time zones', () => {
    // New York springs forward on 8 March 2026, London on 29 March.
    const ny = followUpDueDates(
      new Date('2026-03-05T14:00:00Z'),
      DEFAULT_AUTOMATION_SETTINGS,
      'America/New_York',
    )
    // +3 = Sunday 8th → Monday 9th, now EDT (UTC-4); +7 = Thursday 12th, EDT.
    expect(iso(ny)).toEqual(['2026-03-09T13:30:00.000Z', '2026-03-12T13:30:00.000Z'])
    const london = followUpDueDates(
      new Date('2026-03-26T10:00:00Z'),
      DEFAULT_AUTOMATION_SETTINGS,
      'Europe/London',
    )
    // +3 = Sunday 29th (clocks change) → Monday 30th at 09:30 BST (08:30 UTC); +7 = Thursday 2 April, BST.
    expect(iso(london)).toEqual(['2026-03-30T08:30:00.000Z', '2026-04-02T08:30:00.000Z'])
  })

  it("counts calendar days in the journalist's zone: late evening in New York is already tomorrow in Sydney", () => {
    const pitchedAt = new Date('2026-06-01T23:00:00Z') // Monday 19:00 in New York, Tuesday 09:00 in Sydney
    const settings = { ...DEFAULT_AUTOMATION_SETTINGS, skipWeekends: false }
    expect(iso(followUpDueDates(pitchedAt, settings, 'America/New_York'))[0]).toBe('2026-06-04T13:30:00.000Z')
    expect(iso(followUpDueDates(pitchedAt, settings, 'Australia/Sydney'))[0]).toBe('2026-06-04T23:30:00.000Z')
  })

  it('takes only enabled intervals, nearest first, at most maxFollowUps', () => {
    const settings = {
      ...DEFAULT_AUTOMATION_SETTINGS,
      maxFollowUps: 2,
      intervals: [
        { id: 'a', days: 10, enabled: true, template: 'value_add' as const },
        { id: 'b', days: 2, enabled: true, template: 'gentle_reminder' as const },
        { id: 'c', days: 5, enabled: false, template: 'check_in' as const },
        { id: 'd', days: 6, enabled: true, template: 'check_in' as const },
      ],
    }
    const dates = followUpDueDates(new Date('2026-03-02T08:00:00Z'), settings, 'UTC')
    expect(dates.map((d) => d.intervalId)).toEqual(['b', 'd'])
  })
})

describe("due dates across daylight-saving changes and zones (expected instants from the zones' rules)", () => {
  const noWeekends = { ...DEFAULT_AUTOMATION_SETTINGS, skipWeekends: false }

  it('lands on the spring-forward Sunday itself at 09:30 EDT when weekends are not skipped', () => {
    // New York: 02:00 EST on Sunday 8 March 2026 becomes 03:00 EDT (UTC-4).
    const dates = followUpDueDates(new Date('2026-03-05T14:00:00Z'), noWeekends, 'America/New_York')
    expect(iso(dates)).toEqual(['2026-03-08T13:30:00.000Z', '2026-03-12T13:30:00.000Z'])
  })

  it('stays at 09:30 local in a fall-back week: 09:30 EDT before, 09:30 EST after, in New York', () => {
    // Wednesday 28 October 2026, 10:00 EDT. Clocks go back on Sunday 1 November (EDT UTC-4 → EST UTC-5).
    // +3 = Saturday 31 October → Monday 2 November, EST; +7 = Wednesday 4 November, EST.
    const pitchedAt = new Date('2026-10-28T14:00:00Z')
    expect(iso(followUpDueDates(pitchedAt, DEFAULT_AUTOMATION_SETTINGS, 'America/New_York'))).toEqual([
      '2026-11-02T14:30:00.000Z',
      '2026-11-04T14:30:00.000Z',
    ])
    // +1 without the weekend rule: Thursday 29 October, still EDT.
    const oneDay = {
      ...noWeekends,
      intervals: [{ id: 'a', days: 1, enabled: true, template: 'check_in' as const }],
    }
    expect(iso(followUpDueDates(pitchedAt, oneDay, 'America/New_York'))).toEqual(['2026-10-29T13:30:00.000Z'])
  })

  it('stays at 09:30 local in a fall-back week in London: BST before, GMT after', () => {
    // Thursday 22 October 2026, 10:00 BST. Clocks go back at 02:00 BST on Sunday 25 October.
    const pitchedAt = new Date('2026-10-22T09:00:00Z')
    // +3 = Sunday 25th → Monday 26th, GMT; +7 = Thursday 29th, GMT.
    expect(iso(followUpDueDates(pitchedAt, DEFAULT_AUTOMATION_SETTINGS, 'Europe/London'))).toEqual([
      '2026-10-26T09:30:00.000Z',
      '2026-10-29T09:30:00.000Z',
    ])
    // The Sunday of the change itself, weekends kept: 09:30 GMT.
    expect(iso(followUpDueDates(pitchedAt, noWeekends, 'Europe/London'))[0]).toBe('2026-10-25T09:30:00.000Z')
  })

  it("rolls a due date that is Saturday in the journalist's zone, though still Friday in UTC, to Monday", () => {
    // Tuesday 3 March 2026 20:00 UTC is Wednesday 4 March 05:00 in Tokyo (UTC+9, no daylight saving).
    // +3 in Tokyo = Saturday 7 March → Monday 9 March 09:30 JST = 00:30 UTC.
    const dates = followUpDueDates(
      new Date('2026-03-03T20:00:00Z'),
      DEFAULT_AUTOMATION_SETTINGS,
      'Asia/Tokyo',
    )
    expect(iso(dates)).toEqual(['2026-03-09T00:30:00.000Z', '2026-03-11T00:30:00.000Z'])
  })

  it('rolls a due date landing on Sunday to the next day, across a month end', () => {
    // Thursday 28 May 2026 in UTC; +3 = Sunday 31 May → Monday 1 June.
    const dates = followUpDueDates(new Date('2026-05-28T12:00:00Z'), DEFAULT_AUTOMATION_SETTINGS, 'UTC')
    expect(iso(dates)).toEqual(['2026-06-01T09:30:00.000Z', '2026-06-04T09:30:00.000Z'])
  })

  it('finds the due day when the time of day pitched does not exist on it (a midnight clock change)', () => {
    // Santiago: Saturday 5 September 2026 at 00:15 (UTC-4); on Sunday 6th midnight becomes 01:00 (UTC-3).
    const oneDay = {
      ...noWeekends,
      intervals: [{ id: 'a', days: 1, enabled: true, template: 'check_in' as const }],
    }
    const dates = followUpDueDates(new Date('2026-09-05T04:15:00Z'), oneDay, 'America/Santiago')
    expect(iso(dates)).toEqual(['2026-09-06T12:30:00.000Z'])
  })

  it("gives the same instants whatever the machine's zone, even when it changes clocks the same day", () => {
    // Apia (Samoa) left daylight saving at 04:00 on Saturday 2 April 2011 (UTC-10 → UTC-11), the night
    // Sydney did (AEDT → AEST). Back Friday 1 April: Monday 4 April at 09:30, UTC-11.
    const backOn = (machine: string) =>
      inMachineZone(machine, () => nextWorkingDayAfter('2011-04-01', 'Pacific/Apia').toISOString())
    expect(backOn('UTC')).toBe('2011-04-04T20:30:00.000Z')
    expect(backOn('Australia/Sydney')).toBe('2011-04-04T20:30:00.000Z')
    expect(backOn('Australia/Lord_Howe')).toBe('2011-04-04T20:30:00.000Z')
    const due = (machine: string) =>
      inMachineZone(machine, () =>
        iso(followUpDueDates(new Date('2011-04-03T04:00:00Z'), DEFAULT_AUTOMATION_SETTINGS, 'Pacific/Apia')),
      )
    // Saturday 2 April 17:00 in Apia: +3 = Tuesday 5th, +7 = Saturday 9th → Monday 11th, 09:30 UTC-11.
    expect(due('Australia/Sydney')).toEqual(['2011-04-05T20:30:00.000Z', '2011-04-11T20:30:00.000Z'])
  })

  it('rolls a due day the calendar skipped (Samoa, Friday 30 December 2011) onto the Saturday it became, then Monday', () => {
    // Tuesday 27 December 2011, 12:00 in Apia (UTC-10); Thursday 29th was followed by Saturday 31st (UTC+14).
    const dates = followUpDueDates(
      new Date('2011-12-27T22:00:00Z'),
      DEFAULT_AUTOMATION_SETTINGS,
      'Pacific/Apia',
    )
    // +3 = Friday 30th, which never was → Monday 2 January 2012; +7 = Tuesday 3 January; 09:30 UTC+14.
    expect(iso(dates)).toEqual(['2012-01-01T19:30:00.000Z', '2012-01-02T19:30:00.000Z'])
  })

  it('gives plain Dates, which serialise as UTC instants', () => {
    const [first] = followUpDueDates(
      new Date('2026-03-04T15:00:00Z'),
      DEFAULT_AUTOMATION_SETTINGS,
      'Asia/Tokyo',
    )
    expect(first?.dueAt.constructor).toBe(Date)
    expect(JSON.stringify(first?.dueAt)).toBe('"2026-03-09T00:30:00.000Z"')
  })
})

describe('nextWorkingDayAfter and resumeTimes', () => {
  it('holds an out-of-office until the working day after the return date', () => {
    expect(nextWorkingDayAfter('2026-03-05', 'Europe/Berlin').toISOString()).toBe('2026-03-06T08:30:00.000Z')
    // Back on Friday 6th: the next working day is Monday 9th.
    expect(nextWorkingDayAfter('2026-03-06', 'Europe/Berlin').toISOString()).toBe('2026-03-09T08:30:00.000Z')
  })

  it('holds an out-of-office to 09:30 local across a clock change', () => {
    // Back Saturday 7 March 2026 in New York: Sunday 8th springs forward, Monday 9th is 09:30 EDT.
    expect(nextWorkingDayAfter('2026-03-07', 'America/New_York').toISOString()).toBe(
      '2026-03-09T13:30:00.000Z',
    )
    // Back Friday 23 October 2026 in London: Sunday 25th falls back, Monday 26th is 09:30 GMT.
    expect(nextWorkingDayAfter('2026-10-23', 'Europe/London').toISOString()).toBe('2026-10-26T09:30:00.000Z')
    // Back Saturday 5 September 2026 in Santiago, whose Sunday has no midnight: Monday 7th, 09:30 UTC-3.
    expect(nextWorkingDayAfter('2026-09-05', 'America/Santiago').toISOString()).toBe(
      '2026-09-07T12:30:00.000Z',
    )
    // Back Thursday 31 December 2026 in Tokyo: Friday 1 January 2027, 09:30 JST.
    expect(nextWorkingDayAfter('2026-12-31', 'Asia/Tokyo').toISOString()).toBe('2027-01-01T00:30:00.000Z')
  })

  it('spaces resumed follow-ups a few minutes apart, never all in the same minute', () => {
    const times = resumeTimes(3, new Date('2026-03-02T10:00:00Z')).map((d) => d.toISOString())
    expect(times).toEqual([
      '2026-03-02T10:05:00.000Z',
      '2026-03-02T10:08:00.000Z',
      '2026-03-02T10:11:00.000Z',
    ])
  })

  it("knows the time zone of a journalist's city, and says nothing of an unknown place", () => {
    expect(timeZoneOf('London')).toBe('Europe/London')
    expect(timeZoneOf('Bengaluru, India')).toBe('Asia/Kolkata')
    expect(timeZoneOf('Atlantis')).toBeUndefined()
  })
})

describe("the one-message-a-day rule's days (the journalist's calendar)", () => {
  it("counts the journalist's date, not UTC's, on either side of their midnight", () => {
    // 14:30 UTC on Tuesday 10 March 2026 is 23:30 in Tokyo; an hour later it is Wednesday there.
    expect(contactDay(new Date('2026-03-10T14:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-10')
    expect(contactDay(new Date('2026-03-10T15:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-11')
    // 03:00 UTC on the 10th is still the 9th in New York (23:00 EDT).
    expect(contactDay(new Date('2026-03-10T03:00:00Z'), 'America/New_York')).toBe('2026-03-09')
    expect(contactDay(new Date('2026-03-10T03:00:00Z'), 'UTC')).toBe('2026-03-10')
  })

  it("holds a second message until 09:30 on the journalist's next day, across a clock change", () => {
    // 01:00 on Wednesday 11 March in Tokyo: Thursday 12th at 09:30 JST.
    expect(nextDayAtWorkingHour(new Date('2026-03-10T16:00:00Z'), 'Asia/Tokyo').toISOString()).toBe(
      '2026-03-12T00:30:00.000Z',
    )
    // 15:00 EST on Saturday 7 March in New York: Sunday 8th springs forward, so 09:30 EDT.
    expect(nextDayAtWorkingHour(new Date('2026-03-07T20:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-08T13:30:00.000Z',
    )
    // 23:30 BST on Saturday 24 October in London: Sunday 25th falls back, so 09:30 GMT.
    expect(nextDayAtWorkingHour(new Date('2026-10-24T22:30:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-10-25T09:30:00.000Z',
    )
  })
})

describe('templates', () => {
  it('fills the placeholders and finds unknown ones', () => {
    const text = fillTemplate(FOLLOW_UP_TEXTS.check_in.body, {
      journalist_name: 'Jo',
      publication: 'The Ledger',
      company_name: 'Acme',
    })
    expect(text).toContain('Hi Jo,')
    expect(text).toContain('my note about Acme')
    expect(text).not.toContain('{{')
    expect(unknownPlaceholders('Hi {{ first_name }} at {{publication}}')).toEqual(['first_name'])
  })

  it('refuses settings with an unknown placeholder, days out of 1-30, or more than 5 intervals', () => {
    const refused = (settings: unknown) => AutomationSettings.safeParse(settings).error?.issues[0]?.message
    expect(refused({ ...DEFAULT_AUTOMATION_SETTINGS, templates: { check_in: 'Hi {{first_name}}' } })).toBe(
      'Unknown placeholder {{first_name}}: use {{journalist_name}}, {{publication}} or {{company_name}}',
    )
    const interval = DEFAULT_AUTOMATION_SETTINGS.intervals[0]!
    expect(refused({ ...DEFAULT_AUTOMATION_SETTINGS, intervals: [{ ...interval, days: 31 }] })).toBe(
      'Follow-up days must be a number from 1 to 30',
    )
    expect(refused({ ...DEFAULT_AUTOMATION_SETTINGS, intervals: Array(6).fill(interval) })).toBe(
      'At most 5 follow-up intervals',
    )
    expect(AutomationSettings.safeParse(DEFAULT_AUTOMATION_SETTINGS).success).toBe(true)
  })
})
