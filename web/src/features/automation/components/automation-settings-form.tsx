import { useId } from 'react'
import type { AutomationSettings } from '../../../../../shared/contracts/automation'
import { MAX_INTERVALS } from '../../../../../shared/domain/follow-up-templates'
import { useContractForm } from '../../../components/ui/contract-form'
import { FormError, fieldA11y, setServerError } from '../../../components/ui/form'
import { useFieldArray, useWatch } from '../../../components/ui/form-extras'
import { serverMessage } from '../../../lib/error-message'
import { AUTOMATION_TEXTS } from '../constants'
import { canAddInterval, newInterval, SettingsDraftContract, toDraft } from '../settings-form'
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
  // The first field with a problem takes the focus in the page's order (react-hook-form's own order is
  // that of registration, where an added follow-up comes after the maximum).
  const form = useContractForm(SettingsDraftContract, {
    defaultValues: toDraft(settings),
    shouldFocusError: false,
  })
  const intervals = useFieldArray({ control: form.control, name: 'intervals' })
  const current = useWatch({ control: form.control, name: 'intervals' }) ?? []
  const saving = form.formState.isSubmitting
  const id = useId()

  function removeInterval(index: number) {
    intervals.remove(index)
    // The removed row's button is gone: the next row's, else "Add a follow-up".
    requestAnimationFrame(() => {
      const buttons = document.querySelectorAll<HTMLElement>(
        `#${CSS.escape(`${id}-intervals`)} .interval-remove`,
      )
      ;(buttons[index] ?? buttons[index - 1] ?? document.getElementById(`${id}-add`))?.focus()
    })
  }

  const submit = form.handleSubmit(
    async (checked) => {
      try {
        await onSave(checked)
        onDone(true)
      } catch (error) {
        setServerError(form, serverMessage(error, AUTOMATION_TEXTS.saveFailed))
      }
    },
    () =>
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`#${CSS.escape(`${id}-form`)} [aria-invalid="true"]`)?.focus(),
      ),
  )

  const { errors } = form.formState
  // An issue with the list itself (too many): on the array's root once its rows are registered.
  const listError = errors.intervals?.root?.message ?? errors.intervals?.message
  const maxError = errors.maxFollowUps?.message
  return (
    <form id={`${id}-form`} className="automation-settings-form" onSubmit={submit} noValidate>
      <fieldset className="automation-fieldset">
        <legend>Follow-ups after a pitch</legend>
        <p className="field-hint">Days after the pitch goes out; untick one to keep it but not use it.</p>
        {intervals.fields.length > 0 ? (
          <ol id={`${id}-intervals`} className="interval-list">
            {intervals.fields.map((row, index) => (
              <IntervalRow
                key={row.id}
                form={form}
                index={index}
                enabled={current[index]?.enabled ?? row.enabled}
                idPrefix={`${id}-interval-${index}`}
                error={
                  errors.intervals?.[index]?.days?.message ?? errors.intervals?.[index]?.template?.message
                }
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
            onClick={() => intervals.append(newInterval(form.getValues('intervals')), { shouldFocus: false })}
            disabled={!canAddInterval({ intervals: current })}
          >
            + Add a follow-up
          </button>
          <span className="field-hint">
            {current.length} of {MAX_INTERVALS}
          </span>
        </div>
      </fieldset>

      <label className="automation-check">
        <input type="checkbox" aria-describedby={`${id}-auto-hint`} {...form.register('autoSend')} />
        <span>
          Send follow-ups automatically
          <span id={`${id}-auto-hint`} className="field-hint">
            Off: each becomes a reminder you send with one click.
          </span>
        </span>
      </label>
      <label className="automation-check">
        <input type="checkbox" aria-describedby={`${id}-weekend-hint`} {...form.register('skipWeekends')} />
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
          {...fieldA11y(form, 'maxFollowUps', `${id}-max`)}
          {...form.register('maxFollowUps')}
        />
        {maxError && (
          <p id={`${id}-max-error`} className="automation-field-error">
            {maxError}
          </p>
        )}
      </div>

      <FormError form={form} />
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
