import { useCallback, useEffect, useState } from 'react'
import { useToast } from '../../components/ui/toast'
import { isAbortError } from '../../lib/api-client'
import { serverMessage } from '../../lib/error-message'
import { pitchlistApi } from './api'

export const PITCHLIST_MESSAGES = {
  added: 'Added to pitchlist',
  removed: 'Removed from pitchlist',
  addFailed: 'Failed to add to pitchlist',
  removeFailed: 'Failed to remove from pitchlist',
  bulkAdded: (count: number) =>
    `Added ${count} ${count === 1 ? 'journalist' : 'journalists'} to your pitchlist`,
} as const

/**
 * Which journalists are on the founder's pitchlist, for the stars on result cards. A star changes at
 * once and changes back if the server refuses.
 */
export function usePitchlistIds() {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set())
  const toast = useToast()

  useEffect(() => {
    const controller = new AbortController()
    pitchlistApi
      .list(controller.signal)
      .then(({ entries }) => setIds(new Set(entries.map((entry) => entry.journalist_id))))
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return
        toast(serverMessage(error, 'Failed to load pitchlist'), 'error')
      })
    return () => controller.abort()
  }, [toast])

  const mark = useCallback((changed: string[], on: boolean) => {
    setIds((current) => {
      const next = new Set(current)
      for (const id of changed) {
        if (on) next.add(id)
        else next.delete(id)
      }
      return next
    })
  }, [])

  const toggle = useCallback(
    async (journalistId: string) => {
      const adding = !ids.has(journalistId)
      mark([journalistId], adding)
      try {
        if (adding) await pitchlistApi.add(journalistId)
        else await pitchlistApi.remove(journalistId)
        toast(adding ? PITCHLIST_MESSAGES.added : PITCHLIST_MESSAGES.removed)
      } catch (error) {
        mark([journalistId], !adding)
        const fallback = adding ? PITCHLIST_MESSAGES.addFailed : PITCHLIST_MESSAGES.removeFailed
        toast(serverMessage(error, fallback), 'error')
      }
    },
    [ids, mark, toast],
  )

  /** Adds every one of them; journalists already there count as added. Resolves with those added. */
  const addMany = useCallback(
    async (journalistIds: string[]) => {
      const results = await Promise.allSettled(journalistIds.map((id) => pitchlistApi.add(id)))
      const added = journalistIds.filter((_, i) => results[i]?.status === 'fulfilled')
      mark(added, true)
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
    [mark, toast],
  )

  return { ids, toggle, addMany }
}
