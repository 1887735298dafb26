import { useQuery } from '@tanstack/react-query'
import { Link } from '../../components/ui/link'
import { LoadError } from '../../components/ui/load-error'
import { LoadingState } from '../../components/ui/loading-state'
import { analyticsApi, analyticsKeys } from './api'
import { MetricCards } from './components/metric-cards'
import './analytics.css'

const TIMEFRAME = '30d'
const LOAD_FAILED = 'Failed to load analytics'

/**
 * The analytics cards of the workflow area: the dashboard's own Reply Rate, Coverage Rate and Time to
 * Reply for the last 30 days, from the same call and the same cache as /analytics.
 */
export function AnalyticsSummary() {
  const metrics = useQuery({
    queryKey: analyticsKeys.metrics(TIMEFRAME),
    queryFn: ({ signal }) => analyticsApi.metrics(TIMEFRAME, signal),
  })
  return (
    <section className="analytics-summary" aria-labelledby="analytics-summary-title">
      <h3 id="analytics-summary-title">Last 30 days</h3>
      {metrics.data ? (
        <MetricCards metrics={metrics.data} timeframe={TIMEFRAME} />
      ) : metrics.isError ? (
        <LoadError message={LOAD_FAILED} onRetry={() => metrics.refetch()} />
      ) : (
        <LoadingState />
      )}
      <Link to="/analytics">Open Pitch Analytics</Link>
    </section>
  )
}
