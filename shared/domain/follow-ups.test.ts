import { describe, expect, it } from 'vitest'
import { AutomationSettings, DEFAULT_AUTOMATION_SETTINGS } from '../contracts/automation'
import { FOLLOW_UP_TEXTS, fillTemplate, unknownPlaceholders } from './follow-up-templates'
import { followUpDueDates, nextWorkingDayAfter, resumeTimes, timeZoneOf } from './follow-ups'

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

describe('nextWorkingDayAfter and resumeTimes', () => {
  it('holds an out-of-office until the working day after the return date', () => {
    expect(nextWorkingDayAfter('2026-03-05', 'Europe/Berlin').toISOString()).toBe('2026-03-06T08:30:00.000Z')
    // Back on Friday 6th: the next working day is Monday 9th.
    expect(nextWorkingDayAfter('2026-03-06', 'Europe/Berlin').toISOString()).toBe('2026-03-09T08:30:00.000Z')
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
