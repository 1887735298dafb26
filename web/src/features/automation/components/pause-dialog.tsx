import { type FormEvent, useId, useState } from 'react'
import { PauseRequest } from '../../../../../shared/contracts/automation'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { serverMessage } from '../../../lib/error-message'
import { AUTOMATION_TEXTS, localInputValue, PAUSE_DURATIONS } from '../constants'
import { Overlay } from './overlay'

type Duration = (typeof PAUSE_DURATIONS)[number]['value']

interface PauseDialogProps {
  onPause(request: PauseRequest): Promise<void>
  onClose(): void
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Spec 2's 'Pause Automations': for 1 day, 1 week, 1 month or until a date (none: until resumed by
 * hand), with an optional reason.
 */
export function PauseDialog({ onPause, onClose }: PauseDialogProps) {
  const [duration, setDuration] = useState<Duration>('1')
  const [custom, setCustom] = useState('')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [minimum] = useState(() => localInputValue(new Date()))
  const id = useId()

  function resumeDate(): string | null {
    const preset = PAUSE_DURATIONS.find((option) => option.value === duration)
    if (preset?.days) return new Date(Date.now() + preset.days * DAY_MS).toISOString()
    return custom ? new Date(custom).toISOString() : null
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (duration === 'custom' && custom && custom < localInputValue(new Date())) {
      setError('The resume date must be from now on')
      return
    }
    const parsed = PauseRequest.safeParse({
      scope: 'global',
      resumeDate: resumeDate(),
      reason: reason.trim(),
    })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? AUTOMATION_TEXTS.pauseFailed)
      return
    }
    setBusy(true)
    setError(null)
    try {
      await onPause(parsed.data)
      onClose()
    } catch (failure) {
      setError(serverMessage(failure, AUTOMATION_TEXTS.pauseFailed))
      setBusy(false)
    }
  }

  return (
    <Overlay kind="dialog" labelledBy={`${id}-title`} describedBy={`${id}-hint`} onClose={onClose}>
      <form className="pause-dialog" onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>{AUTOMATION_TEXTS.pauseTitle}</h2>
        <fieldset className="pause-durations">
          <legend>Pause for</legend>
          {PAUSE_DURATIONS.map((option, index) => (
            <label key={option.value} className="pause-duration">
              <input
                type="radio"
                name={`${id}-duration`}
                value={option.value}
                checked={duration === option.value}
                onChange={() => setDuration(option.value)}
                data-autofocus={index === 0 ? true : undefined}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        {duration === 'custom' && (
          <div className="field">
            <label htmlFor={`${id}-date`}>Resume on</label>
            <input
              id={`${id}-date`}
              type="datetime-local"
              min={minimum}
              value={custom}
              onChange={(event) => setCustom(event.target.value)}
              aria-describedby={`${id}-date-hint`}
            />
            <p id={`${id}-date-hint`} className="field-hint">
              Leave empty to pause until you resume.
            </p>
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-reason`}>
            Reason <span className="muted automation-optional">(optional)</span>
          </label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={200}
            value={reason}
            placeholder="e.g. Launch moved to next month"
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <p id={`${id}-hint`} className="pause-hint">
          {AUTOMATION_TEXTS.pauseHint}
        </p>
        {error && <ErrorBanner message={error} />}
        <div className="form-actions pause-dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Pausing...' : 'Pause'}
          </button>
        </div>
      </form>
    </Overlay>
  )
}
