import { describe, expect, it } from 'vitest'
import {
  chosenBeside,
  compactFilters,
  countFilters,
  describeSearch,
  filterChips,
  mergeFilters,
  toggleListValue,
} from './filters'

describe('search filters', () => {
  it('counts 1 per option chosen', () => {
    expect(countFilters({})).toBe(0)
    expect(
      countFilters({
        topics: ['AI', 'Fintech'],
        locations: ['London'],
        hasEmail: true,
        hasTwitter: false,
        responseRate: 40,
        dateRange: { preset: '30d' },
      }),
    ).toBe(7)
    expect(countFilters({ responseRate: 0, dateRange: { preset: 'all' }, beats: [] })).toBe(0)
  })

  it('joins parsed filters into the explicit ones without repeating a value', () => {
    expect(
      mergeFilters({ topics: ['AI'], hasEmail: true }, { topics: ['AI', 'Fintech'], locations: ['London'] }),
    ).toEqual({ topics: ['AI', 'Fintech'], locations: ['London'], hasEmail: true })
  })

  it('takes a contact filter understood from the query, unless one is chosen on the screen', () => {
    expect(mergeFilters({ topics: ['AI'] }, { hasEmail: true, hasTwitter: true })).toEqual({
      topics: ['AI'],
      hasEmail: true,
      hasTwitter: true,
    })
    expect(mergeFilters({ hasEmail: false }, { hasEmail: true })).toEqual({ hasEmail: false })
  })

  it('toggles a list value on and off, dropping the emptied list', () => {
    const on = toggleListValue({}, 'locations', 'Berlin')
    expect(on).toEqual({ locations: ['Berlin'] })
    expect(toggleListValue(on, 'locations', 'Berlin')).toEqual({})
  })

  it('removes one chip and keeps the rest', () => {
    const filters = { topics: ['Fintech'], locations: ['London'], hasEmail: false }
    const chips = filterChips(filters)
    expect(chips.map((chip) => chip.label)).toEqual(['Fintech', 'London', 'No email'])
    const london = chips.find((chip) => chip.label === 'London')
    expect(london?.remove(filters)).toEqual({ topics: ['Fintech'], hasEmail: false })
  })

  it('sends only chosen values', () => {
    expect(compactFilters({ topics: [], hasEmail: undefined, dateRange: { preset: 'all' } })).toEqual({})
  })

  it('describes a search by its query and filters', () => {
    expect(describeSearch(' seed rounds ', { topics: ['Fintech'], responseRate: 50 })).toBe(
      '“seed rounds” · Fintech · Response rate ≥ 50%',
    )
    expect(describeSearch('', {})).toBe('All journalists')
  })

  it('keeps what the founder chose beside the filters understood from the query', () => {
    const understood = { topics: ['Fintech'], locations: ['London'] }
    // "Has email" ticked beside a query that named Fintech and London: only the tick is the founder's.
    expect(chosenBeside({ ...understood, hasEmail: true }, understood)).toEqual({ hasEmail: true })
    expect(chosenBeside({ topics: ['Fintech', 'AI'], locations: ['London'] }, understood)).toEqual({
      topics: ['AI'],
    })
    // Unticked again: nothing of the founder's is left, and the query says the rest.
    expect(chosenBeside(understood, understood)).toEqual({})
    expect(chosenBeside({ responseRate: 40, ...understood }, understood)).toEqual({ responseRate: 40 })
  })

  it('gives nothing when an understood filter is taken back: the query has to change', () => {
    const understood = { topics: ['Fintech'], locations: ['London'], hasEmail: true }
    expect(chosenBeside({ topics: ['Fintech'], hasEmail: true }, understood)).toBeUndefined()
    expect(chosenBeside({ topics: ['Fintech'], locations: ['London'] }, understood)).toBeUndefined()
    expect(chosenBeside({ ...understood, hasEmail: false }, understood)).toBeUndefined()
  })
})
