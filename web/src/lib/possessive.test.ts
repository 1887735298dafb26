import { describe, expect, it } from 'vitest'
import { possessive } from './possessive'

describe('a possessive', () => {
  it("adds 's to a name, and only ' to a name ending in s", () => {
    expect(possessive('Tidewater Robotics')).toBe("Tidewater Robotics'")
    expect(possessive('Tidewater Robotics ')).toBe("Tidewater Robotics'")
    expect(possessive('ACME LABS')).toBe("ACME LABS'")
    expect(possessive('Acme')).toBe("Acme's")
  })
})
