import type { Charts } from '../api'

/** The pitches that won coverage, then those replied to, with a Coverage or Reply badge. */
export function TopPitches({ pitches }: { pitches: Charts['topPitches'] }) {
  return (
    <section className="card analytics-panel" aria-labelledby="top-pitches-heading">
      <h2 id="top-pitches-heading">Top Performing Pitches</h2>
      {pitches.length === 0 ? (
        <p className="analytics-empty">
          No replies or coverage in this period yet: pitches that win either are listed here.
        </p>
      ) : (
        <ol className="top-pitches">
          {pitches.map((pitch) => (
            <li key={pitch.id}>
              <div className="top-pitch-text">
                <span className="top-pitch-subject">{pitch.subject}</span>
                <span className="muted">
                  {pitch.journalist} · {pitch.publication}
                </span>
              </div>
              <span className={`outcome-badge outcome-badge-${pitch.status}`}>
                {pitch.status === 'coverage' ? 'Coverage' : 'Reply'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
