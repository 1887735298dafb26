import { useQuery } from '@tanstack/react-query'
import type { PitchStatus } from '../../../../shared/contracts/pitches'
import { workflowApi, workflowKeys } from './api'

/** The board's cards, all of them or one status's (the filter); refetched on mount like /pitches. */
export function useCards(status: PitchStatus | null) {
  return useQuery({
    queryKey: workflowKeys.cards(status),
    queryFn: ({ signal }) => workflowApi.cards(status, signal),
    refetchOnMount: 'always',
  })
}

/** What can be undone and redone, kept on the server (a reload or a second tab sees the same). */
export function useHistory() {
  return useQuery({
    queryKey: workflowKeys.history,
    queryFn: ({ signal }) => workflowApi.history(signal),
    refetchOnMount: 'always',
  })
}

/** Pipeline Health and the bottleneck alert's data. */
export function useMetrics() {
  return useQuery({
    queryKey: workflowKeys.metrics,
    queryFn: async ({ signal }) => (await workflowApi.metrics(signal)).metrics,
    refetchOnMount: 'always',
  })
}
