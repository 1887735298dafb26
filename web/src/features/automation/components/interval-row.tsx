import type { UseFormReturn } from 'react-hook-form'
import type { AutomationSettings } from '../../../../../shared/contracts/automation'
import { FOLLOW_UP_TEMPLATES } from '../../../../../shared/domain/follow-up-templates'
import { templateLabel } from '../constants'
import type { SettingsDraft } from '../settings-form'

interface IntervalRowProps {
  form: UseFormReturn<SettingsDraft, unknown, AutomationSettings>
  index: number
  /** Whether the row is on, as the form holds it now (the row greys out when off). */
  enabled: boolean
  idPrefix: string
  error?: string
  onRemove(): void
}

/** One follow-up: on or off, how many days after the pitch, which template; removable. */
export function IntervalRow({ form, index, enabled, idPrefix, error, onRemove }: IntervalRowProps) {
  const n = index + 1
  const errorId = `${idPrefix}-error`
  return (
    <li className={`interval-row${enabled ? '' : ' interval-row-off'}`}>
      <div className="interval-fields">
        <label className="interval-enabled" title="On or off">
          <input
            type="checkbox"
            aria-label={`Follow-up ${n} on`}
            {...form.register(`intervals.${index}.enabled`)}
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
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...form.register(`intervals.${index}.days`)}
          />
          <span aria-hidden="true" className="interval-days-unit">
            days
          </span>
        </label>
        <select
          className="interval-template"
          aria-label={`Follow-up ${n} template`}
          {...form.register(`intervals.${index}.template`)}
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
