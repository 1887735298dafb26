import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Timeframe } from '../../../../shared/domain/analytics'
import { analyticsApi, analyticsKeys } from './api'

/**
 * The dashboard's three calls, each keyed by timeframe (the insights too: their best time to send is
 * the charts' of the same timeframe), keeping the previous timeframe's figures on screen (flagged as
 * placeholders) while the new ones load.
 */
export function useAnalytics(timeframe: Timeframe) {
  const metrics = useQuery({
    queryKey: analyticsKeys.metrics(timeframe),
    queryFn: ({ signal }) => analyticsApi.metrics(timeframe, signal),
    placeholderData: keepPreviousData,
  })
  const charts = useQuery({
    queryKey: analyticsKeys.charts(timeframe),
    queryFn: ({ signal }) => analyticsApi.charts(timeframe, signal),
    placeholderData: keepPreviousData,
  })
  const insights = useQuery({
    queryKey: analyticsKeys.insights(timeframe),
    queryFn: ({ signal }) => analyticsApi.insights(timeframe, signal),
    placeholderData: keepPreviousData,
  })
  const queries = [metrics, charts, insights]
  return {
    metrics: metrics.data,
    charts: charts.data,
    insights: insights.data,
    /** Nothing to show yet: the first load. */
    loading: queries.some((q) => q.isPending),
    /** Figures of another timeframe are on screen while this one's load. */
    updating: queries.some((q) => q.isPlaceholderData),
    failed: queries.some((q) => q.isError),
    retry: () => Promise.all(queries.filter((q) => q.isError).map((q) => q.refetch())),
  }
}
