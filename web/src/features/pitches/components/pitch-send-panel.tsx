import { useId, useState } from 'react'
import type { Pitch } from '../../../../../shared/contracts/pitches'
import { serverMessage } from '../../../lib/error-message'
import { CANCEL_SEND_MESSAGES, formatDateTime, PITCH_MESSAGES } from '../constants'

interface PitchSendPanelProps {
  pitch: Pitch
  onSend(scheduledFor?: string): Promise<void>
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
 * journalist's next day) can be cancelled, and the pitch sent or scheduled again.
 */
export function PitchSendPanel({ pitch, onSend, onCancelSend }: PitchSendPanelProps) {
  const [busy, setBusy] = useState(false)
  const [scheduling, setScheduling] = useState(false)
  const [when, setWhen] = useState('')
  const [error, setError] = useState<string | null>(null)
  const inputId = useId()

  /** One request at a time; what went wrong is shown under the buttons. */
  async function attempt(request: () => Promise<void>, fallback: string) {
    setBusy(true)
    setError(null)
    try {
      await request()
    } catch (failure) {
      setError(serverMessage(failure, fallback))
    } finally {
      setBusy(false)
    }
  }
  const send = (scheduledFor?: string) =>
    attempt(async () => {
      await onSend(scheduledFor)
      setScheduling(false)
    }, PITCH_MESSAGES.sendFailed)
  const cancelSend = () => attempt(onCancelSend, CANCEL_SEND_MESSAGES.failed)

  const state = sendState(pitch)
  if (state && pitch.send_status === 'scheduled' && !pitch.replied_at) {
    return (
      <section className="pitch-send pitch-send-waiting" aria-label="Send">
        <p className={`pitch-send-state pitch-send-${state.tone}`} role="status">
          {state.text}
        </p>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void cancelSend()}
        >
          {busy ? 'Cancelling...' : 'Cancel send'}
        </button>
        {error && (
          <p className="pitch-field-error" role="alert">
            {error}
          </p>
        )}
      </section>
    )
  }
  if (state) {
    return (
      <p className={`pitch-send-state pitch-send-${state.tone}`} role="status">
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
  const minimum = localInputValue(new Date())
  return (
    <section className="pitch-send" aria-label="Send">
      {scheduling ? (
        <form
          className="pitch-send-schedule"
          onSubmit={(event) => {
            event.preventDefault()
            if (when) void send(new Date(when).toISOString())
          }}
        >
          <div className="field">
            <label htmlFor={inputId}>Send at</label>
            <input
              id={inputId}
              type="datetime-local"
              required
              min={minimum}
              value={when}
              onChange={(event) => setWhen(event.target.value)}
            />
          </div>
          <button type="submit" className="button button-primary" disabled={busy || !when || when < minimum}>
            {busy ? 'Scheduling...' : 'Schedule send'}
          </button>
          <button
            type="button"
            className="button button-ghost"
            disabled={busy}
            onClick={() => setScheduling(false)}
          >
            Cancel
          </button>
        </form>
      ) : (
        <div className="pitch-send-actions">
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void send()}
          >
            {busy && <span className="spinner" aria-hidden="true" />}
            {busy ? 'Sending...' : 'Send'}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => setScheduling(true)}
          >
            Schedule
          </button>
          <span className="pitch-send-to">to {pitch.journalist.email}</span>
        </div>
      )}
      {error && (
        <p className="pitch-field-error" role="alert">
          {error}
        </p>
      )}
    </section>
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
