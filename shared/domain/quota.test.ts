import { describe, expect, it } from 'vitest'
import { addMonth, currentPeriodStart, type QuotaFields, quotaState } from './quota'

const base: QuotaFields = {
  subscription_tier: 'free',
  pitches_used: 0,
  pitches_purchased: 0,
  free_pitches_remaining: 0,
  last_reset_at: '2026-11-10T08:00:00.000Z',
}
const now = new Date('2026-11-20T12:00:00.000Z')

describe('pitch quota', () => {
  it.each([
    ['free', 1],
    ['starter', 5],
    ['growth', 15],
    ['pro', 40],
  ] as const)('gives the %s plan %i pitches a month', (tier, allowance) => {
    const state = quotaState({ ...base, subscription_tier: tier, pitches_used: 1 }, now)
    expect(state.allowance).toBe(allowance)
    expect(state.remaining).toBe(allowance - 1)
  })

  it('has no cap on the unlimited plan', () => {
    const state = quotaState({ ...base, subscription_tier: 'unlimited', pitches_used: 500 }, now)
    expect(state).toMatchObject({ allowance: null, remaining: null, next: 'monthly' })
  })

  it('adds launch-week and purchased pitches to the month, and spends the month first', () => {
    const fresh = quotaState({ ...base, pitches_purchased: 5, free_pitches_remaining: 15 }, now)
    expect(fresh).toMatchObject({ remaining: 21, next: 'monthly' })
    const monthUsed = quotaState(
      { ...base, pitches_used: 1, pitches_purchased: 5, free_pitches_remaining: 15 },
      now,
    )
    expect(monthUsed).toMatchObject({ remaining: 20, next: 'launch_week' })
    const onlyPacks = quotaState({ ...base, pitches_used: 1, pitches_purchased: 2 }, now)
    expect(onlyPacks).toMatchObject({ remaining: 2, next: 'purchased' })
    expect(quotaState({ ...base, pitches_used: 1 }, now)).toMatchObject({ remaining: 0, next: null })
  })

  it('resets the month exactly one calendar month after the last reset', () => {
    const used = { ...base, pitches_used: 1 }
    expect(quotaState(used, new Date('2026-12-10T07:59:59.999Z'))).toMatchObject({ used: 1, remaining: 0 })
    expect(quotaState(used, new Date('2026-12-10T08:00:00.000Z'))).toMatchObject({
      used: 0,
      remaining: 1,
      periodStart: '2026-12-10T08:00:00.000Z',
      resetsAt: '2027-01-10T08:00:00.000Z',
    })
  })

  it('skips whole months nobody used and clamps to the end of short months', () => {
    expect(currentPeriodStart('2026-01-31T00:00:00.000Z', new Date('2026-05-15T00:00:00.000Z'))).toBe(
      '2026-04-30T00:00:00.000Z',
    )
    expect(addMonth('2026-01-31T00:00:00.000Z')).toBe('2026-02-28T00:00:00.000Z')
    expect(addMonth('2028-01-31T00:00:00.000Z')).toBe('2028-02-29T00:00:00.000Z')
  })
})
