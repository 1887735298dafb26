import { useCallback, useId, useRef, useState } from 'react'
import type { PauseRequest } from '../../../../../shared/contracts/automation'
import { LoadError } from '../../../components/ui/load-error'
import { LoadingState } from '../../../components/ui/loading-state'
import { useToast } from '../../../components/ui/toast'
import { serverMessage } from '../../../lib/error-message'
import { AUTOMATION_TEXTS, actionLabel } from '../constants'
import { summarize } from '../settings-form'
import { type ActionCommand, useAutomationSettings, usePauses, useScheduledActions } from '../use-automation'
import { useNow } from '../use-now'
import { AutomationBadge } from './automation-badge'
import { AutomationSettingsForm } from './automation-settings-form'
import { PauseControl } from './pause-control'
import { ScheduledActionsList } from './scheduled-actions-list'
import '../automation.css'

const DONE: Record<Exclude<ActionCommand, 'cancel'>, string> = {
  pause: 'paused',
  resume: 'resumed',
  send: 'sent',
}

/**
 * Spec 2's automation panel, whole: the 'Automation Active/Paused' badge and the pause toggle, the
 * follow-up settings and the scheduled actions list. It loads its own data, so any screen can show
 * it (the Pitch Pipeline's drawer now, the workflow board's side panel later).
 */
export function AutomationPanel() {
  const pauses = usePauses()
  const actions = useScheduledActions()
  const settings = useAutomationSettings()
  const [editing, setEditing] = useState(false)
  // What just happened, for screen readers; the change itself shows in the panel. Toasts would sit
  // over the drawer's lower half, so they are kept for failures.
  const [announcement, setAnnouncement] = useState('')
  const editButton = useRef<HTMLButtonElement>(null)
  const toast = useToast()
  const now = useNow()
  const id = useId()
  const { refresh: refreshActions } = actions

  // Pausing or resuming everything holds or releases actions on the server: the list is read again.
  const pauseAll = useCallback(
    async (request: PauseRequest) => {
      await pauses.pauseAll(request)
      setAnnouncement(AUTOMATION_TEXTS.pausedAll)
      void refreshActions()
    },
    [pauses.pauseAll, refreshActions],
  )
  const resumeAll = useCallback(async () => {
    try {
      await pauses.resumeAll()
      setAnnouncement(AUTOMATION_TEXTS.resumedAll)
      void refreshActions()
    } catch (error) {
      toast(serverMessage(error, AUTOMATION_TEXTS.resumeFailed), 'error')
    }
  }, [pauses.resumeAll, refreshActions, toast])

  async function command(actionId: string, which: ActionCommand) {
    const action =
      actions.state.status === 'ready' ? actions.state.data.find((a) => a.id === actionId) : undefined
    const label = action ? `${actionLabel(action)} to ${action.journalist.name}` : 'Scheduled action'
    try {
      await actions.run(actionId, which)
      const held = which === 'resume' && paused ? `; ${AUTOMATION_TEXTS.heldByGlobalPause.toLowerCase()}` : ''
      setAnnouncement(`${label} ${which === 'cancel' ? 'cancelled' : DONE[which]}${held}`)
    } catch (error) {
      toast(serverMessage(error, AUTOMATION_TEXTS.actionFailed), 'error')
      // Whatever refused it (already sent, paused meanwhile) is shown as it now is.
      void refreshActions()
    }
  }

  const paused = pauses.state.status === 'ready' && pauses.state.data.globalPause.isPaused
  const count = actions.state.status === 'ready' ? actions.state.data.length : null

  return (
    <div className="automation-panel">
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <section className="automation-section" aria-labelledby={`${id}-status`}>
        <div className="automation-section-head">
          <h3 id={`${id}-status`}>Status</h3>
          {pauses.state.status === 'ready' && <AutomationBadge paused={paused} />}
        </div>
        {pauses.state.status === 'loading' && <LoadingState label={AUTOMATION_TEXTS.loadingStatus} />}
        {pauses.state.status === 'error' && (
          <LoadError message={pauses.state.message} onRetry={pauses.reload} />
        )}
        {pauses.state.status === 'ready' && (
          <PauseControl pause={pauses.state.data.globalPause} onPause={pauseAll} onResume={resumeAll} />
        )}
      </section>

      <section className="automation-section" aria-labelledby={`${id}-settings`}>
        <div className="automation-section-head">
          <h3 id={`${id}-settings`}>Follow-up settings</h3>
          {settings.state.status === 'ready' && !editing && (
            <button
              ref={editButton}
              type="button"
              className="button button-secondary automation-button-small"
              onClick={() => setEditing(true)}
            >
              Edit
            </button>
          )}
        </div>
        {settings.state.status === 'loading' && <LoadingState label={AUTOMATION_TEXTS.loadingSettings} />}
        {settings.state.status === 'error' && (
          <LoadError message={settings.state.message} onRetry={settings.reload} />
        )}
        {settings.state.status === 'ready' &&
          (editing ? (
            <AutomationSettingsForm
              settings={settings.state.data}
              onSave={settings.save}
              onDone={(saved) => {
                setEditing(false)
                if (saved) setAnnouncement(AUTOMATION_TEXTS.saved)
                requestAnimationFrame(() => editButton.current?.focus())
              }}
            />
          ) : (
            <p className="automation-summary">{summarize(settings.state.data)}</p>
          ))}
      </section>

      <section className="automation-section" aria-labelledby={`${id}-actions`}>
        <div className="automation-section-head">
          <h3 id={`${id}-actions`}>
            Scheduled actions
            {count !== null && count > 0 && <span className="action-group-count">{count}</span>}
          </h3>
          <button
            type="button"
            className="button button-ghost automation-button-small"
            onClick={() => void actions.refresh()}
            disabled={actions.state.status === 'loading'}
          >
            Refresh
          </button>
        </div>
        {actions.state.status === 'loading' && <LoadingState label={AUTOMATION_TEXTS.loadingActions} />}
        {actions.state.status === 'error' && (
          <LoadError message={actions.state.message} onRetry={actions.reload} />
        )}
        {actions.state.status === 'ready' && (
          <ScheduledActionsList
            actions={actions.state.data}
            now={now}
            globallyPaused={paused}
            onCommand={command}
          />
        )}
      </section>
    </div>
  )
}
