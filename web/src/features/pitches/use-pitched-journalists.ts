import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { queryKeys } from '../../lib/query-keys'
import { pitchesApi } from './api'

/**
 * The journalists the founder has a pitch for, at one company: the Pitch Pipeline's own list (the same
 * query and cache), read as a set of journalist ids. Empty until it loads, and without a company.
 */
export function usePitchedJournalists(companyId: string | null | undefined): ReadonlySet<string> {
  const { data } = useQuery({
    queryKey: queryKeys.pitches.list(companyId ?? null),
    queryFn: async ({ signal }) => (await pitchesApi.list(companyId ?? null, signal)).pitches,
    enabled: !!companyId,
  })
  return useMemo(() => new Set((data ?? []).map((pitch) => pitch.journalist_id)), [data])
}
