import { describe, expect, it } from 'vitest'
import { generateDemoJournalists } from '../journalists/demo-dataset'
import type { Blobs } from '../ports/blobs'
import { buildIndexData, deserialiseIndexData, serialiseIndexData } from './index-data'
import { buildSearchIndex, createSearchEngine } from './search-engine'
import { createSearchIndexCache, indexKey } from './search-index'

const journalists = generateDemoJournalists(30)
const now = () => new Date('2026-11-01')

function memoryBlobs(initial: Record<string, Uint8Array> = {}) {
  const objects = new Map(Object.entries(initial))
  const blobs: Pick<Blobs, 'getBytes' | 'putBytes'> = {
    getBytes: async (key) => objects.get(key),
    putBytes: async (key, body) => {
      objects.set(key, body)
    },
  }
  return { blobs, objects }
}

function sources(options: { version: number; blobs: Pick<Blobs, 'getBytes' | 'putBytes'> }) {
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
      now,
    }),
  }
}

describe('the search index cache', () => {
  it('loads the prebuilt index of the current version without scanning the table', async () => {
    const prebuilt = serialiseIndexData(buildIndexData(journalists.slice(0, 5)))
    const { blobs } = memoryBlobs({ [indexKey(3)]: prebuilt })
    const { cache, calls } = sources({ version: 3, blobs })
    expect((await cache()).size).toBe(5)
    expect(calls.tableLoads).toBe(0)
  })

  it('builds from the table once when there is no prebuilt index, and keeps one for the next cold start', async () => {
    const { blobs, objects } = memoryBlobs()
    const { cache, calls } = sources({ version: 1, blobs })
    const [a, b] = await Promise.all([cache(), cache()])
    expect(a).toBe(b)
    expect(calls.tableLoads).toBe(1)
    expect(deserialiseIndexData(objects.get(indexKey(1)) as Uint8Array).ids).toHaveLength(30)
  })

  it('rebuilds when the stored index is of another format', async () => {
    const { blobs } = memoryBlobs({ [indexKey(1)]: new TextEncoder().encode('[{"id":"old json snapshot"}]') })
    const { cache, calls } = sources({ version: 1, blobs })
    expect((await cache()).size).toBe(30)
    expect(calls.tableLoads).toBe(1)
  })

  it('keeps its index until an import bumps the version, then loads the new one', async () => {
    const { blobs } = memoryBlobs()
    const s = sources({ version: 1, blobs })
    const first = await s.cache()
    expect(await s.cache()).toBe(first)
    s.bump()
    expect(await s.cache()).not.toBe(first)
    expect(s.calls.tableLoads).toBe(2)
  })
})

describe('the serialised index', () => {
  it('answers exactly as the index built from the journalists, from unaligned bytes too', () => {
    const corpus = generateDemoJournalists(400)
    const built = buildSearchIndex(corpus, { now })
    const bytes = serialiseIndexData(buildIndexData(corpus))
    const unaligned = new Uint8Array(bytes.length + 3)
    unaligned.set(bytes, 3)
    const loaded = createSearchEngine(deserialiseIndexData(unaligned.subarray(3)), { now })
    for (const query of ['', 'fintech in London', 'robots', 'Series A', corpus[7]?.full_name ?? '']) {
      const params = { query, filters: {}, sort: 'relevance' as const, size: 20, from: 0 }
      const { metadata: a, ...fromBuilt } = built.search(params)
      const { metadata: b, ...fromLoaded } = loaded.search(params)
      expect(fromLoaded).toEqual(fromBuilt)
      expect(b.parsed).toEqual(a.parsed)
    }
    const article = corpus[9]?.articles[2]
    expect(loaded.authorOf(article?.url ?? '')?.id).toBe(corpus[9]?.id)
    expect(loaded.suggest('mo', 'all', 10)).toEqual(built.suggest('mo', 'all', 10))
  })
})
