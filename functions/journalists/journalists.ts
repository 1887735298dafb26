import type { Journalist } from '../../shared/domain/journalists'
import { NotFoundError } from '../platform/errors'
import type { Deps } from '../ports/deps'
import { toJournalist } from './journalist-record'

export const JOURNALIST_NOT_FOUND = 'Journalist not found'
export const SEARCH_INDEX_NAME = 'journalists'

type StoreDeps = Pick<Deps, 'store'>

export async function getJournalist(deps: StoreDeps, id: string): Promise<Journalist> {
  const { data } = await deps.store.journalists.get({ journalist_id: id }).go()
  if (!data) throw new NotFoundError(JOURNALIST_NOT_FOUND)
  return toJournalist(data)
}

// Every journalist, for building the search index: a scan of the journalist entity.
export async function loadAllJournalists(deps: StoreDeps): Promise<Journalist[]> {
  const { data } = await deps.store.journalists.scan.go({ pages: 'all' })
  return data.map(toJournalist).sort((a, b) => a.id.localeCompare(b.id))
}

export async function searchIndexVersion(deps: StoreDeps): Promise<number> {
  const { data } = await deps.store.searchIndexVersion.get({ name: SEARCH_INDEX_NAME }).go()
  return data?.version ?? 0
}
