import { describe, expect, it } from 'vitest'
import type { Bottleneck } from '../../../../shared/domain/pipeline'
import { allBottleneckIds, bottleneckMoves } from './bottleneck-moves'

const stage = (status: Bottleneck['status'], ids: string[]): Bottleneck => ({
  status,
  items: ids.map((id) => ({
    id,
    journalistName: `J ${id}`,
    publication: 'P',
    daysInStatus: 9,
    lastActivity: '2026-03-01T00:00:00Z',
  })),
  avgDays: 9,
  threshold: 7,
})

describe('bottleneck moves', () => {
  const bottlenecks = [
    stage('drafted', ['d1', 'd2']),
    stage('pitched', ['p1', 'p2']),
    stage('reviewed', ['r1']),
  ]

  it('sends ticked pitched items to archived and ticked items of any other stage to pitched', () => {
    expect(bottleneckMoves(bottlenecks, new Set(['d2', 'p1', 'p2', 'r1']))).toEqual([
      { status: 'pitched', ids: ['d2', 'r1'] },
      { status: 'archived', ids: ['p1', 'p2'] },
    ])
  })

  it('moves nothing when nothing is ticked, and ignores ids that are not in the alert', () => {
    expect(bottleneckMoves(bottlenecks, new Set())).toEqual([])
    expect(bottleneckMoves(bottlenecks, new Set(['elsewhere']))).toEqual([])
  })

  it('never moves a Picked Up stage, nor a card Picked Up, replied to or moved since the alert', () => {
    const now = (status: Bottleneck['status'], replied_at: string | null = null) => ({
      status,
      pitch: { replied_at },
    })
    const cards = new Map([
      ['p1', now('picked_up')],
      ['p2', now('pitched', '2026-03-02T00:00:00Z')],
      ['d1', now('reviewed')],
      ['d2', now('drafted')],
    ])
    const withWon = [...bottlenecks, stage('picked_up', ['w1'])]
    expect(bottleneckMoves(withWon, new Set(['p1', 'p2', 'd1', 'd2', 'w1', 'r1']), cards)).toEqual([
      { status: 'pitched', ids: ['d2', 'r1'] },
    ])
  })

  it('selects every item of every stage with Select all', () => {
    expect([...allBottleneckIds(bottlenecks)]).toEqual(['d1', 'd2', 'p1', 'p2', 'r1'])
  })
})
