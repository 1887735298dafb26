import { useCallback, useMemo, useRef, useState } from 'react'
import { useToast } from '../../components/ui/toast'
import { serverMessage } from '../../lib/error-message'
import { pitchlistApi } from './api'
import { usePitchlistEntries, useSetPitchlist } from './use-pitchlist-entries'

export const PITCHLIST_MESSAGES = {
  added: 'Added to pitchlist',
  removed: 'Removed from pitchlist',
  addFailed: 'Failed to add to pitchlist',
  removeFailed: 'Failed to remove from pitchlist',
  bulkAdded: (count: number) =>
    `Added ${count} ${count === 1 ? 'journalist' : 'journalists'} to your pitchlist`,
} as const

/**
 * Which journalists are on the founder's pitchlist, for the stars on result cards, from the pitchlist
 * everyone shares. A star changes at once and changes back if the server refuses.
 */
export function usePitchlistIds() {
  const query = usePitchlistEntries((error) => serverMessage(error, 'Failed to load pitchlist'))
  const setEntries = useSetPitchlist()
  // Stars changed and not yet confirmed: shown over the loaded list until the server answers.
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map())
  const toast = useToast()

  const ids = useMemo(() => {
    const on = new Set((query.data ?? []).map((entry) => entry.journalist_id))
    for (const [id, starred] of pending) {
      if (starred) on.add(id)
      else on.delete(id)
    }
    return on as ReadonlySet<string>
  }, [query.data, pending])

  const settle = useCallback((changed: string[], starred?: boolean) => {
    setPending((current) => {
      const next = new Map(current)
      for (const id of changed) {
        if (starred === undefined) next.delete(id)
        else next.set(id, starred)
      }
      return next
    })
  }, [])

  // Stars whose change is on its way: a second click (a double click) is ignored until the first lands,
  // or an add and a remove would race and leave the star saying what the server does not.
  const inFlight = useRef(new Set<string>())

  const toggle = useCallback(
    async (journalistId: string) => {
      if (inFlight.current.has(journalistId)) return
      inFlight.current.add(journalistId)
      const adding = !ids.has(journalistId)
      settle([journalistId], adding)
      try {
        if (adding) {
          const { entry } = await pitchlistApi.add(journalistId)
          setEntries((entries) => [entry, ...entries.filter((known) => known.journalist_id !== journalistId)])
        } else {
          await pitchlistApi.remove(journalistId)
          setEntries((entries) => entries.filter((known) => known.journalist_id !== journalistId))
        }
        toast(adding ? PITCHLIST_MESSAGES.added : PITCHLIST_MESSAGES.removed)
      } catch (error) {
        const fallback = adding ? PITCHLIST_MESSAGES.addFailed : PITCHLIST_MESSAGES.removeFailed
        toast(serverMessage(error, fallback), 'error')
      } finally {
        inFlight.current.delete(journalistId)
        settle([journalistId])
      }
    },
    [ids, settle, setEntries, toast],
  )

  /** Adds every one of them; journalists already there count as added. Resolves with those added. */
  const addMany = useCallback(
    async (journalistIds: string[]) => {
      const results = await Promise.allSettled(journalistIds.map((id) => pitchlistApi.add(id)))
      const entries = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.entry] : []))
      const added = journalistIds.filter((_, i) => results[i]?.status === 'fulfilled')
      const addedIds = new Set(added)
      setEntries((known) => [...entries, ...known.filter((entry) => !addedIds.has(entry.journalist_id))])
      if (added.length) toast(PITCHLIST_MESSAGES.bulkAdded(added.length))
      if (added.length < journalistIds.length) {
        const failed = journalistIds.length - added.length
        toast(
          `Failed to add ${failed} ${failed === 1 ? 'journalist' : 'journalists'} to your pitchlist`,
          'error',
        )
      }
      return added
    },
    [setEntries, toast],
  )

  return { ids, toggle, addMany }
}
