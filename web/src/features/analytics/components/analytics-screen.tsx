import { useEffect, useState } from 'react'
import { TimeframePicker } from '../../../components/charts/timeframe-picker'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { LoadingState } from '../../../components/ui/loading-state'
import { DEFAULT_TIMEFRAME } from '../format'
import { useAnalytics } from '../use-analytics'
import { AngleChart } from './angle-chart'
import { preloadDrawings } from './drawings'
import { JournalistPrefsPanel } from './journalist-prefs-panel'
import { MetricCards } from './metric-cards'
import { PatternsPanel } from './patterns-panel'
import { PublicationChart } from './publication-chart'
import { RecommendationsPanel } from './recommendations-panel'
import { SendTimesPanel } from './send-times-panel'
import { TopPitches } from './top-pitches'
import { TrendChart } from './trend-chart'
import { UnpromptedCoverage } from './unprompted-coverage'
import '../analytics.css'

/** Pitch Analytics (spec 2 /analytics): what was sent, who replied and what won coverage. */
export function AnalyticsScreen() {
  const [timeframe, setTimeframe] = useState(DEFAULT_TIMEFRAME)
  const { metrics, charts, insights, loading, updating, failed, retry } = useAnalytics(timeframe)
  // The charts' drawings download while their figures are fetched.
  useEffect(preloadDrawings, [])

  return (
    <div className="analytics">
      <header className="analytics-header">
        <div>
          <h1>Pitch Analytics</h1>
          <p className="analytics-tagline">Know what works, do more of it</p>
        </div>
        <TimeframePicker
          value={timeframe}
          onChange={setTimeframe}
          updating={updating}
          classPrefix="analytics"
        />
      </header>

      {failed ? (
        <div className="analytics-failure">
          <ErrorBanner message="Failed to load analytics" />
          <button type="button" className="button button-secondary" onClick={() => void retry()}>
            Retry
          </button>
        </div>
      ) : loading || !metrics || !charts || !insights ? (
        <LoadingState />
      ) : (
        <div
          className={updating ? 'analytics-body analytics-updating' : 'analytics-body'}
          aria-busy={updating}
        >
          <MetricCards metrics={metrics} timeframe={timeframe} />
          <div className="analytics-grid">
            <TrendChart
              trends={charts.trends}
              unit={charts.trendUnit}
              replyWindowHours={charts.replyWindowHours}
            />
            <AngleChart angles={charts.angles} />
            <PublicationChart publications={charts.publications} />
            <TopPitches pitches={charts.topPitches} />
            <UnpromptedCoverage />
            <SendTimesPanel sendTimes={charts.sendTimes} bestTime={charts.bestTime} />
            <PatternsPanel insights={insights} />
            <JournalistPrefsPanel insights={insights} />
            <RecommendationsPanel insights={insights} />
          </div>
        </div>
      )}
    </div>
  )
}
