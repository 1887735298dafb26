import type { PitchStatus } from '../../../../../shared/contracts/pitches'
import { conversionSteps, conversionTone, passedStages } from '../../../../../shared/domain/pipeline'
import type { PipelineMetrics } from '../api'
import { STATUS_LABELS, WORKFLOW_TEXTS } from '../constants'

const DISTRIBUTION: PitchStatus[] = ['drafted', 'reviewed', 'pitched', 'picked_up']
const TREND = { up: ['↑', 'up'], down: ['↓', 'down'], stable: ['→', 'stable'] } as const

/** "No pitch is at Drafted or Reviewed: pitches went past them, so the steps through them have no rate." */
function passedNote(stages: PitchStatus[]) {
  const names = stages.map((stage) => STATUS_LABELS[stage])
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0]
  const them = names.length > 1 ? 'them' : 'it'
  return `No pitch is at ${list}: pitches went past ${them}, so the steps through ${them} have no rate.`
}

/** Spec 2's Pipeline Health: distribution, conversion rates, velocity, bottlenecks and one sentence. */
export function PipelineHealth({ metrics }: { metrics: PipelineMetrics }) {
  if (metrics.totalPitches === 0) return <p className="muted">{WORKFLOW_TEXTS.noPipelineData}</p>
  const largest = Math.max(1, ...DISTRIBUTION.map((status) => metrics.byStatus[status]))
  // Read from the counts, as spec 2's rates are; a step through a stage the cards went past is no 0%.
  const steps = conversionSteps(metrics.byStatus)
  const passed = passedStages(metrics.byStatus)
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
          {steps.map((step) => (
            <div key={step.from}>
              <dt>
                {STATUS_LABELS[step.from]} → {STATUS_LABELS[step.to]}
              </dt>
              {step.shown === 'rate' ? (
                <dd className={`workflow-tone-${conversionTone(step.rate)}`}>{step.rate}%</dd>
              ) : (
                <dd className="workflow-tone-neutral">{step.shown === 'skipped' ? 'Skipped' : '—'}</dd>
              )}
            </div>
          ))}
        </dl>
        {passed.length > 0 && <p className="muted workflow-rates-note">{passedNote(passed)}</p>}
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
