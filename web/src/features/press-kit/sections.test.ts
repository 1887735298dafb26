import { describe, expect, it } from 'vitest'
import { buildSections, KIT_TEMPLATES } from '../../../../shared/domain/press-kit'
import { dropSection, inOrder, moveSection, moveSectionBy, updateSection, visibleSections } from './sections'

const standard = buildSections(KIT_TEMPLATES[0] as (typeof KIT_TEMPLATES)[number])
const ids = (sections: { id: string }[]) => sections.map((section) => section.id)
const orders = (sections: { order: number }[]) => sections.map((section) => section.order)

describe('section order', () => {
  it('moves a section down one place by keyboard and renumbers every order', () => {
    const moved = moveSectionBy(standard, 'overview', 1)
    expect(ids(moved).slice(0, 3)).toEqual(['facts', 'overview', 'story'])
    expect(orders(moved)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('moves a section up one place, and not past the top or the bottom', () => {
    expect(ids(moveSectionBy(standard, 'story', -1)).slice(0, 3)).toEqual(['overview', 'story', 'facts'])
    expect(ids(moveSectionBy(standard, 'overview', -1))).toEqual(ids(standard))
    expect(ids(moveSectionBy(standard, 'contact', 1))).toEqual(ids(standard))
  })

  it('puts a dragged section where the section it was dropped on was, both ways', () => {
    expect(ids(dropSection(standard, 'contact', 'facts')).slice(0, 3)).toEqual([
      'overview',
      'contact',
      'facts',
    ])
    const down = dropSection(standard, 'overview', 'story')
    expect(ids(down).slice(0, 3)).toEqual(['facts', 'story', 'overview'])
  })

  it('leaves the order alone for an unknown section', () => {
    expect(ids(dropSection(standard, 'nope', 'facts'))).toEqual(ids(standard))
    expect(ids(moveSection(standard, 'nope', 0))).toEqual(ids(standard))
  })

  it('reads sections by their order field, not their place in the array', () => {
    const shuffled = [...standard].reverse()
    expect(ids(inOrder(shuffled))).toEqual(ids(standard))
  })

  it('shows only visible sections in the preview, in order', () => {
    const hidden = updateSection(standard, 'facts', { visible: false })
    expect(ids(visibleSections(hidden)).slice(0, 2)).toEqual(['overview', 'story'])
    expect(hidden.find((section) => section.id === 'facts')?.visible).toBe(false)
  })
})
