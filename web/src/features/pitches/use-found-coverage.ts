import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { FoundCoverage } from '../../../../shared/contracts/coverage'
import type { Pitch } from '../../../../shared/contracts/pitches'
import { api } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'

const foundPath = (id: string) => `/api/coverage/found/${encodeURIComponent(id)}`

export const foundCoverageApi = {
  list: (signal?: AbortSignal) => api.get<{ found: FoundCoverage[] }>('/api/coverage/found', { signal }),
  confirm: (id: string, moveToPickedUp: boolean) =>
    api.post<{ found: FoundCoverage; pitch: Pitch }>(`${foundPath(id)}/confirm`, { moveToPickedUp }),
  dismiss: (id: string) => api.post<{ found: FoundCoverage }>(`${foundPath(id)}/dismiss`, {}),
}

/**
 * Stories in publications' feeds that name the founder's companies (GET /api/coverage/found), one read
 * shared by the pitches screen, the pitch dialog and analytics; with what confirming or dismissing one
 * changes: the list, the pitch (its coverage, maybe its column) and analytics.
 */
export function useFoundCoverage() {
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: queryKeys.foundCoverage.all,
    queryFn: ({ signal }) => foundCoverageApi.list(signal),
  })
  const settled = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.foundCoverage.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.pitches.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.analytics.all }),
    ])
  const confirm = useMutation({
    mutationFn: ({ id, moveToPickedUp }: { id: string; moveToPickedUp: boolean }) =>
      foundCoverageApi.confirm(id, moveToPickedUp),
    onSettled: settled,
  })
  const dismiss = useMutation({
    mutationFn: (id: string) => foundCoverageApi.dismiss(id),
    onSettled: settled,
  })
  const found = query.data?.found ?? []
  return {
    query,
    /** Waiting for the founder, on a pitch. */
    possible: found.filter((f) => f.pitchId !== null && f.status === 'possible'),
    /** Stories about the company that answer no pitch. */
    unprompted: found.filter((f) => f.pitchId === null),
    confirm,
    dismiss,
  }
}
