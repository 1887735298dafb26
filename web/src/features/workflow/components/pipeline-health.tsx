import type { PitchStatus } from '../../../../../shared/contracts/pitches'
import { conversionTone } from '../../../../../shared/domain/pipeline'
import type { PipelineMetrics } from '../api'
import { STATUS_LABELS, WORKFLOW_TEXTS } from '../constants'

const DISTRIBUTION: PitchStatus[] = ['drafted', 'reviewed', 'pitched', 'picked_up']
const TREND = { up: ['↑', 'up'], down: ['↓', 'down'], stable: ['→', 'stable'] } as const

/** Spec 2's Pipeline Health: distribution, conversion rates, velocity, bottlenecks and one sentence. */
export function PipelineHealth({ metrics }: { metrics: PipelineMetrics }) {
  if (metrics.totalPitches === 0) return <p className="muted">{WORKFLOW_TEXTS.noPipelineData}</p>
  const largest = Math.max(1, ...DISTRIBUTION.map((status) => metrics.byStatus[status]))
  const rates = [
    ['Drafted → Reviewed', metrics.conversionRates.draftedToReviewed],
    ['Reviewed → Pitched', metrics.conversionRates.reviewedToPitched],
    ['Pitched → Picked Up', metrics.conversionRates.pitchedToPickedUp],
  ] as const
  const [arrow, trend] = TREND[metrics.velocity.trend]
  return (
    <div className="workflow-health">
      <section>
        <h3>Current Distribution</h3>
        <ul className="workflow-bars">
          {DISTRIBUTION.map((status) => (
            <li key={status}>
              <span className="workflow-bar-label">{STATUS_LABELS[status]}</span>
              <span className="workflow-bar-track" aria-hidden="true">
                <span
                  className={`workflow-bar-fill workflow-status-${status}`}
                  style={{ width: `${(metrics.byStatus[status] / largest) * 100}%` }}
                />
              </span>
              <span className="workflow-bar-value">{metrics.byStatus[status]}</span>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>Conversion Rates</h3>
        <dl className="workflow-rates">
          {rates.map(([label, rate]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd className={`workflow-tone-${conversionTone(rate)}`}>{rate}%</dd>
            </div>
          ))}
        </dl>
      </section>
      <section>
        <h3>Pipeline Velocity</h3>
        <dl className="workflow-rates">
          <div>
            <dt>Sent in the last 7 days</dt>
            <dd>
              {metrics.velocity.last7Days}{' '}
              <span
                className={`workflow-trend workflow-trend-${trend}`}
                role="img"
                aria-label={`Trend ${trend}`}
              >
                {arrow}
              </span>
            </dd>
          </div>
          <div>
            <dt>Sent in the last 30 days</dt>
            <dd>{metrics.velocity.last30Days}</dd>
          </div>
        </dl>
      </section>
      <section>
        <h3>Potential Bottlenecks</h3>
        {metrics.bottlenecks.length === 0 ? (
          <p className="muted">No card has waited more than 7 days.</p>
        ) : (
          <ul className="workflow-health-bottlenecks">
            {metrics.bottlenecks.map((stage) => (
              <li key={stage.status}>
                {STATUS_LABELS[stage.status]}: {stage.items.length} waiting, {stage.avgDays} days on average
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="workflow-insight">{metrics.insight}</p>
    </div>
  )
}
