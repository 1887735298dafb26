import { useEffect, useId, useRef, useState } from 'react'
import type { PauseRequest, PauseView } from '../../../../../shared/contracts/automation'
import { focusWasLost } from '../../../lib/focus'
import { formatResume } from '../constants'
import { PauseDialog } from './pause-dialog'

interface PauseControlProps {
  pause: PauseView
  onPause(request: PauseRequest): Promise<void>
  onResume(): Promise<void>
}

/**
 * The pause toggle: switching it on asks how long for ('Pause Automations'); switching it off, or the
 * banner's button, resumes at once.
 */
export function PauseControl({ pause, onPause, onResume }: PauseControlProps) {
  const [asking, setAsking] = useState(false)
  const [resuming, setResuming] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const id = useId()

  async function resume() {
    setResuming(true)
    try {
      await onResume()
    } finally {
      setResuming(false)
    }
    carryOnFromToggle()
  }
  // The banner's button is gone with the banner: carry on from the toggle, unless the founder has moved
  // on. Also when the banner goes after the request, as the pause's new state arrives from the server.
  const carryOnFromToggle = () => {
    if (focusWasLost()) toggle.current?.focus()
  }
  const wasPaused = useRef(pause.isPaused)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the pause lifts, nothing else
  useEffect(() => {
    if (wasPaused.current && !pause.isPaused) carryOnFromToggle()
    wasPaused.current = pause.isPaused
  }, [pause.isPaused])

  return (
    <section className="automation-status" aria-labelledby={`${id}-label`}>
      <div className="automation-toggle-row">
        <div>
          <p id={`${id}-label`} className="automation-toggle-label">
            Pause all automations
          </p>
          <p id={`${id}-help`} className="field-hint">
            {pause.isPaused
              ? 'Nothing goes out and no reminder comes due while paused.'
              : 'Follow-ups and reminders go out as scheduled.'}
          </p>
        </div>
        <button
          ref={toggle}
          type="button"
          role="switch"
          aria-checked={pause.isPaused}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-help`}
          className="automation-switch"
          // Busy, not disabled: it takes the focus back while the resume is still settling.
          aria-disabled={resuming}
          onClick={() => {
            if (resuming) return
            if (pause.isPaused) void resume()
            else setAsking(true)
          }}
        >
          <span className="automation-switch-thumb" aria-hidden="true" />
        </button>
      </div>

      {pause.isPaused && (
        <div className="automation-paused-banner" role="status">
          <span className="automation-paused-icon" aria-hidden="true">
            ❚❚
          </span>
          <div className="automation-paused-text">
            <p className="automation-paused-title">
              {pause.resumeDate
                ? `Automations paused until ${formatResume(pause.resumeDate)}`
                : 'Automations paused until you resume them'}
            </p>
            {pause.reason && <p className="automation-paused-reason">Reason: {pause.reason}</p>}
          </div>
          <button
            type="button"
            className="button button-secondary automation-resume"
            onClick={() => !resuming && void resume()}
            // Busy, not disabled: a disabled button would drop the focus to the page mid-request.
            aria-disabled={resuming}
            aria-busy={resuming}
          >
            {resuming ? 'Resuming...' : 'Resume now'}
          </button>
        </div>
      )}

      {asking && <PauseDialog onPause={onPause} onClose={() => setAsking(false)} />}
    </section>
  )
}
