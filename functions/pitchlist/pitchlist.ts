import type { PitchlistEntry } from '../../shared/contracts/discovery'
import { summarise } from '../discovery/search-engine'
import { toJournalist } from '../journalists/journalist-record'
import { getJournalist } from '../journalists/journalists'
import type { Deps } from '../platform/container'
import { NotFoundError } from '../platform/errors'
import { byCreation, sortedBy } from '../platform/paging'
import { getEvery } from '../store/batch-get'
import { isConditionFailure } from '../store/conditions'

type StoreDeps = Pick<Deps, 'store'>

// A user's pitchlist with each journalist and their recent articles, newest first (USER#<id> / PITCHLIST#*).
/** Newest first. */
export const pitchlistOrder = (entry: { created_at: string; journalist_id: string }) =>
  byCreation(entry.created_at, entry.journalist_id)

export async function listPitchlist(deps: StoreDeps, userId: string): Promise<PitchlistEntry[]> {
  const { data } = await deps.store.pitchlist.query.byUser({ user_id: userId }).go({ pages: 'all' })
  if (data.length === 0) return []
  const people = await getEvery(
    data.map((entry) => ({ journalist_id: entry.journalist_id })),
    (keys) => deps.store.journalists.get(keys).go({ concurrency: 4 }),
  )
  const byId = new Map(people.map((p) => [p.journalist_id, p]))
  const kept = data.filter((entry) => byId.has(entry.journalist_id))
  return sortedBy(kept, pitchlistOrder, 'descending').map((entry) => ({
    journalist_id: entry.journalist_id,
    created_at: entry.created_at,
    journalist: summarise(toJournalist(byId.get(entry.journalist_id) as (typeof people)[number])),
  }))
}

/** Saves a journalist once; saving again answers the existing entry (a retried click adds nothing). */
export async function addToPitchlist(
  deps: Pick<Deps, 'store' | 'now'>,
  userId: string,
  journalistId: string,
): Promise<{ entry: PitchlistEntry; created: boolean }> {
  const journalist = await getJournalist(deps, journalistId)
  const created_at = deps.now().toISOString()
  const created = await deps.store.pitchlist
    .create({ user_id: userId, journalist_id: journalistId, created_at })
    .go()
    .then(() => true)
    .catch((error: unknown) => {
      if (isConditionFailure(error)) return false
      throw error
    })
  const { data } = await deps.store.pitchlist.get({ user_id: userId, journalist_id: journalistId }).go()
  return {
    entry: {
      journalist_id: journalistId,
      created_at: data?.created_at ?? created_at,
      journalist: summarise(journalist),
    },
    created,
  }
}

export async function removeFromPitchlist(deps: StoreDeps, userId: string, journalistId: string) {
  const { data } = await deps.store.pitchlist
    .delete({ user_id: userId, journalist_id: journalistId })
    .go({ response: 'all_old' })
  if (!data) throw new NotFoundError('Journalist is not on your pitchlist')
}

export async function isOnPitchlist(deps: StoreDeps, userId: string, journalistId: string) {
  const { data } = await deps.store.pitchlist.get({ user_id: userId, journalist_id: journalistId }).go()
  return data !== null
}
