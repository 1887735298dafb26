import { describe, expect, it } from 'vitest'
import { generateDemoJournalists } from '../journalists/demo-dataset'
import type { Blobs } from '../ports/blobs'
import { createSearchIndexCache, snapshotKey } from './search-index'

const journalists = generateDemoJournalists(30)

function memoryBlobs(initial: Record<string, string> = {}) {
  const objects = new Map(Object.entries(initial))
  const blobs: Pick<Blobs, 'getText' | 'putText'> = {
    getText: async (key) => objects.get(key),
    putText: async (key, body) => {
      objects.set(key, body)
    },
  }
  return { blobs, objects }
}

function sources(options: { version: number; blobs: Pick<Blobs, 'getText' | 'putText'> }) {
  const calls = { tableLoads: 0 }
  let version = options.version
  return {
    calls,
    bump: () => {
      version += 1
    },
    cache: createSearchIndexCache({
      version: async () => version,
      loadFromTable: async () => {
        calls.tableLoads += 1
        return journalists
      },
      blobs: options.blobs,
      now: () => new Date('2026-11-01'),
    }),
  }
}

describe('the search index cache', () => {
  it('loads the snapshot of the current version without scanning the table', async () => {
    const { blobs } = memoryBlobs({ [snapshotKey(3)]: JSON.stringify(journalists.slice(0, 5)) })
    const { cache, calls } = sources({ version: 3, blobs })
    expect((await cache()).size).toBe(5)
    expect(calls.tableLoads).toBe(0)
  })

  it('scans the table once when there is no snapshot, and writes one for the next cold start', async () => {
    const { blobs, objects } = memoryBlobs()
    const { cache, calls } = sources({ version: 1, blobs })
    const [a, b] = await Promise.all([cache(), cache()])
    expect(a).toBe(b)
    expect(calls.tableLoads).toBe(1)
    expect(JSON.parse(objects.get(snapshotKey(1)) ?? '[]')).toHaveLength(30)
  })

  it('keeps its index until an import bumps the version, then rebuilds', async () => {
    const { blobs } = memoryBlobs()
    const s = sources({ version: 1, blobs })
    const first = await s.cache()
    expect(await s.cache()).toBe(first)
    s.bump()
    expect(await s.cache()).not.toBe(first)
    expect(s.calls.tableLoads).toBe(2)
  })
})
