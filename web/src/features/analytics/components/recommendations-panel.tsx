import type { Insights } from '../api'
import { sampleNote } from '../format'

const LEVEL = { high: 'High', medium: 'Medium', low: 'Low' } as const

/** Recommended Next Steps: each with its priority, the action, its impact and the effort it takes. */
export function RecommendationsPanel({ insights }: { insights: Insights }) {
  return (
    <section className="card analytics-panel analytics-panel-wide" aria-labelledby="recommendations-heading">
      <h2 id="recommendations-heading">Recommended Next Steps</h2>
      {insights.recommendations.length === 0 ? (
        <p className="analytics-empty">Nothing to change for now: keep doing what works.</p>
      ) : (
        <ol className="insight-list recommendations">
          {insights.recommendations.map((step) => (
            <li key={step.action} className="recommendation">
              <span className={`priority-badge priority-${step.priority}`}>
                {LEVEL[step.priority]} priority
              </span>
              <span className="recommendation-action">{step.action}</span>
              <span className="recommendation-facts muted">
                Impact: {step.impact} · Effort: {LEVEL[step.effort].toLowerCase()}
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="analytics-footnote muted">{sampleNote(insights.sampleSize)}</p>
    </section>
  )
}
