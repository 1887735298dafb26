import { describe, expect, it } from 'vitest'
import { checkScheduledTime } from './send-pitch'

const now = new Date('2026-12-04T12:00:00.000Z')
const at = (ms: number) => new Date(now.getTime() + ms)
const YEAR = 365 * 24 * 3_600_000

describe('a time a send may wait for', () => {
  it('takes one from a minute ago to a year ahead, and refuses one before or after, saying which', () => {
    for (const ok of [at(-60_000), at(0), at(YEAR)]) expect(() => checkScheduledTime(ok, now)).not.toThrow()
    expect(() => checkScheduledTime(at(-60_001), now)).toThrow('Choose a time from now on')
    expect(() => checkScheduledTime(at(YEAR + 1), now)).toThrow('Choose a time within a year from now')
  })
})
