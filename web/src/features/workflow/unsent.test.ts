import { describe, expect, it } from 'vitest'
import type { WorkflowCard } from '../../../../shared/contracts/workflow'
import { unsentArrivals, unsentNotice } from './unsent'

const card = (id: string, status: WorkflowCard['status'], sent_at: string | null) =>
  ({ id, status, journalist: { full_name: `Reporter ${id}` }, pitch: { sent_at } }) as WorkflowCard

describe('cards that arrive in Pitched never sent', () => {
  const cards = [
    card('1', 'drafted', null),
    card('2', 'reviewed', '2026-11-30T10:00:00Z'),
    card('3', 'pitched', null),
    card('4', 'reviewed', null),
  ]

  it('are those of the move, not sent and not in Pitched already', () => {
    expect(unsentArrivals(cards, ['1', '2', '3'], 'pitched').map((c) => c.id)).toEqual(['1'])
    expect(unsentArrivals(cards, ['1', '4'], 'pitched').map((c) => c.id)).toEqual(['1', '4'])
  })

  it('are none for a move anywhere else', () => {
    expect(unsentArrivals(cards, ['1', '4'], 'reviewed')).toEqual([])
  })

  it('are named when one, counted when several', () => {
    expect(unsentNotice([cards[0]!])).toBe(
      'The pitch to Reporter 1 was never sent from Pressroom: its follow-ups are reminders to you until it is.',
    )
    expect(unsentNotice([cards[0]!, cards[3]!])).toBe(
      '2 of these pitches were never sent from Pressroom: their follow-ups are reminders to you until they are.',
    )
  })
})
