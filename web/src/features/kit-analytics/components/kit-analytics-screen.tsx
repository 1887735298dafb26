import { useEffect, useState } from 'react'
import { useParams } from 'react-router-dom'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { Link } from '../../../components/ui/link'
import { LoadingState } from '../../../components/ui/loading-state'
import { DEFAULT_TIMEFRAME } from '../format'
import { useKitAnalytics } from '../use-kit-analytics'
import { ActivityChart } from './activity-chart'
import { preloadDrawings } from './drawings'
import { FormatChart } from './format-chart'
import { KitHeader } from './kit-header'
import { KitMetricCards } from './kit-metric-cards'
import { LeadsTable } from './leads-table'
import '../kit-analytics.css'

/** A press kit's analytics (spec 2 /press-kit/analytics/{kitId}): who read it, downloaded it, left an address. */
export function KitAnalyticsScreen() {
  const { kitId = '' } = useParams()
  const [timeframe, setTimeframe] = useState(DEFAULT_TIMEFRAME)
  const { kit, analytics, loading, updating, failed, missing, retry } = useKitAnalytics(kitId, timeframe)
  // The charts' drawings download while their figures are fetched.
  useEffect(preloadDrawings, [])

  return (
    <div className="kit-analytics">
      <KitHeader kit={kit} timeframe={timeframe} onTimeframe={setTimeframe} updating={updating} />
      {failed ? (
        <div className="kit-analytics-failure">
          <ErrorBanner message={missing ?? 'Failed to load analytics'} />
          <div className="kit-analytics-failure-actions">
            {!missing && (
              <button type="button" className="button button-secondary" onClick={() => void retry()}>
                Retry
              </button>
            )}
            <Link to="/press-kit" className="button button-ghost">
              Back to press kits
            </Link>
          </div>
        </div>
      ) : loading || !analytics ? (
        <LoadingState />
      ) : (
        <div
          className={updating ? 'kit-analytics-body kit-analytics-updating' : 'kit-analytics-body'}
          aria-busy={updating}
        >
          <KitMetricCards analytics={analytics} />
          <div className="kit-analytics-grid">
            <ActivityChart analytics={analytics} timeframe={timeframe} />
            <FormatChart byFormat={analytics.downloads.byFormat} />
          </div>
          <LeadsTable leads={analytics.leads.leads} />
        </div>
      )}
    </div>
  )
}
