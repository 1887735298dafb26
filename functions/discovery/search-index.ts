import type { Journalist } from '../../shared/domain/journalists'
import { loadAllJournalists, searchIndexVersion } from '../journalists/journalists'
import type { Deps } from '../platform/container'
import type { Blobs } from '../ports/blobs'
import { buildSearchIndex, type SearchIndex } from './search-engine'

export const snapshotKey = (version: number) => `search/journalists-v${version}.json`

interface Sources {
  version: () => Promise<number>
  loadFromTable: () => Promise<Journalist[]>
  blobs: Pick<Blobs, 'getText' | 'putText'>
  now: () => Date
}

/**
 * The search index of one Lambda container (or the embedded process). At a cold start it loads the
 * snapshot of the current version from S3, one read instead of a scan of every journalist; when there is
 * none yet, it scans the table and writes the snapshot for the next container. An import bumps the
 * version, and each container rebuilds on its next search. Concurrent requests share one build.
 */
export function createSearchIndexCache(sources: Sources) {
  let current: { version: number; index: SearchIndex } | undefined
  let building: Promise<{ version: number; index: SearchIndex }> | undefined

  async function load(version: number) {
    const snapshot = await sources.blobs.getText(snapshotKey(version))
    let journalists: Journalist[]
    if (snapshot) journalists = JSON.parse(snapshot) as Journalist[]
    else {
      journalists = await sources.loadFromTable()
      await sources.blobs.putText(snapshotKey(version), JSON.stringify(journalists), 'application/json')
    }
    return { version, index: buildSearchIndex(journalists, { now: sources.now }) }
  }

  return async function currentIndex(): Promise<SearchIndex> {
    const version = await sources.version()
    if (current && current.version >= version) return current.index
    building ??= load(version).finally(() => {
      building = undefined
    })
    current = await building
    return current.index
  }
}

let cache: (() => Promise<SearchIndex>) | undefined

export function currentSearchIndex(deps: Pick<Deps, 'store' | 'blobs' | 'now'>): Promise<SearchIndex> {
  cache ??= createSearchIndexCache({
    version: () => searchIndexVersion(deps),
    loadFromTable: () => loadAllJournalists(deps),
    blobs: deps.blobs,
    now: deps.now,
  })
  return cache()
}
