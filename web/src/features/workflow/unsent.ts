import type { PitchStatus } from '../../../../shared/contracts/pitches'
import type { WorkflowCard } from '../../../../shared/contracts/workflow'

/**
 * The cards of a move that arrive in Pitched without Pressroom ever having sent them (moved by hand):
 * the server gives them reminders to the founder, never follow-ups of a message that was not sent.
 */
export function unsentArrivals(cards: readonly WorkflowCard[], ids: readonly string[], status: PitchStatus) {
  if (status !== 'pitched') return []
  const moving = new Set(ids)
  return cards.filter((card) => moving.has(card.id) && card.status !== 'pitched' && !card.pitch.sent_at)
}

/** What the board says of them, beside its 'Send now'. */
export function unsentNotice(cards: readonly Pick<WorkflowCard, 'journalist'>[]) {
  if (cards.length === 1)
    return `The pitch to ${cards[0]?.journalist.full_name} was never sent from Pressroom: its follow-ups are reminders to you until it is.`
  return `${cards.length} of these pitches were never sent from Pressroom: their follow-ups are reminders to you until they are.`
}
