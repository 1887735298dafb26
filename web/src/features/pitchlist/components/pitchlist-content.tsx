import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { type PitchStory, profileGaps, thinProfileMessage } from '../../../../../shared/domain/pitch-brief'
import { lazyComponent } from '../../../components/ui/lazy-component'
import { Link } from '../../../components/ui/link'
import { LoadError } from '../../../components/ui/load-error'
import { LoadingState } from '../../../components/ui/loading-state'
import { currentCompanyQuery } from '../../../lib/current-company'
import { useSearchExports } from '../../discovery'
import { usePitchedJournalists } from '../../pitches'
import { GENERATE_MESSAGES } from '../generate-messages'
import { usePitchGeneration } from '../use-pitch-generation'
import { usePitchlist } from '../use-pitchlist'
import { givenStory, PitchBriefForm } from './pitch-brief-form'
import { PitchQuotaLine } from './pitch-quota-line'
import { PitchlistRow } from './pitchlist-row'

// The dialog loads once a generation starts, while it waits for the server: the list shows without it.
const OutOfPitchesModal = lazyComponent(() =>
  import('./out-of-pitches-modal').then((m) => m.OutOfPitchesModal),
)

/**
 * My Pitchlist once its code has loaded (./pitchlist-screen.tsx shows the title and the loading state
 * before): the journalists the founder starred, to pitch, export or take off the list.
 */
export function PitchlistContent() {
  const { state, reload, selected, select, selectAll, clearSelection, removing, remove } = usePitchlist()
  const { exporting, exportCsv } = useSearchExports()
  // Those pitched are unticked, so a retry after a partial failure pitches only the rest.
  const [story, setStory] = useState<PitchStory>({})
  const generation = usePitchGeneration(
    (pitched) => {
      for (const id of pitched) select(id, false)
    },
    () => givenStory(story),
  )
  const { busy, progress } = generation
  useEffect(() => {
    if (busy) OutOfPitchesModal.preload()
  }, [busy])
  const entries = state.status === 'ready' ? state.entries : []
  // Who has a pitch already at the active company, read once there is someone to mark.
  const company = useQuery({ ...currentCompanyQuery, enabled: entries.length > 0 })
  const pitched = usePitchedJournalists(company.data?.id)
  // What the profile lacks for a pitch, said before anything is generated.
  const gaps = company.data ? profileGaps(company.data) : []
  const allSelected = entries.length > 0 && entries.every((entry) => selected.has(entry.journalist_id))
  // In list order, which is the order the founder sees them in.
  const selectedIds = entries.map((entry) => entry.journalist_id).filter((id) => selected.has(id))

  return (
    <>
      <header className="page-header page-header-row pitchlist-header">
        <div>
          <h1>My Pitchlist</h1>
          {entries.length > 0 && (
            <p className="muted">
              {entries.length} {entries.length === 1 ? 'journalist' : 'journalists'} saved
              {selected.size > 0 && ` · ${selected.size} selected`}
            </p>
          )}
          {state.status === 'ready' && <PitchQuotaLine companyMissing={generation.companyMissing} />}
        </div>
        {entries.length > 0 && (
          <div className="pitchlist-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              aria-busy={progress !== null}
              onClick={() => void generation.generateSelected(selectedIds)}
            >
              {progress && <span className="spinner" aria-hidden="true" />}
              Pitch Selected ({selectedIds.length})
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={selected.size === 0 || exporting !== null}
              onClick={() =>
                void exportCsv({ query: '', filters: {}, journalistIds: [...selected] }, 'selected')
              }
            >
              Export Selected
            </button>
            <button
              type="button"
              className="button button-ghost"
              disabled={selected.size === 0}
              onClick={clearSelection}
            >
              Clear All
            </button>
          </div>
        )}
      </header>

      {entries.length > 0 && gaps.length > 0 && (
        <p className="pitch-company-notice pitch-thin-profile" role="status">
          {thinProfileMessage(gaps)} <Link to="/company">Complete your company profile</Link>
        </p>
      )}
      {entries.length > 0 && <PitchBriefForm story={story} onChange={setStory} disabled={busy} />}

      {progress && (
        <div className="pitch-progress" role="status">
          <span className="pitch-progress-text">
            <span className="spinner" aria-hidden="true" />
            {GENERATE_MESSAGES.bulkProgress(progress.done, progress.total)}
          </span>
          <progress value={progress.done} max={progress.total} aria-label="Pitches generated" />
        </div>
      )}

      {state.status === 'loading' && <LoadingState />}
      {state.status === 'error' && <LoadError message={state.message} onRetry={reload} />}
      {state.status === 'ready' && entries.length === 0 && (
        <div className="empty-state empty-state-cta">
          <span className="empty-state-icon" aria-hidden="true">
            ☆
          </span>
          <p className="empty-state-title">Your pitchlist is empty</p>
          <p>Click the star icon on a journalist on the Search page to add them here.</p>
          <Link to="/search" className="button button-primary">
            Find journalists
          </Link>
        </div>
      )}
      {entries.length > 0 && (
        <>
          <label className="check-option select-all" htmlFor="pitchlist-select-all">
            <input
              id="pitchlist-select-all"
              type="checkbox"
              checked={allSelected}
              onChange={(event) =>
                event.target.checked
                  ? selectAll(entries.map((entry) => entry.journalist_id))
                  : clearSelection()
              }
            />
            <span className="check-option-label">Select all</span>
          </label>
          <ul className="pitchlist" aria-label="Pitchlist">
            {entries.map((entry) => (
              <li key={entry.journalist_id}>
                <PitchlistRow
                  entry={entry}
                  selected={selected.has(entry.journalist_id)}
                  onSelect={(on) => select(entry.journalist_id, on)}
                  removing={removing.has(entry.journalist_id)}
                  onRemove={() => void remove(entry.journalist_id)}
                  generating={generation.generatingFor === entry.journalist_id}
                  canGenerate={!busy}
                  pitched={pitched.has(entry.journalist_id)}
                  onGenerate={() => void generation.generateOne(entry.journalist_id)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {generation.outOfPitches && (
        <OutOfPitchesModal note={generation.outOfPitches.note} onClose={generation.closeOutOfPitches} />
      )}
    </>
  )
}
