import { describe, expect, it } from 'vitest'
import { formatDateTime } from './constants'
import { scheduledToast } from './use-pitches'

describe('the toast of a pitch that did not go at once', () => {
  const at = '2026-03-05T09:30:00.000Z'
  it('says when and why a pitch sent now waits: one message per journalist per day', () => {
    expect(scheduledToast({ scheduled_for: at }, undefined)).toBe(
      `Pitch scheduled for ${formatDateTime(at)}: one message per journalist per day`,
    )
  })
  it('is the plain "Pitch scheduled" when the founder chose the time', () => {
    expect(scheduledToast({ scheduled_for: at }, at)).toBe('Pitch scheduled')
  })
})
