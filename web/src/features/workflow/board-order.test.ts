import { describe, expect, it } from 'vitest'
import type { PitchStatus } from '../../../../shared/contracts/pitches'
import type { WorkflowCard } from '../../../../shared/contracts/workflow'
import { moveCards, orderColumn, reorderedIds } from './board-order'

const card = (id: string, status: PitchStatus, position: number) => ({ id, status, position }) as WorkflowCard
const shape = (cards: WorkflowCard[]) => cards.map((c) => `${c.id}:${c.status}:${c.position}`)

describe('board order', () => {
  const board = [
    card('a', 'drafted', 0),
    card('b', 'drafted', 1),
    card('c', 'reviewed', 0),
    card('d', 'drafted', 2),
  ]

  it('puts moved cards at the end of the target column, in the order given', () => {
    expect(shape(moveCards(board, ['d', 'a'], 'reviewed'))).toEqual([
      'b:drafted:1',
      'c:reviewed:0',
      'd:reviewed:1',
      'a:reviewed:2',
    ])
  })

  it('gives a column a new order without touching the others', () => {
    expect(shape(orderColumn(board, 'drafted', ['d', 'a', 'b']))).toEqual([
      'd:drafted:0',
      'a:drafted:1',
      'c:reviewed:0',
      'b:drafted:2',
    ])
  })

  it('puts a dropped card in the place of the card it was dropped on, up or down', () => {
    expect(reorderedIds(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd'])
    expect(reorderedIds(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c'])
    expect(reorderedIds(['a', 'b'], 'a', 'a')).toBe(null)
    expect(reorderedIds(['a', 'b'], 'a', 'x')).toBe(null)
  })
})
