import { loadAllJournalists, searchIndexVersion } from '../journalists/journalists'
import type { Deps } from '../platform/container'
import { buildSearchIndex, type SearchIndex } from './search-engine'

let current: { version: number; index: SearchIndex } | undefined
let building: Promise<{ version: number; index: SearchIndex }> | undefined

/**
 * The search index of this Lambda container (or embedded process), rebuilt from the table when an
 * import has bumped the version since it was built. Concurrent requests share one build.
 */
export async function currentSearchIndex(deps: Pick<Deps, 'store' | 'now'>): Promise<SearchIndex> {
  const version = await searchIndexVersion(deps)
  if (current && current.version >= version) return current.index
  building ??= (async () => {
    const journalists = await loadAllJournalists(deps)
    return { version, index: buildSearchIndex(journalists, { now: deps.now }) }
  })().finally(() => {
    building = undefined
  })
  current = await building
  return current.index
}
