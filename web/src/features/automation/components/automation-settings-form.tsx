import { type FormEvent, useId, useState } from 'react'
import type { AutomationSettings } from '../../../../../shared/contracts/automation'
import { MAX_INTERVALS } from '../../../../../shared/contracts/automation'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { serverMessage } from '../../../lib/error-message'
import { AUTOMATION_TEXTS } from '../constants'
import {
  canAddInterval,
  type IntervalDraft,
  newInterval,
  type SettingsDraft,
  type SettingsErrors,
  toDraft,
  validateDraft,
} from '../settings-form'
import { IntervalRow } from './interval-row'

interface AutomationSettingsFormProps {
  settings: AutomationSettings
  onSave(settings: AutomationSettings): Promise<unknown>
  /** Closes the form: `saved` when the settings were saved, else cancelled. */
  onDone(saved: boolean): void
}

/**
 * The follow-up settings, checked with the server's own zod contract: each message shows beside its
 * field once the founder has tried to save, and is re-checked as they type.
 */
export function AutomationSettingsForm({ settings, onSave, onDone }: AutomationSettingsFormProps) {
  const [draft, setDraft] = useState<SettingsDraft>(() => toDraft(settings))
  const [errors, setErrors] = useState<SettingsErrors>({})
  const [tried, setTried] = useState(false)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const id = useId()

  function change(next: SettingsDraft) {
    setDraft(next)
    if (tried) {
      const checked = validateDraft(next)
      setErrors(checked.ok ? {} : checked.errors)
    }
  }

  const changeInterval = (index: number, changes: Partial<IntervalDraft>) =>
    change({
      ...draft,
      intervals: draft.intervals.map((it, i) => (i === index ? { ...it, ...changes } : it)),
    })

  function removeInterval(index: number) {
    change({ ...draft, intervals: draft.intervals.filter((_, i) => i !== index) })
    // The removed row's button is gone: the next row's, else "Add a follow-up".
    requestAnimationFrame(() => {
      const buttons = document.querySelectorAll<HTMLElement>(
        `#${CSS.escape(`${id}-intervals`)} .interval-remove`,
      )
      ;(buttons[index] ?? buttons[index - 1] ?? document.getElementById(`${id}-add`))?.focus()
    })
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    const checked = validateDraft(draft)
    if (!checked.ok) {
      setErrors(checked.errors)
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`#${CSS.escape(`${id}-form`)} [aria-invalid="true"]`)?.focus(),
      )
      return
    }
    setErrors({})
    setSaving(true)
    setFailure(null)
    try {
      await onSave(checked.settings)
      onDone(true)
    } catch (error) {
      setFailure(serverMessage(error, AUTOMATION_TEXTS.saveFailed))
      setSaving(false)
    }
  }

  const listError = errors.intervals
  return (
    <form id={`${id}-form`} className="automation-settings-form" onSubmit={submit} noValidate>
      <fieldset className="automation-fieldset">
        <legend>Follow-ups after a pitch</legend>
        <p className="field-hint">Days after the pitch goes out; untick one to keep it but not use it.</p>
        {draft.intervals.length > 0 ? (
          <ol id={`${id}-intervals`} className="interval-list">
            {draft.intervals.map((interval, index) => (
              <IntervalRow
                key={interval.id}
                interval={interval}
                index={index}
                idPrefix={`${id}-interval-${index}`}
                error={errors[`intervals.${index}.days`] ?? errors[`intervals.${index}.template`]}
                onChange={(changes) => changeInterval(index, changes)}
                onRemove={() => removeInterval(index)}
              />
            ))}
          </ol>
        ) : (
          <p className="field-hint">No follow-ups: pitches get none until you add one.</p>
        )}
        {listError && <p className="automation-field-error">{listError}</p>}
        <div className="interval-add">
          <button
            id={`${id}-add`}
            type="button"
            className="link-button"
            onClick={() =>
              change({ ...draft, intervals: [...draft.intervals, newInterval(draft.intervals)] })
            }
            disabled={!canAddInterval(draft)}
          >
            + Add a follow-up
          </button>
          <span className="field-hint">
            {draft.intervals.length} of {MAX_INTERVALS}
          </span>
        </div>
      </fieldset>

      <label className="automation-check">
        <input
          type="checkbox"
          checked={draft.autoSend}
          onChange={(event) => change({ ...draft, autoSend: event.target.checked })}
          aria-describedby={`${id}-auto-hint`}
        />
        <span>
          Send follow-ups automatically
          <span id={`${id}-auto-hint`} className="field-hint">
            Off: each becomes a reminder you send with one click.
          </span>
        </span>
      </label>
      <label className="automation-check">
        <input
          type="checkbox"
          checked={draft.skipWeekends}
          onChange={(event) => change({ ...draft, skipWeekends: event.target.checked })}
          aria-describedby={`${id}-weekend-hint`}
        />
        <span>
          Skip weekends
          <span id={`${id}-weekend-hint`} className="field-hint">
            Saturday and Sunday roll to Monday.
          </span>
        </span>
      </label>

      <div className="field automation-max">
        <label htmlFor={`${id}-max`}>Max follow-ups per pitch</label>
        <input
          id={`${id}-max`}
          type="number"
          inputMode="numeric"
          min={1}
          max={5}
          step={1}
          value={draft.maxFollowUps}
          onChange={(event) => change({ ...draft, maxFollowUps: event.target.value })}
          aria-invalid={errors.maxFollowUps ? true : undefined}
          aria-describedby={errors.maxFollowUps ? `${id}-max-error` : undefined}
        />
        {errors.maxFollowUps && (
          <p id={`${id}-max-error`} className="automation-field-error">
            {errors.maxFollowUps}
          </p>
        )}
      </div>

      {failure && <ErrorBanner message={failure} />}
      <div className="form-actions automation-form-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => onDone(false)}
          disabled={saving}
        >
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save settings'}
        </button>
      </div>
    </form>
  )
}
