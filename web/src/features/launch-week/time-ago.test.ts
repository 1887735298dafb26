import { describe, expect, it } from 'vitest'
import { timeAgo } from './time-ago'

const now = Date.parse('2026-05-10T12:00:00.000Z')
const secondsAgo = (seconds: number) => new Date(now - seconds * 1000).toISOString()

describe('timeAgo', () => {
  it('says "just now" under a minute, and for a clock a little ahead', () => {
    expect(timeAgo(secondsAgo(0), now)).toBe('just now')
    expect(timeAgo(secondsAgo(59), now)).toBe('just now')
    expect(timeAgo(secondsAgo(-30), now)).toBe('just now')
  })

  it('counts whole minutes, hours and days', () => {
    expect(timeAgo(secondsAgo(60), now)).toBe('1 minute ago')
    expect(timeAgo(secondsAgo(5 * 60 + 40), now)).toBe('5 minutes ago')
    expect(timeAgo(secondsAgo(3 * 3600), now)).toBe('3 hours ago')
    expect(timeAgo(secondsAgo(86_400), now)).toBe('yesterday')
    expect(timeAgo(secondsAgo(3 * 86_400), now)).toBe('3 days ago')
  })
})
