import { useId, useState } from 'react'
import { PauseRequest } from '../../../../../shared/contracts/automation'
import * as z from '../../../../../shared/contracts/zod'
import { useContractForm } from '../../../components/ui/contract-form'
import { Dialog } from '../../../components/ui/dialog'
import { FieldError, FormError, fieldA11y, setServerError } from '../../../components/ui/form'
import { useWatch } from '../../../components/ui/form-extras'
import { serverMessage } from '../../../lib/error-message'
import { AUTOMATION_TEXTS, localInputValue, PAUSE_DURATIONS } from '../constants'

interface PauseDialogProps {
  onPause(request: PauseRequest): Promise<void>
  onClose(): void
}

const DAY_MS = 24 * 60 * 60 * 1000
const DURATIONS = PAUSE_DURATIONS.map((option) => option.value) as [Duration, ...Duration[]]
type Duration = (typeof PAUSE_DURATIONS)[number]['value']

/** What the dialog asks: a duration or a date, and the pause request's own reason rule. */
const PauseForm = z
  .extend(z.pick(PauseRequest, { reason: true }), { duration: z.enum(DURATIONS), custom: z.string() })
  .check(
    z.refine(
      (form) => !(form.duration === 'custom' && form.custom && form.custom < localInputValue(new Date())),
      {
        path: ['custom'],
        error: 'The resume date must be from now on',
      },
    ),
  )

function resumeDateOf(duration: Duration, custom: string): string | null {
  const preset = PAUSE_DURATIONS.find((option) => option.value === duration)
  if (preset?.days) return new Date(Date.now() + preset.days * DAY_MS).toISOString()
  return custom ? new Date(custom).toISOString() : null
}

/**
 * Spec 2's 'Pause Automations': for 1 day, 1 week, 1 month or until a date (none: until resumed by
 * hand), with an optional reason.
 */
export function PauseDialog({ onPause, onClose }: PauseDialogProps) {
  const form = useContractForm(PauseForm, { defaultValues: { duration: '1', custom: '', reason: '' } })
  const duration = useWatch({ control: form.control, name: 'duration' })
  const busy = form.formState.isSubmitting
  const [minimum] = useState(() => localInputValue(new Date()))
  const id = useId()

  const submit = form.handleSubmit(async ({ duration, custom, reason }) => {
    try {
      await onPause(
        PauseRequest.parse({ scope: 'global', resumeDate: resumeDateOf(duration, custom), reason }),
      )
      onClose()
    } catch (failure) {
      setServerError(form, serverMessage(failure, AUTOMATION_TEXTS.pauseFailed))
    }
  })

  return (
    <Dialog
      backdropClassName="automation-backdrop automation-backdrop-dialog"
      className="automation-dialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-hint`}
      containKeys
      onClose={onClose}
    >
      <form className="pause-dialog" onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>{AUTOMATION_TEXTS.pauseTitle}</h2>
        <fieldset className="pause-durations">
          <legend>Pause for</legend>
          {PAUSE_DURATIONS.map((option, index) => (
            <label key={option.value} className="pause-duration">
              <input
                type="radio"
                value={option.value}
                data-autofocus={index === 0 ? true : undefined}
                {...form.register('duration')}
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
              {...fieldA11y(form, 'custom', `${id}-date`, `${id}-date-hint`)}
              {...form.register('custom')}
            />
            <FieldError form={form} name="custom" fieldId={`${id}-date`} />
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
            placeholder="e.g. Launch moved to next month"
            {...fieldA11y(form, 'reason', `${id}-reason`)}
            {...form.register('reason')}
          />
          <FieldError form={form} name="reason" fieldId={`${id}-reason`} />
        </div>
        <p id={`${id}-hint`} className="pause-hint">
          {AUTOMATION_TEXTS.pauseHint}
        </p>
        <FormError form={form} />
        <div className="form-actions pause-dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Pausing...' : 'Pause'}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
