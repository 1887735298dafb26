import { describe, expect, it } from 'vitest'
import { DEFAULT_AUTOMATION_SETTINGS } from '../../../../shared/contracts/automation'
import {
  canAddInterval,
  newInterval,
  type SettingsDraft,
  SettingsDraftContract,
  summarize,
  toDraft,
} from './settings-form'

/** What the form's resolver gets from the contract: the settings, or each field's message by its path. */
function check(draft: SettingsDraft) {
  const result = SettingsDraftContract.safeParse(draft)
  if (result.success) return { ok: true, settings: result.data }
  return {
    ok: false,
    errors: Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
  }
}

describe('the settings form', () => {
  it('gives back the settings it was given when nothing was changed', () => {
    expect(check(toDraft(DEFAULT_AUTOMATION_SETTINGS))).toEqual({
      ok: true,
      settings: DEFAULT_AUTOMATION_SETTINGS,
    })
  })

  it("puts the shared contract's messages on the fields they are about, an empty box included", () => {
    const typed = ['31', '', '2.5']
    const draft = toDraft(DEFAULT_AUTOMATION_SETTINGS)
    draft.intervals = draft.intervals.map((interval, i) => ({ ...interval, days: typed[i] ?? interval.days }))
    draft.maxFollowUps = '6'
    const checked = check(draft)
    expect(checked).toEqual({
      ok: false,
      errors: {
        'intervals.0.days': 'Follow-up days must be a number from 1 to 30',
        'intervals.1.days': 'Follow-up days must be a number from 1 to 30',
        'intervals.2.days': 'Follow-up days must be a number from 1 to 30',
        maxFollowUps: 'Max follow-ups per pitch is from 1 to 5',
      },
    })
  })

  it('refuses a sixth follow-up with "At most 5 follow-up intervals", and stops offering one at five', () => {
    const draft = toDraft(DEFAULT_AUTOMATION_SETTINGS)
    while (canAddInterval(draft)) draft.intervals.push(newInterval(draft.intervals))
    expect(draft.intervals).toHaveLength(5)
    expect(new Set(draft.intervals.map((interval) => interval.id)).size).toBe(5)
    expect(check(draft).ok).toBe(true)
    draft.intervals.push(newInterval(draft.intervals))
    expect(check(draft)).toEqual({
      ok: false,
      errors: { intervals: 'At most 5 follow-up intervals' },
    })
  })

  it("keeps the founder's own template texts it does not edit", () => {
    const settings = { ...DEFAULT_AUTOMATION_SETTINGS, templates: { check_in: 'Hi {{journalist_name}}' } }
    expect(check(toDraft(settings))).toEqual({ ok: true, settings })
  })

  it('sums the settings up in one line', () => {
    expect(summarize(DEFAULT_AUTOMATION_SETTINGS)).toBe(
      'Days 3 and 7 · as reminders · weekends skipped · at most 3 per pitch',
    )
  })
})
