import type { Journalist } from '../../shared/domain/journalists'
import { ASSET_PREFIXES } from '../platform/asset-prefixes'
import type { Blobs } from '../ports/blobs'
import { buildIndexData, deserialiseIndexData, type IndexData, serialiseIndexData } from './index-data'
import { createSearchEngine, type SearchEngine } from './search-engine'

/** The prebuilt index of one import version (IndexData, serialised). */
export const indexKey = (version: number) => `${ASSET_PREFIXES.search}journalists-v${version}.index`
export const INDEX_CONTENT_TYPE = 'application/vnd.pressroom.search-index'

interface Sources {
  version: () => Promise<number>
  loadFromTable: () => Promise<Journalist[]>
  blobs: Pick<Blobs, 'getBytes' | 'putBytes'>
  now: () => Date
}

/** Tokenises every journalist of the table and keeps the result for every cold start of this version. */
export async function publishIndex(sources: Pick<Sources, 'loadFromTable' | 'blobs'>, version: number) {
  const data = buildIndexData(await sources.loadFromTable())
  await sources.blobs.putBytes(indexKey(version), serialiseIndexData(data), INDEX_CONTENT_TYPE)
  return data
}

/**
 * The search engine of one Lambda container (or the embedded process). At a cold start it loads the
 * index an import prebuilt for the current version: typed arrays read as they are, no tokenising. When
 * there is none (a table filled before prebuilt indexes, or a format change), it builds from the table
 * once and keeps the result for the next container. An import bumps the version, and each container
 * loads the new index on its next search. Concurrent requests share one load.
 */
export function createSearchIndexCache(sources: Sources) {
  let current: { version: number; index: SearchEngine } | undefined
  let loading: Promise<{ version: number; index: SearchEngine }> | undefined

  async function load(version: number) {
    const bytes = await sources.blobs.getBytes(indexKey(version))
    let data: IndexData | undefined
    try {
      data = bytes && deserialiseIndexData(bytes)
    } catch {
      data = undefined
    }
    data ??= await publishIndex(sources, version)
    return { version, index: createSearchEngine(data, { now: sources.now }) }
  }

  return async function currentIndex(): Promise<SearchEngine> {
    const version = await sources.version()
    if (current && current.version >= version) return current.index
    loading ??= load(version).finally(() => {
      loading = undefined
    })
    current = await loading
    return current.index
  }
}
