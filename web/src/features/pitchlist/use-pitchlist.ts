import { useCallback, useEffect, useState } from 'react'
import type { PitchlistEntry } from '../../../../shared/contracts/discovery'
import { useToast } from '../../components/ui/toast'
import { isAbortError } from '../../lib/api-client'
import { errorMessage } from '../../lib/error-message'
import { pitchlistApi } from './api'
import { PITCHLIST_MESSAGES } from './use-pitchlist-ids'

export type PitchlistState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; entries: PitchlistEntry[] }

/** The founder's pitchlist, newest first, with the journalists ticked for an action. */
export function usePitchlist() {
  const [state, setState] = useState<PitchlistState>({ status: 'loading' })
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set())
  const toast = useToast()

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setState({ status: 'loading' })
      try {
        const { entries } = await pitchlistApi.list(signal)
        setState({ status: 'ready', entries })
      } catch (error) {
        if (signal?.aborted || isAbortError(error)) return
        const message = errorMessage(error)
        setState({ status: 'error', message })
        toast(message, 'error')
      }
    },
    [toast],
  )

  useEffect(() => {
    const controller = new AbortController()
    void load(controller.signal)
    return () => controller.abort()
  }, [load])

  const mark = (set: typeof setSelected, id: string, on: boolean) =>
    set((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  async function remove(journalistId: string) {
    mark(setRemoving, journalistId, true)
    try {
      await pitchlistApi.remove(journalistId)
      setState((current) =>
        current.status === 'ready'
          ? { ...current, entries: current.entries.filter((entry) => entry.journalist_id !== journalistId) }
          : current,
      )
      mark(setSelected, journalistId, false)
      toast(PITCHLIST_MESSAGES.removed)
    } catch {
      toast(PITCHLIST_MESSAGES.removeFailed, 'error')
    } finally {
      mark(setRemoving, journalistId, false)
    }
  }

  return {
    state,
    reload: () => load(),
    selected,
    select: (id: string, on: boolean) => mark(setSelected, id, on),
    selectAll: (ids: string[]) => setSelected(new Set(ids)),
    clearSelection: () => setSelected(new Set()),
    removing,
    remove,
  }
}
