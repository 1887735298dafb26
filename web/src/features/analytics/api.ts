import type {
  angleEffectiveness,
  computeMetrics,
  insights,
  SendTime,
  sendTimes,
  successByPublication,
  Timeframe,
  topPitches,
} from '../../../../shared/domain/analytics'
import type { TrendPoint, TrendUnit } from '../../../../shared/domain/analytics-trends'
import { api } from '../../lib/api-client'
import { queryKeys } from '../../lib/query-keys'

/** The answers of GET /api/analytics/*, typed from the rules that compute them (functions/analytics). */
export type Metrics = ReturnType<typeof computeMetrics>
export interface Charts {
  trends: TrendPoint[]
  trendUnit: TrendUnit
  /** The usual reply time in hours: a period with an unanswered pitch younger than it is pending. */
  replyWindowHours: number
  angles: ReturnType<typeof angleEffectiveness>
  publications: ReturnType<typeof successByPublication>
  topPitches: ReturnType<typeof topPitches>
  sendTimes: ReturnType<typeof sendTimes>
  /** The one best time to send of the timeframe, as Recommended Next Steps names it. */
  bestTime: SendTime | null
}
export type Insights = ReturnType<typeof insights> & {
  /** Sent pitches behind the insights; below `minSample` there is no advice, only a sentence saying so. */
  sampleSize: number
  minSample: number
}
export type Pattern = Insights['patterns'][number]
export type JournalistPreference = Insights['journalistPrefs'][number]
export type Recommendation = Insights['recommendations'][number]

export const analyticsApi = {
  metrics: (timeframe: Timeframe, signal?: AbortSignal) =>
    api.get<Metrics>(`/api/analytics/metrics?timeframe=${timeframe}`, { signal }),
  charts: (timeframe: Timeframe, signal?: AbortSignal) =>
    api.get<Charts>(`/api/analytics/charts?timeframe=${timeframe}`, { signal }),
  insights: (timeframe: Timeframe, signal?: AbortSignal) =>
    api.get<Insights>(`/api/analytics/insights?timeframe=${timeframe}`, { signal }),
}

/** Query keys: lib/query-keys.ts holds every resource's. */
export const analyticsKeys = queryKeys.analytics
