import { describe, expect, it } from 'vitest'
import { clickSelection, EMPTY_SELECTION, keepOnly, type Selection, toggleCard } from './selection'

const column = ['a', 'b', 'c', 'd', 'e']
const ids = (selection: Selection | null) => [...(selection?.ids ?? [])].sort()

describe('board selection', () => {
  it('toggles a card in and out with Cmd/Ctrl+Click, remembering it as the anchor', () => {
    const one = clickSelection(EMPTY_SELECTION, 'b', column, { toggle: true, range: false })
    expect(ids(one)).toEqual(['b'])
    expect(one?.anchor).toBe('b')
    const two = clickSelection(one ?? EMPTY_SELECTION, 'd', column, { toggle: true, range: false })
    expect(ids(two)).toEqual(['b', 'd'])
    const back = clickSelection(two ?? EMPTY_SELECTION, 'b', column, { toggle: true, range: false })
    expect(ids(back)).toEqual(['d'])
  })

  it('adds the range from the anchor to a Shift+Clicked card of the same column, either way round', () => {
    const anchored = toggleCard(EMPTY_SELECTION, 'd')
    expect(ids(clickSelection(anchored, 'b', column, { toggle: false, range: true }))).toEqual([
      'b',
      'c',
      'd',
    ])
    const down = toggleCard(EMPTY_SELECTION, 'a')
    expect(ids(clickSelection(down, 'c', column, { toggle: false, range: true }))).toEqual(['a', 'b', 'c'])
  })

  it('keeps what was selected elsewhere when a range is added', () => {
    const elsewhere = toggleCard(toggleCard(EMPTY_SELECTION, 'x'), 'e')
    expect(ids(clickSelection(elsewhere, 'c', column, { toggle: false, range: true }))).toEqual([
      'c',
      'd',
      'e',
      'x',
    ])
  })

  it('toggles just the clicked card when the anchor is in another column or there is none', () => {
    const other = toggleCard(EMPTY_SELECTION, 'x')
    expect(ids(clickSelection(other, 'c', column, { toggle: false, range: true }))).toEqual(['c', 'x'])
    expect(ids(clickSelection(EMPTY_SELECTION, 'c', column, { toggle: false, range: true }))).toEqual(['c'])
  })

  it('does not select on a plain click', () => {
    expect(
      clickSelection(toggleCard(EMPTY_SELECTION, 'a'), 'b', column, { toggle: false, range: false }),
    ).toBe(null)
  })

  it('forgets cards that left the board', () => {
    const selection = toggleCard(toggleCard(EMPTY_SELECTION, 'a'), 'b')
    const kept = keepOnly(selection, new Set(['a']))
    expect(ids(kept)).toEqual(['a'])
    expect(kept.anchor).toBe(null)
    expect(keepOnly(selection, new Set(['a', 'b']))).toBe(selection)
  })
})
