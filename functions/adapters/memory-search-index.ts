import type { Journalist } from '../../shared/domain/journalists'
import { nameKey } from '../discovery/article-author'
import { buildIndexData, serialiseIndexData } from '../discovery/index-data'
import { createSearchIndexCache, INDEX_CONTENT_TYPE, indexKey } from '../discovery/search-index'
import type { Blobs } from '../ports/blobs'
import type { SearchIndex } from '../ports/search-index'

/**
 * The search engine inside the function: each container loads the prebuilt index of the current
 * import version from the bucket (decision 010 says up to how many journalists this holds).
 */
export function memorySearchIndex(sources: {
  version: () => Promise<number>
  loadFromTable: () => Promise<Journalist[]>
  blobs: Pick<Blobs, 'getBytes' | 'putBytes'>
  now: () => Date
}): SearchIndex {
  const current = createSearchIndexCache(sources)
  return {
    search: async (params) => (await current()).search(params),
    suggest: async ({ q, type, limit }) => (await current()).suggest(q, type, limit),
    matchAll: async (params) => (await current()).matchAll({ ...params, sort: 'relevance' }),
    authorOf: async (url) => (await current()).authorOf(url),
    async named(fullName) {
      const key = nameKey(fullName)
      return (await current()).named((name) => nameKey(name) === key)
    },
    async publish(version, journalists) {
      const bytes = serialiseIndexData(buildIndexData(journalists))
      await sources.blobs.putBytes(indexKey(version), bytes, INDEX_CONTENT_TYPE)
    },
    async ready() {
      await current()
    },
  }
}
