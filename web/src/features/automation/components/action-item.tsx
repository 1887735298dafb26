import { useId, useRef, useState } from 'react'
import type { ScheduledActionView } from '../../../../../shared/contracts/automation'
import { AUTOMATION_TEXTS, actionLabel, formatDue, templateLabel } from '../constants'
import { isDueReminder } from '../group-actions'
import type { ActionCommand } from '../use-automation'

interface ActionItemProps {
  action: ScheduledActionView
  now: Date
  /** Automation is paused as a whole: a scheduled action is held when due. */
  globallyPaused?: boolean
  /** Resolves when done; the item stays as it was when the command failed. */
  onCommand(id: string, command: ActionCommand): Promise<void>
}

/**
 * One scheduled action: what it is, when, to whom, about which pitch and with which template; pause,
 * resume, cancel (asked twice: a cancelled follow-up is gone), and 'Send now' for a reminder that is due.
 */
export function ActionItem({ action, now, globallyPaused = false, onCommand }: ActionItemProps) {
  const [busy, setBusy] = useState<ActionCommand | null>(null)
  const [confirming, setConfirming] = useState(false)
  const item = useRef<HTMLLIElement>(null)
  const id = useId()
  const label = actionLabel(action)
  const paused = action.status === 'paused'
  const due = isDueReminder(action, now)

  async function command(which: ActionCommand) {
    setBusy(which)
    try {
      await onCommand(action.id, which)
    } finally {
      setBusy(null)
    }
  }

  /** Swaps the buttons for the confirmation (or back) and puts focus on the one that replaced the pressed one. */
  function askToCancel(asking: boolean) {
    setConfirming(asking)
    requestAnimationFrame(() =>
      item.current
        ?.querySelector<HTMLElement>(asking ? '[data-confirm-focus]' : '.action-button-cancel')
        ?.focus(),
    )
  }

  return (
    <li
      ref={item}
      className={`action-item${paused ? ' action-item-paused' : ''}${due ? ' action-item-due' : ''}`}
      data-action-id={action.id}
      aria-labelledby={`${id}-title`}
    >
      <div className="action-item-head">
        <p className="action-item-title" id={`${id}-title`}>
          <span className={`action-type action-type-${action.type}`}>{label}</span>
          <span className="visually-hidden">
            {' '}
            to {action.journalist.name}, {action.journalist.publication}
          </span>
        </p>
        <time className="action-item-time" dateTime={action.scheduled_for}>
          {formatDue(action.scheduled_for)}
        </time>
      </div>
      <p className="action-item-who">
        <span className="action-item-name">{action.journalist.name}</span>
        {action.journalist.publication && (
          <span className="action-item-publication"> · {action.journalist.publication}</span>
        )}
      </p>
      <p className="action-item-subject">Re: {action.pitch.subject}</p>
      <div className="action-item-meta">
        <span className="action-template" title={action.template}>
          {templateLabel(action.template)}
        </span>
        {paused && action.reason && <span className="action-item-reason">{action.reason}</span>}
        {due && !globallyPaused && (
          <span className="action-item-reason action-item-ready">Ready to send</span>
        )}
        {globallyPaused && !paused && (
          <span className="action-item-reason">{AUTOMATION_TEXTS.heldByGlobalPause}</span>
        )}
      </div>

      {confirming ? (
        <div className="action-item-confirm">
          <p>Cancel this {action.type === 'reminder' ? 'reminder' : 'follow-up'}? It will not be sent.</p>
          <div className="action-item-buttons">
            <button
              type="button"
              className="button button-secondary automation-button-small"
              onClick={() => askToCancel(false)}
              disabled={busy !== null}
              data-confirm-focus
            >
              Keep it
            </button>
            <button
              type="button"
              className="button automation-button-small action-button-danger"
              onClick={() => void command('cancel')}
              disabled={busy !== null}
            >
              {busy === 'cancel' ? 'Cancelling...' : `Cancel ${label.toLowerCase()}`}
            </button>
          </div>
        </div>
      ) : (
        <div className="action-item-buttons">
          {due && !globallyPaused && (
            <button
              type="button"
              className="button button-primary automation-button-small"
              onClick={() => void command('send')}
              disabled={busy !== null}
              aria-describedby={`${id}-title`}
            >
              {busy === 'send' ? 'Sending...' : 'Send now'}
            </button>
          )}
          {paused ? (
            <button
              type="button"
              className="button button-secondary automation-button-small"
              onClick={() => void command('resume')}
              disabled={busy !== null}
              aria-describedby={`${id}-title`}
              data-action-focus
            >
              {busy === 'resume' ? 'Resuming...' : 'Resume'}
            </button>
          ) : (
            <button
              type="button"
              className="button button-secondary automation-button-small"
              onClick={() => void command('pause')}
              disabled={busy !== null}
              aria-describedby={`${id}-title`}
              data-action-focus
            >
              {busy === 'pause' ? 'Pausing...' : 'Pause'}
            </button>
          )}
          <button
            type="button"
            className="button button-ghost automation-button-small action-button-cancel"
            onClick={() => askToCancel(true)}
            disabled={busy !== null}
            aria-describedby={`${id}-title`}
          >
            Cancel
          </button>
        </div>
      )}
    </li>
  )
}
