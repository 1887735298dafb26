import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './passwords'

describe('kit passwords', () => {
  it('stores a salted hash that accepts the password and nothing else', async () => {
    const stored = await hashPassword('launch-day')
    expect(stored).not.toContain('launch-day')
    expect(await hashPassword('launch-day')).not.toBe(stored)
    expect(await verifyPassword('launch-day', stored)).toBe(true)
    expect(await verifyPassword('launch-dax', stored)).toBe(false)
    expect(await verifyPassword('launch-day', 'plain$text')).toBe(false)
  })
})
