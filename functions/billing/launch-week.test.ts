import { describe, expect, it } from 'vitest'
import { anonymise } from './launch-week'

describe('launch-week claim names', () => {
  it('show a first name and an initial, or nothing personal', () => {
    expect(anonymise('Grace', 'hopper')).toBe('Grace H.')
    expect(anonymise('Grace', '')).toBe('Grace')
    expect(anonymise('  ', 'Hopper')).toBe('A founder')
  })
})
