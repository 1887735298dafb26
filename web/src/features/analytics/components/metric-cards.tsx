import type { Timeframe } from '../../../../../shared/domain/analytics'
import type { Metrics } from '../api'
import { formatPercent, formatReach, formatResponseTime, PREVIOUS_PERIOD, rateChange } from '../format'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
const ARROWS = { up: '↑', down: '↓', flat: '→' } as const

/** Reply Rate, Coverage Rate and Time to Reply (spec 2's analytics cards). */
export function MetricCards({ metrics, timeframe }: { metrics: Metrics; timeframe: Timeframe }) {
  const change = rateChange(metrics.replyRate, metrics.previousReplyRate)
  const previous = PREVIOUS_PERIOD[timeframe]
  const replied = metrics.totalReplies > 0
  // A rate of nothing is no rate: with no pitch sent, the rates read '—' as Time to Reply does.
  const pitched = metrics.totalPitches > 0
  return (
    <div className="metric-cards">
      <section className="card metric-card" aria-labelledby="metric-reply-rate">
        <h2 id="metric-reply-rate" className="metric-title">
          Reply Rate
        </h2>
        <p className="metric-value">{pitched ? formatPercent(metrics.replyRate) : '—'}</p>
        {previous && metrics.previousPitches === 0 ? (
          <p className="metric-change">No pitches sent in the {previous.replace(/^vs /, '')}</p>
        ) : previous ? (
          <p className={`metric-change metric-change-${change.direction}`}>
            <span aria-hidden="true">{ARROWS[change.direction]}</span> {change.text} {previous}
          </p>
        ) : (
          <p className="metric-change">No earlier period to compare</p>
        )}
        <p className="metric-detail">
          {plural(metrics.totalReplies, 'reply', 'replies')} from{' '}
          {plural(metrics.totalPitches, 'pitch', 'pitches')}
        </p>
      </section>

      <section className="card metric-card" aria-labelledby="metric-coverage-rate">
        <h2 id="metric-coverage-rate" className="metric-title">
          Coverage Rate
        </h2>
        <p className="metric-value">{pitched ? formatPercent(metrics.coverageRate) : '—'}</p>
        <p className="metric-detail">{plural(metrics.totalCoverage, 'story', 'stories')} published</p>
        <p className="metric-detail">Average reach: {formatReach(metrics.avgReach)}</p>
      </section>

      <section className="card metric-card" aria-labelledby="metric-time-to-reply">
        <h2 id="metric-time-to-reply" className="metric-title">
          Time to Reply
        </h2>
        <p className="metric-value">{replied ? formatResponseTime(metrics.avgResponseTime) : '—'}</p>
        <p className="metric-detail">average</p>
        <dl className="metric-facts">
          <div>
            <dt>Median</dt>
            <dd>{replied ? formatResponseTime(metrics.medianResponseTime) : '—'}</dd>
          </div>
          <div>
            <dt>Fastest</dt>
            <dd>{replied ? formatResponseTime(metrics.fastestResponseTime) : '—'}</dd>
          </div>
        </dl>
      </section>
    </div>
  )
}
