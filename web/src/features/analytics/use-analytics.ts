import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Timeframe } from '../../../../shared/domain/analytics'
import { analyticsApi, analyticsKeys } from './api'

/**
 * The dashboard's three calls. Metrics and charts are keyed by timeframe and keep the previous
 * timeframe's figures on screen (flagged as placeholders) while the new ones load.
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
    queryKey: analyticsKeys.insights(),
    queryFn: ({ signal }) => analyticsApi.insights(signal),
  })
  const queries = [metrics, charts, insights]
  return {
    metrics: metrics.data,
    charts: charts.data,
    insights: insights.data,
    /** Nothing to show yet: the first load. */
    loading: queries.some((q) => q.isPending),
    /** Figures of another timeframe are on screen while this one's load. */
    updating: metrics.isPlaceholderData || charts.isPlaceholderData,
    failed: queries.some((q) => q.isError),
    retry: () => Promise.all(queries.filter((q) => q.isError).map((q) => q.refetch())),
  }
}
