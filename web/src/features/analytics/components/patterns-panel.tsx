import type { Insights } from '../api'
import { tooLittleData } from '../format'

/** What's Working: angles that beat the founder's overall success rate, with examples. */
export function PatternsPanel({ insights }: { insights: Insights }) {
  const notEnough = tooLittleData(insights)
  return (
    <section className="card analytics-panel" aria-labelledby="patterns-heading">
      <h2 id="patterns-heading">What's Working</h2>
      {notEnough ? (
        <p className="analytics-empty">{notEnough}</p>
      ) : insights.patterns.length === 0 ? (
        <p className="analytics-empty">
          No angle stands out yet: none beats your overall success rate by 10 points over 5 or more pitches.
        </p>
      ) : (
        <ul className="insight-list">
          {insights.patterns.map((pattern) => (
            <li key={pattern.description} className="pattern">
              <div className="pattern-head">
                <span>{pattern.description}</span>
                <span className="impact-badge">+{pattern.impact}%</span>
              </div>
              {pattern.examples.length > 0 && (
                <ul className="pattern-examples" aria-label="Examples">
                  {pattern.examples.map((example) => (
                    <li key={example}>{example}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
