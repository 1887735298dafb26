import { describe, expect, it } from 'vitest'
import type { PortName } from '../platform/container'
import { isBucketNeed, PORT_NEEDS } from '../platform/needs'
import { endpointGroups } from './groups'

describe('each endpoint group', () => {
  it.each(endpointGroups.map((group) => [group.name, group] as const))(
    '%s declares what its ports need in AWS',
    (_name, group) => {
      const ports = Object.keys(group.ports) as PortName[]
      for (const port of ports) expect(group.needs).toEqual(expect.arrayContaining(PORT_NEEDS[port]))
      // Every group reads the table: its routes start from the caller's own records.
      expect(group.needs).toContain('table:read')
      // Files are granted a prefix at a time: a group that keeps files names which.
      if (ports.includes('blobs')) expect(group.needs.some(isBucketNeed)).toBe(true)
      expect(new Set(group.needs).size).toBe(group.needs.length)
    },
  )

  it('grants nothing a group does not use: no group asks for every need', () => {
    const all = new Set(Object.values(PORT_NEEDS).flat())
    for (const group of endpointGroups)
      expect(
        [...all].every((need) => group.needs.includes(need)),
        group.name,
      ).toBe(false)
  })
})
