import type { Pitch } from '../../../../../shared/contracts/pitches'
import { useFoundCoverage } from '../use-found-coverage'

/**
 * Above the board: stories in publications' feeds that may be coverage of the founder's pitches, each
 * opening its pitch, where the founder confirms or dismisses it. Stories of pitches not on this board
 * (another company's, when it is filtered) wait for theirs.
 */
export function FoundCoverageNotice({ pitches, onOpen }: { pitches: Pitch[]; onOpen(id: string): void }) {
  const { possible } = useFoundCoverage()
  const byId = new Map(pitches.map((pitch) => [pitch.id, pitch]))
  const shown = possible.filter((story) => story.pitchId && byId.has(story.pitchId))
  if (shown.length === 0) return null
  return (
    <section className="found-coverage-notice" aria-labelledby="found-coverage-title">
      <h2 id="found-coverage-title" className="found-coverage-title">
        Possible coverage
      </h2>
      <p className="muted">
        {shown.length === 1
          ? 'A story in a publication you follow may be coverage of your pitch.'
          : `${shown.length} stories in publications you follow may be coverage of your pitches.`}
      </p>
      <ul className="found-coverage-list">
        {shown.map((story) => {
          const pitch = byId.get(story.pitchId ?? '') as Pitch
          return (
            <li key={story.id}>
              <span className="found-coverage-story">
                <strong>{story.title}</strong>
                <span className="muted">
                  {' '}
                  {story.publication} · your pitch to {pitch.journalist.full_name}
                </span>
              </span>
              <button
                type="button"
                className="button button-secondary"
                aria-label={`Review: ${story.title}`}
                onClick={() => onOpen(pitch.id)}
              >
                Review
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
