import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { lazyComponent, preloadOn } from '../../../components/ui/lazy-component'
import { Link } from '../../../components/ui/link'
import { LoadError } from '../../../components/ui/load-error'
import { LoadingState } from '../../../components/ui/loading-state'
import { useAuth } from '../../../lib/auth/auth-context'
import { AutomationDrawer } from '../../automation'
import { PITCH_MESSAGES } from '../constants'
import { usePitches } from '../use-pitches'
import { CompanyFilter } from './company-filter'
import { FoundCoverageNotice } from './found-coverage-notice'
import { PitchBoard } from './pitch-board'
import '../pitches.css'

// The dialog (its editor, the form layer and the contract with zod) loads once the board shows, not
// before it (issue 18).
const PitchDialog = lazyComponent(() => import('./pitch-dialog').then((m) => m.PitchDialog))

/** Pitch Pipeline: every pitch on a five-column board, and one pitch at a time in a dialog. */
export function PitchesScreen() {
  const { profile } = useAuth()
  const [params, setParams] = useSearchParams()
  const companyId = params.get('company')
  const {
    state,
    pitches,
    reload,
    move,
    edit,
    regenerate,
    undoRegeneration,
    remove,
    send,
    reschedule,
    cancelSend,
  } = usePitches(companyId)
  const [openId, setOpenId] = useState<string | null>(null)
  const [automationOpen, setAutomationOpen] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const companies = profile?.companies ?? []
  const open = openId ? pitches.find((pitch) => pitch.id === openId) : undefined
  const boardShown = state.status === 'ready' && pitches.length > 0

  useEffect(() => {
    if (boardShown) PitchDialog.preload()
  }, [boardShown])

  function chooseCompany(id: string | null) {
    setParams(id ? { company: id } : {}, { replace: true })
  }

  /** After the dialog closes: the card it was opened from, wherever it now is, else the page title. */
  function focusCard(id: string) {
    const card = document.querySelector<HTMLElement>(`[data-pitch-card="${CSS.escape(id)}"]`)
    ;(card ?? heading.current)?.focus()
  }

  return (
    <>
      <header className="page-header page-header-row pitches-header">
        <div>
          <h1 ref={heading} tabIndex={-1}>
            Pitch Pipeline
          </h1>
          <p className="muted pitches-subtitle">
            {state.status === 'ready' && pitches.length > 0
              ? `${pitches.length} ${pitches.length === 1 ? 'pitch' : 'pitches'} · drag a card to change its status, or open it to edit, copy or regenerate`
              : 'Track every pitch from draft to coverage'}
          </p>
        </div>
        <div className="pitches-header-actions">
          {companies.length > 1 && (
            <CompanyFilter companies={companies} value={companyId} onChange={chooseCompany} />
          )}
          <button
            type="button"
            className="button button-secondary"
            aria-haspopup="dialog"
            {...preloadOn(AutomationDrawer)}
            onClick={() => setAutomationOpen(true)}
          >
            Automation
          </button>
        </div>
      </header>

      {automationOpen && <AutomationDrawer onClose={() => setAutomationOpen(false)} />}

      {state.status === 'loading' && <LoadingState label={PITCH_MESSAGES.loading} />}

      {state.status === 'error' && <LoadError message={`Error: ${state.message}`} onRetry={reload} />}

      {state.status === 'ready' && pitches.length === 0 && (
        <div className="empty-state empty-state-cta pitches-empty">
          <span className="empty-state-icon" aria-hidden="true">
            ✉
          </span>
          <p className="empty-state-title">{PITCH_MESSAGES.empty}</p>
          <p>Generate a pitch for a journalist on your pitchlist and it will show up here as a draft.</p>
          <Link to="/pitchlist" className="button button-primary">
            Generate pitches
          </Link>
        </div>
      )}

      {boardShown && <FoundCoverageNotice pitches={pitches} onOpen={setOpenId} />}

      {boardShown && (
        <PitchBoard pitches={pitches} onMove={(id, status) => void move(id, status)} onOpen={setOpenId} />
      )}

      {open && (
        <PitchDialog
          key={open.id}
          pitch={open}
          onClose={() => setOpenId(null)}
          returnFocus={() => focusCard(open.id)}
          onMove={(status) => void move(open.id, status)}
          onEdit={(changes) => edit(open.id, changes)}
          onRegenerate={() => regenerate(open.id)}
          onUndoRegeneration={() => undoRegeneration(open.id)}
          onSend={(scheduledFor) => send(open.id, scheduledFor)}
          onReschedule={(scheduledFor) => reschedule(open.id, scheduledFor)}
          onCancelSend={() => cancelSend(open.id)}
          onDelete={async () => {
            await remove(open.id)
            setOpenId(null)
          }}
        />
      )}
    </>
  )
}
