import { useState } from 'react'
import type { FoundCoverage } from '../../../../../shared/contracts/coverage'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { serverMessage } from '../../../lib/error-message'
import { formatDate } from '../constants'
import { useFoundCoverage } from '../use-found-coverage'

/** Why Pressroom thinks this story is the pitch's. */
const MATCHED: Record<NonNullable<FoundCoverage['matchedBy']>, string> = {
  author: 'by the journalist you pitched',
  publication: 'at the publication you pitched',
}

/**
 * Stories a publication's feed carried that name the founder's company and answer this pitch: each
 * confirmed (it becomes the pitch's coverage, moving the card to Picked Up if the founder keeps the
 * box ticked) or dismissed (it does not come back).
 */
export function PossibleCoverage({ pitchId }: { pitchId: string }) {
  const { possible } = useFoundCoverage()
  const mine = possible.filter((f) => f.pitchId === pitchId)
  if (mine.length === 0) return null
  return (
    <section className="pitch-dialog-section possible-coverage" aria-labelledby="pitch-dialog-possible">
      <h3 id="pitch-dialog-possible" className="overline">
        Possible coverage
      </h3>
      <ul className="possible-coverage-list">
        {mine.map((story) => (
          <li key={story.id}>
            <PossibleStory story={story} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function PossibleStory({ story }: { story: FoundCoverage }) {
  const { confirm, dismiss } = useFoundCoverage()
  const [moveToPickedUp, setMoveToPickedUp] = useState(true)
  const [failure, setFailure] = useState<string | null>(null)
  const busy = confirm.isPending || dismiss.isPending
  const boxId = `possible-move-${story.id}`

  const act = async (what: () => Promise<unknown>, fallback: string) => {
    setFailure(null)
    try {
      await what()
    } catch (error) {
      setFailure(serverMessage(error, fallback))
    }
  }

  return (
    <article className="possible-story" aria-label={`Possible coverage: ${story.title}`}>
      <p className="possible-story-title">
        <a href={story.url} target="_blank" rel="noreferrer noopener">
          {story.title}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      <p className="possible-story-meta muted">
        {[
          story.publication,
          story.published ? formatDate(story.published) : null,
          story.authors.length ? `by ${story.authors.join(', ')}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="possible-story-why">
        Names “{story.named}”{story.matchedBy ? `, ${MATCHED[story.matchedBy]}` : ''}.
      </p>
      <div className="possible-story-actions">
        <label className="checkbox" htmlFor={boxId}>
          <input
            id={boxId}
            type="checkbox"
            checked={moveToPickedUp}
            disabled={busy}
            onChange={(event) => setMoveToPickedUp(event.target.checked)}
          />
          Move to Picked Up
        </label>
        <button
          type="button"
          className="button button-primary"
          disabled={busy}
          aria-busy={confirm.isPending}
          onClick={() =>
            void act(
              () => confirm.mutateAsync({ id: story.id, moveToPickedUp }),
              'Could not confirm that coverage',
            )
          }
        >
          {confirm.isPending && <span className="spinner" aria-hidden="true" />}
          {confirm.isPending ? 'Confirming...' : 'Confirm coverage'}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          aria-busy={dismiss.isPending}
          onClick={() => void act(() => dismiss.mutateAsync(story.id), 'Could not dismiss that story')}
        >
          {dismiss.isPending ? 'Dismissing...' : 'Not about us'}
        </button>
      </div>
      {failure && <ErrorBanner message={failure} />}
    </article>
  )
}
