import { memorySearchIndex } from '../../adapters/memory-search-index'
import { loadAllJournalists, searchIndexVersion } from '../../journalists/journalists'
import type { Deps } from '../../ports/deps'
import type { SearchIndex } from '../../ports/search-index'
import type { Config } from '../config'

export type SearchSettings = Pick<
  Config,
  'SEARCH_ENGINE' | 'OPENSEARCH_ENDPOINT' | 'OPENSEARCH_INDEX' | 'AWS_REGION'
>

/**
 * The SearchIndex the configuration asks for: the in-memory engine (default), or Amazon OpenSearch
 * Service with SEARCH_ENGINE=opensearch. The OpenSearch client is loaded only when chosen.
 */
export function createSearchIndex(
  settings: SearchSettings,
  deps: Pick<Deps, 'store' | 'blobs' | 'now'>,
): SearchIndex {
  if (settings.SEARCH_ENGINE === 'opensearch') {
    const endpoint = settings.OPENSEARCH_ENDPOINT
    if (!endpoint) throw new Error('SEARCH_ENGINE=opensearch needs OPENSEARCH_ENDPOINT')
    return lazily(async () => {
      const { openSearchIndex, signedOpenSearchClient } = await import(
        '../../adapters/aws/opensearch-search-index'
      )
      return openSearchIndex({
        client: await signedOpenSearchClient({ endpoint, region: settings.AWS_REGION }),
        alias: settings.OPENSEARCH_INDEX,
        now: deps.now,
      })
    })
  }
  return memorySearchIndex({
    version: () => searchIndexVersion(deps),
    loadFromTable: () => loadAllJournalists(deps),
    blobs: deps.blobs,
    now: deps.now,
  })
}

/** A SearchIndex made on its first call. */
function lazily(make: () => Promise<SearchIndex>): SearchIndex {
  let made: Promise<SearchIndex> | undefined
  const index = () => {
    made ??= make()
    return made
  }
  return {
    search: async (params) => (await index()).search(params),
    suggest: async (params) => (await index()).suggest(params),
    matchAll: async (params) => (await index()).matchAll(params),
    authorOf: async (url) => (await index()).authorOf(url),
    named: async (name) => (await index()).named(name),
    publish: async (version, journalists) => (await index()).publish(version, journalists),
    ready: async () => (await index()).ready(),
  }
}
