import {
  angleEffectiveness,
  computeMetrics,
  insights,
  MIN_SAMPLE,
  type Outcome,
  sendTimes,
  successByPublication,
  type Timeframe,
  topPitches,
  trends,
  trendUnit,
  windowOf,
} from '../../shared/domain/analytics'
import type { Deps } from '../ports/deps'
import { founderTimeZone } from '../sending/sender-settings'
import { audienceOf, publicationAudiences } from './reach'

type AnalyticsDeps = Pick<Deps, 'store' | 'now'>

/**
 * What became of the founder's pitches sent between two times. One query on the sent-at index
 * reads only that window's pitches: nothing else is scanned per request.
 */
export async function outcomes(
  deps: Pick<Deps, 'store'>,
  userId: string,
  from: Date,
  to: Date,
): Promise<Outcome[]> {
  // A founder's sent pitches by send time (gsi2).
  const [{ data }, audiences] = await Promise.all([
    deps.store.pitches.query
      .bySentAt({ sent_by: userId })
      .between({ sent_at: from.toISOString() }, { sent_at: to.toISOString() })
      .go({ pages: 'all' }),
    publicationAudiences(deps),
  ])
  return data
    .filter((p) => p.sent_at)
    .map((p) => ({
      pitchId: p.pitch_id,
      subject: p.subject,
      journalistName: p.journalist_name,
      publication: p.journalist_publication,
      angle: p.angle ?? null,
      sentAt: p.sent_at as string,
      repliedAt: p.replied_at ?? null,
      coverage: p.status === 'picked_up' || !!p.coverage_url,
      // Unknown (not 0) where the publication's audience is not known.
      reach: audienceOf(audiences, p.journalist_publication),
    }))
}

export async function dashboardMetrics(deps: AnalyticsDeps, userId: string, timeframe: Timeframe) {
  const window = windowOf(timeframe, deps.now())
  const [current, previous] = await Promise.all([
    outcomes(deps, userId, window.from, window.to),
    timeframe === 'all' ? [] : outcomes(deps, userId, window.previousFrom, window.previousTo),
  ])
  return computeMetrics(current, previous)
}

/** The charts' data, from the same outcomes. */
export async function dashboardCharts(deps: AnalyticsDeps, userId: string, timeframe: Timeframe) {
  const window = windowOf(timeframe, deps.now())
  const [current, zone] = await Promise.all([
    outcomes(deps, userId, window.from, window.to),
    founderTimeZone(deps, userId),
  ])
  return {
    trends: trends(current, timeframe, zone),
    /** Each trend point's period, for a chart that shows the periods with no pitch sent as gaps. */
    trendUnit: trendUnit(timeframe),
    angles: angleEffectiveness(current),
    publications: successByPublication(current),
    topPitches: topPitches(current),
    sendTimes: sendTimes(current, zone),
  }
}

/**
 * Patterns, journalist preferences and recommendations over everything the founder has sent, with the
 * number of sent pitches behind them, so a screen can say when there is too little data to advise.
 */
export async function dashboardInsights(deps: AnalyticsDeps, userId: string) {
  // Best days and times on the founder's clock, as the trends and send times are.
  const [all, zone] = await Promise.all([
    outcomes(deps, userId, new Date(0), deps.now()),
    founderTimeZone(deps, userId),
  ])
  return { ...insights(all, zone), sampleSize: all.length, minSample: MIN_SAMPLE }
}
