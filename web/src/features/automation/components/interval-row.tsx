import { FOLLOW_UP_TEMPLATES } from '../../../../../shared/contracts/automation'
import { templateLabel } from '../constants'
import type { IntervalDraft } from '../settings-form'

interface IntervalRowProps {
  interval: IntervalDraft
  index: number
  idPrefix: string
  error?: string
  onChange(changes: Partial<IntervalDraft>): void
  onRemove(): void
}

/** One follow-up: on or off, how many days after the pitch, which template; removable. */
export function IntervalRow({ interval, index, idPrefix, error, onChange, onRemove }: IntervalRowProps) {
  const n = index + 1
  const errorId = `${idPrefix}-error`
  return (
    <li className={`interval-row${interval.enabled ? '' : ' interval-row-off'}`}>
      <div className="interval-fields">
        <label className="interval-enabled" title="On or off">
          <input
            type="checkbox"
            checked={interval.enabled}
            onChange={(event) => onChange({ enabled: event.target.checked })}
            aria-label={`Follow-up ${n} on`}
          />
        </label>
        <label className="interval-days">
          <span className="visually-hidden">Follow-up {n}: days after pitching</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={30}
            step={1}
            value={interval.days}
            onChange={(event) => onChange({ days: event.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <span aria-hidden="true" className="interval-days-unit">
            days
          </span>
        </label>
        <select
          className="interval-template"
          value={interval.template}
          onChange={(event) => onChange({ template: event.target.value as IntervalDraft['template'] })}
          aria-label={`Follow-up ${n} template`}
        >
          {FOLLOW_UP_TEMPLATES.map((template) => (
            <option key={template} value={template}>
              {templateLabel(template)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="icon-button interval-remove"
          onClick={onRemove}
          aria-label={`Remove follow-up ${n}`}
          title="Remove"
        >
          ×
        </button>
      </div>
      {error && (
        <p id={errorId} className="automation-field-error">
          {error}
        </p>
      )}
    </li>
  )
}
