import type { PitchStatus } from '../../../../shared/contracts/pitches'
import type { WorkflowCard } from '../../../../shared/contracts/workflow'

/**
 * The board after a move, as the server will have it: the cards go, in the order given, to the end of
 * the target column with its next positions. The list stays in board order (a column is its cards in
 * list order), so the moved cards go to the end of the list.
 */
export function moveCards(cards: readonly WorkflowCard[], ids: readonly string[], status: PitchStatus) {
  const moving = new Set(ids)
  const staying = cards.filter((card) => !moving.has(card.id))
  const byId = new Map(cards.map((card) => [card.id, card]))
  const end =
    staying.filter((card) => card.status === status).reduce((max, c) => Math.max(max, c.position), -1) + 1
  const moved = [...new Set(ids)].flatMap((id, i) => {
    const card = byId.get(id)
    return card ? [{ ...card, status, position: end + i }] : []
  })
  return [...staying, ...moved]
}

/** The board with one column in a new order (positions 0, 1, 2...), the other cards where they were. */
export function orderColumn(cards: readonly WorkflowCard[], status: PitchStatus, ids: readonly string[]) {
  const rank = new Map(ids.map((id, i) => [id, i]))
  const column = cards
    .filter((card) => card.status === status && rank.has(card.id))
    .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0))
    .map((card, position) => ({ ...card, position }))
  let next = 0
  // Each slot the column had in the list takes the column's next card in its new order.
  return cards.map((card) => (card.status === status && rank.has(card.id) ? (column[next++] ?? card) : card))
}

/**
 * A column's ids after a card is dropped on another card of it: it takes that card's place, the ones
 * between shift by one. Null when nothing changes.
 */
export function reorderedIds(column: readonly string[], activeId: string, overId: string): string[] | null {
  const from = column.indexOf(activeId)
  const to = column.indexOf(overId)
  if (from === -1 || to === -1 || from === to) return null
  const ids = column.filter((id) => id !== activeId)
  ids.splice(to, 0, activeId)
  return ids
}

export const removeCards = (cards: readonly WorkflowCard[], ids: readonly string[]) => {
  const gone = new Set(ids)
  return cards.filter((card) => !gone.has(card.id))
}
