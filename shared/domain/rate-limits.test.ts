import { describe, expect, it } from 'vitest'
import { windowAt } from './rate-limits'

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
