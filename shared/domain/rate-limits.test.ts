import { describe, expect, it } from 'vitest'
import {
  KIT_UNDER_GUESSING_PER_ADDRESS,
  kitPasswordAllowance,
  RATE_LIMIT_DEFAULTS,
  windowAt,
} from './rate-limits'

describe('rate-limit windows', () => {
  const quarter = { windowSeconds: 15 * 60 }

  it('puts every moment of a quarter hour in the same window and says when the next opens', () => {
    const first = windowAt(quarter, new Date('2026-05-01T10:00:00Z'))
    const last = windowAt(quarter, new Date('2026-05-01T10:14:59.900Z'))
    expect(first.start).toBe(last.start)
    expect(first.retryAfterSeconds).toBe(900)
    expect(last.retryAfterSeconds).toBe(1)
    expect(windowAt(quarter, new Date('2026-05-01T10:15:00Z')).start).toBe(first.end)
  })
})

describe("a kit password's tries per address", () => {
  it('gives each address ten tries a minute until the kit has had ten wrong passwords, then three, never none', () => {
    expect(kitPasswordAllowance(0)).toBe(RATE_LIMIT_DEFAULTS.kitPasswordPerKitAddress.max)
    expect(kitPasswordAllowance(9)).toBe(10)
    expect(kitPasswordAllowance(10)).toBe(KIT_UNDER_GUESSING_PER_ADDRESS)
    expect(kitPasswordAllowance(10_000)).toBe(3)
    expect(KIT_UNDER_GUESSING_PER_ADDRESS).toBeGreaterThan(0)
  })
})
