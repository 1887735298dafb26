import { describe, expect, it } from 'vitest'
import { actionAt } from './action-fixture'
import { groupActions, isDueReminder } from './group-actions'

const summary = (groups: ReturnType<typeof groupActions>) =>
  groups.map((group) => [group.title, group.actions.map((action) => action.id)])

describe('groupActions', () => {
  // Wednesday 4 March 2026, 10:00 in London (GMT, so 10:00 UTC).
  const now = new Date('2026-03-04T10:00:00Z')

  it('puts each action in Overdue, Today, Tomorrow, Upcoming or Paused, in that order, soonest first', () => {
    const groups = groupActions(
      [
        actionAt('later-next-week', '2026-03-12T09:00:00Z'),
        actionAt('held', '2026-03-04T08:00:00Z', { status: 'paused', reason: 'Paused by you' }),
        actionAt('tomorrow-late', '2026-03-05T23:59:00Z'),
        actionAt('this-afternoon', '2026-03-04T15:00:00Z'),
        actionAt('this-morning', '2026-03-04T09:00:00Z'),
        actionAt('tomorrow-early', '2026-03-05T00:00:00Z'),
        actionAt('day-after', '2026-03-06T00:00:00Z'),
        actionAt('yesterday', '2026-03-03T09:00:00Z'),
        actionAt('held-later', '2026-03-20T09:00:00Z', { status: 'paused' }),
      ],
      now,
      'Europe/London',
    )
    expect(summary(groups)).toEqual([
      ['Overdue', ['yesterday', 'this-morning']],
      ['Today', ['this-afternoon']],
      ['Tomorrow', ['tomorrow-early', 'tomorrow-late']],
      ['Upcoming', ['day-after', 'later-next-week']],
      ['Paused', ['held', 'held-later']],
    ])
  })

  it('leaves empty groups out, and has no group at all without actions', () => {
    expect(summary(groupActions([actionAt('a', '2026-03-10T09:00:00Z')], now, 'Europe/London'))).toEqual([
      ['Upcoming', ['a']],
    ])
    expect(groupActions([], now, 'Europe/London')).toEqual([])
  })

  it('counts an action due at this very minute as overdue', () => {
    expect(summary(groupActions([actionAt('now', now.toISOString())], now, 'Europe/London'))).toEqual([
      ['Overdue', ['now']],
    ])
  })

  it("reads today and tomorrow in the founder's time zone, not in UTC", () => {
    // 22:00 on Wednesday in New York is already Thursday in UTC.
    const evening = new Date('2026-03-05T03:00:00Z')
    const actions = [
      actionAt('before-midnight-ny', '2026-03-05T04:30:00Z'), // Wed 23:30 in New York
      actionAt('thursday-ny', '2026-03-05T14:00:00Z'), // Thu 09:00 in New York
    ]
    expect(summary(groupActions(actions, evening, 'America/New_York'))).toEqual([
      ['Today', ['before-midnight-ny']],
      ['Tomorrow', ['thursday-ny']],
    ])
    expect(summary(groupActions(actions, evening, 'UTC'))).toEqual([
      ['Today', ['before-midnight-ny', 'thursday-ny']],
    ])
  })

  it('finds tomorrow by the calendar across a daylight-saving change (a 23-hour day)', () => {
    // Saturday 7 March 2026, 23:30 EST; Sunday 8 March has 23 hours in New York.
    const saturdayNight = new Date('2026-03-08T04:30:00Z')
    const actions = [
      actionAt('sunday-late', '2026-03-09T03:45:00Z'), // Sun 23:45 EDT
      actionAt('monday-early', '2026-03-09T04:15:00Z'), // Mon 00:15 EDT, under 24 hours away
    ]
    expect(summary(groupActions(actions, saturdayNight, 'America/New_York'))).toEqual([
      ['Tomorrow', ['sunday-late']],
      ['Upcoming', ['monday-early']],
    ])
  })
})

describe('isDueReminder', () => {
  const now = new Date('2026-03-04T10:00:00Z')

  it('is true only for a scheduled reminder whose time has come', () => {
    expect(isDueReminder(actionAt('due', '2026-03-04T09:00:00Z'), now)).toBe(true)
    expect(isDueReminder(actionAt('not-yet', '2026-03-04T11:00:00Z'), now)).toBe(false)
    expect(isDueReminder(actionAt('paused', '2026-03-04T09:00:00Z', { status: 'paused' }), now)).toBe(false)
    expect(isDueReminder(actionAt('auto', '2026-03-04T09:00:00Z', { type: 'followup' }), now)).toBe(false)
  })
})
