import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useToast } from '../../components/ui/toast'
import { isNotFound } from '../../lib/api-client'
import { type KitTimeframe, kitAnalyticsApi, kitAnalyticsKeys } from './api'
import { REFRESH_MS } from './format'

/**
 * A kit and its analytics. The figures refresh every minute and keep the previous timeframe's on
 * screen while a new one loads; a refresh that fails while figures are shown says so in a toast and
 * leaves them.
 */
export function useKitAnalytics(kitId: string, timeframe: KitTimeframe) {
  const kit = useQuery({
    queryKey: kitAnalyticsKeys.kit(kitId),
    queryFn: ({ signal }) => kitAnalyticsApi.kit(kitId, signal),
    select: (answer) => answer.kit,
  })
  const analytics = useQuery({
    queryKey: kitAnalyticsKeys.analytics(kitId, timeframe),
    queryFn: ({ signal }) => kitAnalyticsApi.analytics(kitId, timeframe, signal),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  })

  const toast = useToast()
  const toasted = useRef(0)
  const { data, isError, errorUpdatedAt } = analytics
  useEffect(() => {
    if (isError && data && errorUpdatedAt !== toasted.current) {
      toasted.current = errorUpdatedAt
      toast('Failed to fetch analytics', 'error')
    }
  }, [isError, data, errorUpdatedAt, toast])

  const queries = [kit, analytics]
  return {
    kit: kit.data,
    analytics: analytics.data,
    loading: queries.some((q) => q.isPending),
    updating: analytics.isPlaceholderData,
    /** Nothing to show: a first load failed. */
    failed: queries.some((q) => q.isError && !q.data),
    /** No such kit of the founder's, in the server's words: asking again cannot find it. */
    missing: isNotFound(kit.error) ? kit.error.message : null,
    retry: () => Promise.all(queries.filter((q) => q.isError).map((q) => q.refetch())),
  }
}
