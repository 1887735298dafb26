import { type FormEvent, useId, useState } from 'react'
import { PITCH_STATUSES, type PitchStatus } from '../../../../../shared/domain/pitches'
import { STATUS_LABELS } from '../constants'
import { Dialog } from './dialog'

/** Spec 2's move dialog: a target status is required before anything moves. */
export function MoveDialog({
  count,
  onMove,
  onClose,
}: {
  count: number
  onMove(status: PitchStatus): void
  onClose(): void
}) {
  const [status, setStatus] = useState<PitchStatus | null>(null)
  const [missing, setMissing] = useState(false)
  const id = useId()

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!status) {
      setMissing(true)
      return
    }
    onMove(status)
  }

  return (
    <Dialog title={`Move ${count} ${count === 1 ? 'card' : 'cards'}`} onClose={onClose}>
      <form onSubmit={submit} className="workflow-form" noValidate>
        <fieldset className="workflow-fieldset" aria-describedby={missing ? `${id}-error` : undefined}>
          <legend>Target status</legend>
          {PITCH_STATUSES.map((value) => (
            <label key={value} className="workflow-radio">
              <input
                type="radio"
                name={`${id}-status`}
                value={value}
                checked={status === value}
                onChange={() => {
                  setStatus(value)
                  setMissing(false)
                }}
              />
              {STATUS_LABELS[value]}
            </label>
          ))}
        </fieldset>
        {missing && (
          <p id={`${id}-error`} className="workflow-field-error" role="alert">
            Choose a target status
          </p>
        )}
        <div className="workflow-dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary">
            Move
          </button>
        </div>
      </form>
    </Dialog>
  )
}
