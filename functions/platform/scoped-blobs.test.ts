import { describe, expect, it } from 'vitest'
import type { Blobs } from '../ports/blobs'
import { UndeclaredKeyError, withinBucketNeeds } from './scoped-blobs'

/** Files in a map, and every key that reached it. */
function mapBlobs() {
  const objects = new Map<string, string>()
  const reached: string[] = []
  const reach = (key: string) => {
    reached.push(key)
  }
  const blobs: Blobs = {
    getText: async (key) => {
      reach(key)
      return objects.get(key)
    },
    getBytes: async (key) => {
      reach(key)
      return undefined
    },
    putText: async (key, body) => {
      reach(key)
      objects.set(key, body)
    },
    putBytes: async (key) => reach(key),
    delete: async (key) => {
      reach(key)
      objects.delete(key)
    },
    signedGetUrl: async (key) => {
      reach(key)
      return `https://bucket.example/${key}`
    },
  }
  return { blobs, objects, reached }
}

describe('a handler’s files, held to its declared bucket needs', () => {
  it('reads, writes and deletes under a prefix it may write', async () => {
    const { blobs, objects } = mapBlobs()
    const kits = withinBucketNeeds(blobs, ['table:read', 'kits:write'], 'The press-kit endpoint group')
    await kits.putText('kits/u1/k1/kit.pdf', 'pdf', 'application/pdf')
    expect(await kits.getText('kits/u1/k1/kit.pdf')).toBe('pdf')
    expect(await kits.signedGetUrl('kits/u1/k1/kit.pdf', { seconds: 60 })).toContain('kits/u1/k1/kit.pdf')
    await kits.delete('kits/u1/k1/kit.pdf')
    expect(objects.size).toBe(0)
  })

  it('reads a prefix it may only read, and refuses to write or delete there, touching nothing', async () => {
    const { blobs, reached } = mapBlobs()
    const page = withinBucketNeeds(
      blobs,
      ['kits:read', 'downloads:write'],
      'The press-kit-public endpoint group',
    )
    await page.getBytes('kits/u1/k1/assets/a1/original')
    await page.putBytes('downloads/u1/k1/assets.zip', new Uint8Array(), 'application/zip')
    expect(reached).toEqual(['kits/u1/k1/assets/a1/original', 'downloads/u1/k1/assets.zip'])
    await expect(page.putText('kits/u1/k1/kit.pdf', 'x', 'application/pdf')).rejects.toThrow(
      new UndeclaredKeyError(
        'The press-kit-public endpoint group does not declare writing kits/u1/k1/kit.pdf',
      ),
    )
    await expect(page.delete('kits/u1/k1/kit.pdf')).rejects.toBeInstanceOf(UndeclaredKeyError)
    expect(reached).toHaveLength(2)
  })

  it('puts but does not delete where it may only put, as IAM grants it', async () => {
    const { blobs, reached } = mapBlobs()
    const index = withinBucketNeeds(blobs, ['search-index:write'], 'The search index')
    await index.putBytes('search/journalists-v2.index', new Uint8Array(), 'application/octet-stream')
    await index.getBytes('search/journalists-v2.index')
    await expect(index.delete('search/journalists-v1.index')).rejects.toThrow(
      'The search index does not declare deleting search/journalists-v1.index',
    )
    expect(reached).toEqual(['search/journalists-v2.index', 'search/journalists-v2.index'])
  })

  it('refuses every key outside its prefixes, reads and links included', async () => {
    const { blobs, reached } = mapBlobs()
    const search = withinBucketNeeds(
      blobs,
      ['search-index:write', 'exports:write'],
      'The discovery endpoint group',
    )
    await expect(search.getText('kits/u1/k1/kit.pdf')).rejects.toThrow(
      'The discovery endpoint group does not declare reading kits/u1/k1/kit.pdf',
    )
    await expect(search.signedGetUrl('downloads/u1/k1/kit.html', { seconds: 60 })).rejects.toBeInstanceOf(
      UndeclaredKeyError,
    )
    // A prefix is a folder: "searching/" is not under "search/".
    await expect(search.getBytes('searching/x')).rejects.toBeInstanceOf(UndeclaredKeyError)
    await expect(search.getBytes('kits')).rejects.toBeInstanceOf(UndeclaredKeyError)
    expect(reached).toEqual([])
  })

  it('refuses everything to a handler that declares no bucket need', async () => {
    const { blobs } = mapBlobs()
    const none = withinBucketNeeds(blobs, ['table:read', 'table:write'], 'The companies endpoint group')
    await expect(none.getText('search/journalists-v1.index')).rejects.toBeInstanceOf(UndeclaredKeyError)
  })
})
