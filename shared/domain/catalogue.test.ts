import { describe, expect, it } from 'vitest'
import { displayedSpots, findProduct, PRODUCTS } from './catalogue'

describe('the catalogue', () => {
  it('sells the four plans and the four packs of spec 1', () => {
    expect(PRODUCTS.filter((p) => p.mode === 'subscription').map((p) => [p.name, p.tier])).toEqual([
      ['Starter', 'starter'],
      ['Growth', 'growth'],
      ['Pro', 'pro'],
      ['Unlimited', 'unlimited'],
    ])
    expect(PRODUCTS.filter((p) => p.mode === 'payment').map((p) => [p.name, p.pitches])).toEqual([
      ['Mini', 2],
      ['Starter Pack', 5],
      ['Bulk', 10],
      ['Max', 20],
    ])
    expect(findProduct('nope')).toBeUndefined()
  })

  it('shows the real number of launch-week spots, never under 50 while any remain', () => {
    expect(displayedSpots(137)).toBe(137)
    expect(displayedSpots(51)).toBe(51)
    expect(displayedSpots(12)).toBe(50)
    expect(displayedSpots(0)).toBe(0)
  })
})
