// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { Bottleneck } from '../../../../../shared/domain/pipeline'
import { mount } from '../../../lib/form-test-harness'
import type { BottleneckMove, CurrentCards } from '../bottleneck-moves'
import { BottleneckAlert } from './bottleneck-alert'

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

const card = (status: Bottleneck['status'], replied_at: string | null = null) => ({
  status,
  pitch: { replied_at },
})

const button = (label: RegExp) =>
  [...document.querySelectorAll('button')].find((b) => label.test(b.textContent ?? '')) as HTMLButtonElement

describe('the bottleneck alert', () => {
  it('counts and moves only cards that still need it: never one Picked Up or replied to since', async () => {
    const onMove = vi.fn(async (_moves: BottleneckMove[]) => true)
    // The alert saw three stuck pitched cards; since then one won coverage and one got a reply.
    const cards: CurrentCards = new Map([
      ['p1', card('pitched')],
      ['p2', card('picked_up')],
      ['p3', card('pitched', '2026-03-10T09:00:00Z')],
      ['d1', card('drafted')],
    ])
    mount(
      <BottleneckAlert
        bottlenecks={[stage('pitched', ['p1', 'p2', 'p3']), stage('drafted', ['d1'])]}
        cards={cards}
        onMove={onMove}
        onDismiss={() => {}}
      />,
    )
    act(() => button(/^Select all$/).click())
    expect(button(/selected$/).textContent).toBe('Move 2 selected')
    await act(async () => button(/selected$/).click())
    expect(onMove).toHaveBeenCalledWith([
      { status: 'archived', ids: ['p1'] },
      { status: 'pitched', ids: ['d1'] },
    ])
  })

  it('offers no move when every ticked card is a success', () => {
    mount(
      <BottleneckAlert
        bottlenecks={[stage('pitched', ['p3'])]}
        cards={new Map([['p3', card('pitched', '2026-03-10T09:00:00Z')]])}
        onMove={async () => true}
        onDismiss={() => {}}
      />,
    )
    act(() => button(/^Select all$/).click())
    expect(button(/selected$/).textContent).toBe('Move 0 selected')
    expect(button(/selected$/).disabled).toBe(true)
  })
})
