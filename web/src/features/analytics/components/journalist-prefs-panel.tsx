import type { Insights } from '../api'
import { angleLabel, formatPercent, responseRateTone, tooLittleData } from '../format'

const SHOWN = 6

/** Journalist Preferences: per journalist pitched twice or more, what they answered and when. */
export function JournalistPrefsPanel({ insights }: { insights: Insights }) {
  const notEnough = tooLittleData(insights)
  return (
    <section className="card analytics-panel" aria-labelledby="journalist-prefs-heading">
      <h2 id="journalist-prefs-heading">Journalist Preferences</h2>
      {notEnough ? (
        <p className="analytics-empty">{notEnough}</p>
      ) : insights.journalistPrefs.length === 0 ? (
        <p className="analytics-empty">
          No journalist has had two or more of your pitches in this period yet: pitch one again to see what
          they answer.
        </p>
      ) : (
        <ul className="insight-list">
          {insights.journalistPrefs.slice(0, SHOWN).map((pref) => (
            <li key={`${pref.name}|${pref.publication}`} className="journalist-pref">
              <div className="journalist-pref-head">
                <div>
                  <span className="journalist-pref-name">{pref.name}</span>
                  <span className="muted"> · {pref.publication}</span>
                </div>
                <span className={`rate-pill rate-${responseRateTone(pref.responseRate)}`}>
                  {formatPercent(pref.responseRate)} response rate
                </span>
              </div>
              <p className="journalist-pref-facts">
                {pref.preferredAngles.length > 0
                  ? `Preferred angles: ${pref.preferredAngles.map(angleLabel).join(', ')}`
                  : 'No preferred angle yet'}
                {pref.bestDayToContact && ` · Best day: ${pref.bestDayToContact}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
