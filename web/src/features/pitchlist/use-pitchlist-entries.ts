import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef } from 'react'
import type { PitchlistEntry } from '../../../../shared/contracts/discovery'
import { useToast } from '../../components/ui/toast'
import { queryKeys } from '../../lib/query-keys'
import { pitchlistQuery } from './pitchlist-query'

/**
 * The founder's pitchlist, newest first: one cached read for My Pitchlist and the stars on Search and
 * Discovery, so a star shows on the pitchlist (and a removal on the stars) without asking again.
 * A failed first read is told in a toast with `failureText(error)`. `retryOnMount: false` for a
 * reader mounted under one that already asked (My Pitchlist's list, under its screen): a failure is
 * shown with its Try again rather than asked again at once.
 */
export function usePitchlistEntries(
  failureText: (error: unknown) => string,
  { retryOnMount = true }: { retryOnMount?: boolean } = {},
) {
  const toast = useToast()
  const query = useQuery({ ...pitchlistQuery, retryOnMount })
  const toasted = useRef(0)
  const { isError, error, errorUpdatedAt } = query
  const text = useRef(failureText)
  text.current = failureText
  useEffect(() => {
    if (isError && errorUpdatedAt !== toasted.current) {
      toasted.current = errorUpdatedAt
      toast(text.current(error), 'error')
    }
  }, [isError, error, errorUpdatedAt, toast])
  return query
}

/** Changes the cached pitchlist (when it has been read) with what the server confirmed. */
export function useSetPitchlist() {
  const queryClient = useQueryClient()
  return useCallback(
    (change: (entries: PitchlistEntry[]) => PitchlistEntry[]) =>
      queryClient.setQueryData<PitchlistEntry[]>(
        queryKeys.pitchlist.entries,
        (entries) => entries && change(entries),
      ),
    [queryClient],
  )
}
