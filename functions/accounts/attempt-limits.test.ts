import { describe, expect, it } from 'vitest'
import { addressKey } from './attempt-limits'

describe('the address a rate limit counts', () => {
  it('counts an IPv4 address as itself, also when written IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts every address of one IPv6 /64 together, and other /64s apart', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2:ffff:ffff:ffff:fffe'))
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'))
  })
})
