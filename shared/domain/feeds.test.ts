import { describe, expect, it } from 'vitest'
import { isFeedDue, nextFeedRead } from './feeds'

const at = new Date('2026-03-02T10:00:00Z')
const minutesAfter = (d: Date) => (d.getTime() - at.getTime()) / 60_000

describe('when a feed is read next', () => {
  it('is an hour after a good read', () => {
    expect(minutesAfter(nextFeedRead(at, 0))).toBe(60)
  })

  it('backs off 15, 30, 60 minutes after failures in a row, and never more than a day', () => {
    expect([1, 2, 3].map((n) => minutesAfter(nextFeedRead(at, n)))).toEqual([15, 30, 60])
    expect(minutesAfter(nextFeedRead(at, 30))).toBe(24 * 60)
  })

  it('is due once its time has come, not before', () => {
    expect(isFeedDue({ next_read_at: '2026-03-02T10:00:00.000Z' }, at)).toBe(true)
    expect(isFeedDue({ next_read_at: '2026-03-02T10:00:01.000Z' }, at)).toBe(false)
  })
})
