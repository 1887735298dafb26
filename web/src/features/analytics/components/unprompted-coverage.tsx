import { useState } from 'react'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { serverMessage } from '../../../lib/error-message'
import { useFoundCoverage } from '../../pitches'

const day = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' })

/**
 * Stories about the founder's company that answer none of their pitches (found in publications'
 * feeds): shown apart, never counted as a pitch's coverage, each dismissable when it is not about them.
 */
export function UnpromptedCoverage() {
  const { query, unprompted, dismiss } = useFoundCoverage()
  const [failure, setFailure] = useState<string | null>(null)
  return (
    <section className="card analytics-panel" aria-labelledby="unprompted-heading">
      <h2 id="unprompted-heading">Unprompted coverage</h2>
      <p className="muted analytics-panel-note">
        Stories about your company that no pitch of yours answers. They are not counted above.
      </p>
      {query.isPending ? (
        <p className="analytics-empty">Looking for stories...</p>
      ) : query.isError ? (
        <ErrorBanner message="Could not load stories about your company" />
      ) : unprompted.length === 0 ? (
        <p className="analytics-empty">
          No stories yet: when a publication feed names your company (or another name it goes by), it shows
          here.
        </p>
      ) : (
        <ul className="top-pitches">
          {unprompted.map((story) => (
            <li key={story.id}>
              <div className="top-pitch-text">
                <a className="top-pitch-subject" href={story.url} target="_blank" rel="noreferrer noopener">
                  {story.title}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
                <span className="muted">
                  {[story.publication, story.published ? day.format(new Date(story.published)) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </div>
              <button
                type="button"
                className="button button-secondary"
                disabled={dismiss.isPending}
                onClick={() => {
                  setFailure(null)
                  dismiss.mutateAsync(story.id).catch((error: unknown) => {
                    setFailure(serverMessage(error, 'Could not dismiss that story'))
                  })
                }}
              >
                Not about us<span className="visually-hidden">: {story.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {failure && <ErrorBanner message={failure} />}
    </section>
  )
}
