import type { PitchlistEntry } from '../../shared/contracts/discovery'
import type { PageInfo, PageQuery } from '../../shared/contracts/pages'
import { summarise } from '../discovery/search-engine'
import { toJournalist } from '../journalists/journalist-record'
import { getJournalist } from '../journalists/journalists'
import { NotFoundError } from '../platform/errors'
import { byCreation, pageOf, sortedBy } from '../platform/paging'
import type { Deps } from '../ports/deps'
import { getEvery } from '../store/batch-get'
import { conditionHeld } from '../store/conditions'

type StoreDeps = Pick<Deps, 'store'>

/** Newest first. */
export const pitchlistOrder = (entry: { created_at: string; journalist_id: string }) =>
  byCreation(entry.created_at, entry.journalist_id)

/**
 * One page of a user's pitchlist, newest first, each entry with its journalist and their recent articles.
 * The entries are small (an id and a date), so they are read whole and paged; only the page's
 * journalists are read. An entry whose journalist is gone is left out of its page.
 */
export async function listPitchlist(
  deps: StoreDeps,
  userId: string,
  query: PageQuery = {},
): Promise<{ entries: PitchlistEntry[] } & PageInfo> {
  // A user's pitchlist entries (USER#<id> / PITCHLIST#*), only the attributes a page is chosen by.
  const { data } = await deps.store.pitchlist.query
    .byUser({ user_id: userId })
    .go({ pages: 'all', attributes: ['journalist_id', 'created_at'] })
  const page = pageOf(sortedBy(data, pitchlistOrder, 'descending'), pitchlistOrder, 'descending', query)
  const people = await getEvery(
    page.items.map((entry) => ({ journalist_id: entry.journalist_id })),
    (keys) => deps.store.journalists.get(keys).go({ concurrency: 4 }),
  )
  const byId = new Map(people.map((person) => [person.journalist_id, person]))
  return {
    entries: page.items.flatMap((entry) => {
      const person = byId.get(entry.journalist_id)
      if (!person) return []
      return [
        {
          journalist_id: entry.journalist_id,
          created_at: entry.created_at,
          journalist: summarise(toJournalist(person)),
        },
      ]
    }),
    nextCursor: page.nextCursor,
  }
}

/** Saves a journalist once; saving again answers the existing entry (a retried click adds nothing). */
export async function addToPitchlist(
  deps: Pick<Deps, 'store' | 'now'>,
  userId: string,
  journalistId: string,
): Promise<{ entry: PitchlistEntry; created: boolean }> {
  const journalist = await getJournalist(deps, journalistId)
  const created_at = deps.now().toISOString()
  const created = await conditionHeld(
    deps.store.pitchlist.create({ user_id: userId, journalist_id: journalistId, created_at }).go(),
  )
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
