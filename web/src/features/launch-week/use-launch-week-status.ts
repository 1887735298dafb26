import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '../../lib/query-keys'
import { launchWeekApi } from './api'
import { SPOTS_REFRESH_MS } from './constants'

/**
 * The real counter and recent claims, refreshed every 30 s. Null until the first answer: a failed
 * refresh keeps the last one, and nothing is shown rather than a made-up number.
 */
export function useLaunchWeekStatus() {
  const query = useQuery({
    queryKey: queryKeys.launchWeek.status,
    queryFn: ({ signal }) => launchWeekApi.status(signal),
    refetchInterval: SPOTS_REFRESH_MS,
    // Polled: the next refresh is the retry.
    retry: false,
  })
  return { status: query.data ?? null, refresh: () => query.refetch() }
}
