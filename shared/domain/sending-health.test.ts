import { describe, expect, it } from 'vitest'
import { pauseReasonOf, SENDING_HEALTH, sendingHealthOf } from './sending-health'

const now = new Date('2026-12-02T12:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()
const sends = (count: number, delivery: string, at = daysAgo(1)) =>
  Array.from({ length: count }, () => ({ sent_at: at, delivery }))

describe('sending health', () => {
  it('counts delivered, hard bounces and complaints over the last 30 days and the last 200 sends', () => {
    const health = sendingHealthOf(
      [
        ...sends(190, 'delivered'),
        ...sends(6, 'bounced_hard'),
        ...sends(2, 'complained'),
        ...sends(2, 'bounced_soft'),
        ...sends(50, 'bounced_hard', daysAgo(40)),
        { delivery: 'delivered' }, // never went: not counted
      ],
      now,
    )
    expect(health.lastDays).toEqual({
      sent: 200,
      delivered: 192,
      bounced: 6,
      complained: 2,
      bounceRate: 0.03,
      complaintRate: 0.01,
    })
    // The 200 newest are the same 200: the 40-day-old bounces fall out of both windows.
    expect(health.lastSends).toEqual(health.lastDays)
  })

  it(`pauses above ${SENDING_HEALTH.pauseBounceRate * 100}% bounces, not at it`, () => {
    expect(
      pauseReasonOf(sendingHealthOf([...sends(97, 'delivered'), ...sends(3, 'bounced_hard')], now)),
    ).toBe(undefined)
    expect(
      pauseReasonOf(sendingHealthOf([...sends(96, 'delivered'), ...sends(4, 'bounced_hard')], now)),
    ).toBe('bounces')
  })

  it(`pauses above ${SENDING_HEALTH.pauseComplaintRate * 100}% complaints, before bounces`, () => {
    const health = sendingHealthOf(
      [...sends(1240, 'delivered', daysAgo(2)), ...sends(1, 'complained'), ...sends(10, 'bounced_hard')],
      now,
    )
    expect(pauseReasonOf(health)).toBe('complaints')
    expect(
      pauseReasonOf(sendingHealthOf([...sends(1300, 'delivered'), ...sends(1, 'complained')], now)),
    ).toBe(undefined)
  })

  it(`never pauses on fewer than ${SENDING_HEALTH.minSends} sends`, () => {
    expect(
      pauseReasonOf(sendingHealthOf([...sends(40, 'delivered'), ...sends(9, 'bounced_hard')], now)),
    ).toBe(undefined)
    expect(
      pauseReasonOf(sendingHealthOf([...sends(41, 'delivered'), ...sends(9, 'bounced_hard')], now)),
    ).toBe('bounces')
  })
})
