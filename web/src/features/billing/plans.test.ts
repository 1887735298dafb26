import { describe, expect, it } from 'vitest'
import { formatPrice, perPitch, pitchesAMonth, pitchUsage } from './plans'

const profile = {
  subscription_tier: 'growth' as const,
  pitches_used: 4,
  pitches_purchased: 2,
  free_pitches_remaining: 15,
  last_reset_at: '2026-03-10T00:00:00.000Z',
}

describe('plans and usage', () => {
  it('prices whole dollars without cents and others with them', () => {
    expect(formatPrice(7900)).toBe('$79')
    expect(formatPrice(950)).toBe('$9.50')
    expect(perPitch({ price_cents: 1900, pitches: 2 })).toBe('$9.50 per pitch')
    expect(perPitch({ price_cents: 7900 })).toBeNull()
  })

  it('says how many pitches a plan grants each month', () => {
    expect(pitchesAMonth('free')).toBe('1 pitch a month')
    expect(pitchesAMonth('growth')).toBe('15 pitches a month')
    expect(pitchesAMonth('unlimited')).toBe('Unlimited pitches')
  })

  it('totals the plan allowance and pack pitches, keeping launch week apart', () => {
    const usage = pitchUsage(profile, new Date('2026-03-20T00:00:00.000Z'))
    expect(usage).toMatchObject({ used: 4, total: 17, allowance: 15, purchased: 2, launchWeek: 15 })
    expect(usage.resetsAt).toBe('2026-04-10T00:00:00.000Z')
  })

  it('starts a new month at zero used and has no total on the unlimited plan', () => {
    expect(pitchUsage(profile, new Date('2026-04-11T00:00:00.000Z')).used).toBe(0)
    expect(pitchUsage({ ...profile, subscription_tier: 'unlimited' }, new Date()).total).toBeNull()
  })
})
