import {
  angleEffectiveness,
  bestSendTime,
  computeMetrics,
  insights,
  MIN_SAMPLE,
  type Outcome,
  sendTimes,
  successByPublication,
  type Timeframe,
  topPitches,
  windowOf,
} from '../../shared/domain/analytics'
import { trend, usualReplyHours } from '../../shared/domain/analytics-trends'
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

/** The outcomes of a timeframe's window, and the founder's time zone they are read in. */
async function windowed(deps: AnalyticsDeps, userId: string, timeframe: Timeframe) {
  const window = windowOf(timeframe, deps.now())
  const [current, zone] = await Promise.all([
    outcomes(deps, userId, window.from, window.to),
    founderTimeZone(deps, userId),
  ])
  return { current, zone }
}

/** The usual reply time is read from at least this many days of replies: a week's few tell nothing. */
const REPLY_TIME_LOOKBACK_DAYS = 90

/** The charts' data, from the same outcomes. */
export async function dashboardCharts(deps: AnalyticsDeps, userId: string, timeframe: Timeframe) {
  const now = deps.now()
  const window = windowOf(timeframe, now)
  const lookback = new Date(
    Math.min(window.from.getTime(), now.getTime() - REPLY_TIME_LOOKBACK_DAYS * 24 * 3_600_000),
  )
  // One query: the window's pitches are the latest of the lookback's.
  const [recent, zone] = await Promise.all([
    outcomes(deps, userId, lookback, now),
    founderTimeZone(deps, userId),
  ])
  const current = recent.filter((o) => o.sentAt >= window.from.toISOString())
  const { unit, points, replyWindowHours } = trend(current, timeframe, zone, now, usualReplyHours(recent))
  return {
    trends: points,
    /** Each trend point's period (widened from a day to a week or a month while too few pitches fill one). */
    trendUnit: unit,
    /** The usual reply time: a period with an unanswered pitch sent more recently is pending. */
    replyWindowHours,
    angles: angleEffectiveness(current),
    publications: successByPublication(current),
    topPitches: topPitches(current),
    sendTimes: sendTimes(current, zone),
    bestTime: bestSendTime(current, zone),
  }
}

/**
 * Patterns, journalist preferences and recommendations over the timeframe's pitches, with the number
 * of sent pitches behind them, so a screen can say when there is too little data to advise. Its best
 * time to send is the charts' of the same timeframe: one definition, one answer.
 */
export async function dashboardInsights(deps: AnalyticsDeps, userId: string, timeframe: Timeframe) {
  // Best days and times on the founder's clock, as the trends and send times are.
  const { current, zone } = await windowed(deps, userId, timeframe)
  return { ...insights(current, zone), sampleSize: current.length, minSample: MIN_SAMPLE }
}
