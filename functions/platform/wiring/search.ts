import type { SearchIndex } from '../../ports/search-index'
import type { Config } from '../config'
import type { PortFactory } from '../container'
import { PORT_NEEDS } from '../needs'
import { withinBucketNeeds } from '../scoped-blobs'
import { blobsPort } from './blobs'
import { createSearchIndex } from './search-index'

/** One index per configuration: the in-memory engine keeps its index between calls and groups. */
const built = new WeakMap<Config, SearchIndex>()

/** The in-memory engine by default; Amazon OpenSearch Service with SEARCH_ENGINE=opensearch. */
export const searchPort: PortFactory<'search'> = (config, deps) => {
  let index = built.get(config)
  if (!index) {
    // Its own files only, whichever group asks: the search/ prefix (PORT_NEEDS.search).
    const blobs = withinBucketNeeds(blobsPort(config, deps), PORT_NEEDS.search, 'The search index')
    index = createSearchIndex(config, { ...deps, blobs })
    built.set(config, index)
  }
  return index
}
