import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { PitchlistEntry } from '../../../../shared/contracts/discovery'
import { useToast } from '../../components/ui/toast'
import { errorMessage } from '../../lib/error-message'
import { pitchlistApi } from './api'
import { usePitchlistEntries, useSetPitchlist } from './use-pitchlist-entries'
import { PITCHLIST_MESSAGES } from './use-pitchlist-ids'

export type PitchlistState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; entries: PitchlistEntry[] }

/** The founder's pitchlist, newest first, with the journalists ticked for an action. */
export function usePitchlist() {
  // The screen has already asked (pitchlist-screen.tsx): a failure shows here with Try again.
  const query = usePitchlistEntries((error) => errorMessage(error), { retryOnMount: false })
  const setEntries = useSetPitchlist()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set())
  const toast = useToast()

  const mark = (set: typeof setSelected, id: string, on: boolean) =>
    set((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  const removal = useMutation({
    mutationFn: (journalistId: string) => pitchlistApi.remove(journalistId),
    onMutate: (journalistId) => mark(setRemoving, journalistId, true),
    onSuccess: (_, journalistId) => {
      setEntries((entries) => entries.filter((entry) => entry.journalist_id !== journalistId))
      mark(setSelected, journalistId, false)
      toast(PITCHLIST_MESSAGES.removed)
    },
    onError: () => toast(PITCHLIST_MESSAGES.removeFailed, 'error'),
    onSettled: (_, __, journalistId) => mark(setRemoving, journalistId, false),
  })

  const state: PitchlistState =
    query.isPending || (query.isError && query.isFetching)
      ? { status: 'loading' }
      : query.isError
        ? { status: 'error', message: errorMessage(query.error) }
        : { status: 'ready', entries: query.data }

  return {
    state,
    reload: () => void query.refetch(),
    selected,
    select: (id: string, on: boolean) => mark(setSelected, id, on),
    selectAll: (ids: string[]) => setSelected(new Set(ids)),
    clearSelection: () => setSelected(new Set()),
    removing,
    remove: (journalistId: string) =>
      removal.mutateAsync(journalistId).then(
        () => undefined,
        () => undefined,
      ),
  }
}
