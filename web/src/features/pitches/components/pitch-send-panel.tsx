import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import type { Pitch } from '../../../../../shared/contracts/pitches'
import { hasBody, NO_BODY } from '../../../../../shared/contracts/sending'
import { SCHEDULE_HORIZON_MS } from '../../../../../shared/domain/scheduling'
import { serverMessage } from '../../../lib/error-message'
import { CANCEL_SEND_MESSAGES, formatDateTime, PITCH_MESSAGES } from '../constants'

interface PitchSendPanelProps {
  pitch: Pitch
  onSend(scheduledFor?: string): Promise<void>
  /** Moves a send that waits to `scheduledFor` (an ISO date-time). */
  onReschedule(scheduledFor: string): Promise<void>
  onCancelSend(): Promise<void>
}

// Where Send and Schedule would be: why they are not, and what the founder can do instead (the
// dialog's Copy, below). Pressroom has no way to add an address to a journalist.
const NO_ADDRESS =
  'Pressroom cannot send this pitch: the journalist has no e-mail address. Copy it and send it yourself.'

/** A value for <input type="datetime-local"> in the browser's own time zone: "2026-03-04T09:30". */
function localInputValue(date: Date) {
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return shifted.toISOString().slice(0, 16)
}

/**
 * Where the pitch stands as mail (replied, sent, scheduled, bounced...) and, before it goes, 'Send'
 * now or 'Schedule' at a chosen time from now on. A send that waits (scheduled, or held for the
 * journalist's next day) can be moved to another time, or cancelled and the pitch sent again later.
 */
export function PitchSendPanel({ pitch, onSend, onReschedule, onCancelSend }: PitchSendPanelProps) {
  const [busy, setBusy] = useState<'send' | 'schedule' | 'cancel' | null>(null)
  const [scheduling, setScheduling] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // When the form closes or an action lands, the element that had focus is gone: focus goes to the
  // panel's first button, or to where the pitch now stands (a send that went leaves no button), not to
  // the page behind the dialog. Again when the pitch's state arrives after the action, unless the
  // founder has moved on to something else meanwhile.
  const section = useRef<HTMLElement>(null)
  const [refocus, setRefocus] = useState(0)
  const sendStatus = pitch.send_status
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new send status re-renders the panel, which focuses anew
  useEffect(() => {
    const panel = section.current
    const active = document.activeElement
    if (refocus === 0 || !panel || (active && active !== document.body && !panel.contains(active))) return
    ;(panel.querySelector<HTMLElement>('button:not(:disabled)') ?? panel).focus()
  }, [refocus, sendStatus])
  const openForm = () => {
    setError(null)
    setScheduling(true)
  }
  const closeForm = () => {
    setScheduling(false)
    setError(null)
    setRefocus((n) => n + 1)
  }

  /** One request at a time; what went wrong is shown under the buttons. */
  async function attempt(
    kind: 'send' | 'schedule' | 'cancel',
    request: () => Promise<void>,
    fallback: string,
  ) {
    setBusy(kind)
    setError(null)
    try {
      await request()
      closeForm()
    } catch (failure) {
      setError(serverMessage(failure, fallback))
    } finally {
      setBusy(null)
    }
  }
  const failure = error && (
    <p className="pitch-field-error" role="alert">
      {error}
    </p>
  )

  const state = sendState(pitch)
  const waiting = pitch.send_status === 'scheduled' && !pitch.replied_at
  if (state && waiting) {
    return (
      <section className="pitch-send pitch-send-waiting" aria-label="Send" ref={section}>
        <p className={`pitch-send-state pitch-send-${state.tone}`} role="status">
          {state.text}
        </p>
        {scheduling ? (
          <ScheduleForm
            initial={pitch.scheduled_for ? localInputValue(new Date(pitch.scheduled_for)) : ''}
            submitLabel={busy === 'schedule' ? 'Moving...' : 'Move send'}
            cancelLabel="Keep time"
            busy={busy !== null}
            onSubmit={(at) => attempt('schedule', () => onReschedule(at), CANCEL_SEND_MESSAGES.moveFailed)}
            onCancel={closeForm}
          />
        ) : (
          <div className="pitch-send-actions">
            <button
              type="button"
              className="button button-secondary"
              disabled={busy !== null}
              onClick={openForm}
            >
              Change time
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy !== null}
              aria-busy={busy === 'cancel'}
              onClick={() => void attempt('cancel', onCancelSend, CANCEL_SEND_MESSAGES.failed)}
            >
              {busy === 'cancel' ? 'Cancelling...' : 'Cancel send'}
            </button>
          </div>
        )}
        {failure}
      </section>
    )
  }
  if (state) {
    return (
      <p
        className={`pitch-send-state pitch-send-${state.tone}`}
        role="status"
        ref={(element) => {
          section.current = element
        }}
        tabIndex={-1}
      >
        {state.text}
      </p>
    )
  }
  if (!pitch.journalist.email) {
    return (
      <p className="pitch-send-state pitch-send-info" role="note">
        {NO_ADDRESS}
      </p>
    )
  }
  // The server refuses a pitch with no text (a card imported without a body): no Send that would fail.
  if (!hasBody(pitch.content)) {
    return (
      <p className="pitch-send-state pitch-send-info" role="note">
        {NO_BODY}
      </p>
    )
  }
  const send = (scheduledFor?: string) =>
    attempt(scheduledFor ? 'schedule' : 'send', () => onSend(scheduledFor), PITCH_MESSAGES.sendFailed)
  return (
    <section className="pitch-send" aria-label="Send" ref={section}>
      {scheduling ? (
        <ScheduleForm
          initial=""
          submitLabel={busy === 'schedule' ? 'Scheduling...' : 'Schedule send'}
          cancelLabel="Cancel"
          busy={busy !== null}
          onSubmit={(at) => send(at)}
          onCancel={closeForm}
        />
      ) : (
        <div className="pitch-send-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={busy !== null}
            aria-busy={busy === 'send'}
            onClick={() => void send()}
          >
            {busy === 'send' && <span className="spinner" aria-hidden="true" />}
            {busy === 'send' ? 'Sending...' : 'Send'}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy !== null}
            onClick={openForm}
          >
            Schedule
          </button>
          <span className="pitch-send-to">to {pitch.journalist.email}</span>
        </div>
      )}
      {failure}
    </section>
  )
}

/**
 * A time from now on, in the browser's time zone, for a send to wait for. It takes the focus when it
 * opens; Escape closes it, not the dialog (data-keeps-escape). Moving to the time it already has is not
 * offered.
 */
function ScheduleForm({
  initial,
  submitLabel,
  cancelLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: string
  submitLabel: string
  cancelLabel: string
  busy: boolean
  onSubmit(at: string): Promise<void>
  onCancel(): void
}) {
  const [when, setWhen] = useState(initial)
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  const minimum = localInputValue(new Date())
  const maximum = localInputValue(new Date(Date.now() + SCHEDULE_HORIZON_MS))
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape' || busy) return
    event.preventDefault()
    event.stopPropagation()
    onCancel()
  }
  return (
    <form
      className="pitch-send-schedule"
      data-keeps-escape
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault()
        if (when) void onSubmit(new Date(when).toISOString())
      }}
    >
      <div className="field">
        <label htmlFor={inputId}>Send at</label>
        <input
          ref={input}
          id={inputId}
          type="datetime-local"
          required
          min={minimum}
          max={maximum}
          value={when}
          onChange={(event) => setWhen(event.target.value)}
        />
      </div>
      <button
        type="submit"
        className="button button-primary"
        disabled={busy || !when || when < minimum || when === initial}
      >
        {submitLabel}
      </button>
      <button type="button" className="button button-ghost" disabled={busy} onClick={onCancel}>
        {cancelLabel}
      </button>
    </form>
  )
}

function sendState(pitch: Pitch): { text: string; tone: 'good' | 'info' | 'bad' } | null {
  if (pitch.replied_at) return { text: `Replied ${formatDateTime(pitch.replied_at)}`, tone: 'good' }
  switch (pitch.send_status) {
    case 'sent':
      return { text: `Sent ${pitch.sent_at ? formatDateTime(pitch.sent_at) : ''}`.trim(), tone: 'info' }
    case 'scheduled':
      return {
        text: pitch.scheduled_for ? `Scheduled for ${formatDateTime(pitch.scheduled_for)}` : 'Scheduled',
        tone: 'info',
      }
    case 'queued':
    case 'sending':
      return { text: 'Sending...', tone: 'info' }
    case 'bounced':
      return { text: 'Bounced: this address cannot receive mail', tone: 'bad' }
    case 'skipped':
      return { text: 'Not sent: this address has opted out of e-mail from Pressroom', tone: 'bad' }
    case 'failed':
      // Final: the service refused it, or its answer never came (sending again could mail it twice).
      return {
        text: 'Not sent: the mail service did not confirm this message, so Pressroom will not try it again. You can copy it and send it yourself.',
        tone: 'bad',
      }
    default:
      return null
  }
}
