import { useEffect } from 'react'
import {
  SENDER_NAME_MAX_LENGTH,
  type SenderSettings,
  UpdateSenderSettingsRequest,
} from '../../../../../shared/contracts/sending'
import { useContractForm } from '../../../components/ui/contract-form'
import { FieldError, FormError, fieldA11y, setServerError } from '../../../components/ui/form'
import { serverMessage } from '../../../lib/error-message'
import { currentZoneName, timeZones } from '../time-zones'
import { useUpdateSendingSettings } from '../use-sending-settings'

const SAVE_FAILED = 'Failed to update sending settings'

/** The sender name and time zone, checked with the server's own contract before they are sent. */
export function SenderSettingsForm({
  settings,
  onSaved,
  onCancel,
}: {
  settings: SenderSettings
  /** After the server accepted the change (the cached settings are its answer by then). */
  onSaved(): void
  onCancel(): void
}) {
  const form = useContractForm(UpdateSenderSettingsRequest, {
    defaultValues: {
      sender_name: settings.sender_name,
      time_zone: settings.time_zone_set ? currentZoneName(settings.time_zone) : timeZones()[0],
    },
  })
  const update = useUpdateSendingSettings()
  const saving = form.formState.isSubmitting

  useEffect(() => form.setFocus('sender_name'), [form])

  const save = form.handleSubmit(async (changes) => {
    try {
      await update.mutateAsync(changes)
      onSaved()
    } catch (failure) {
      setServerError(form, serverMessage(failure, SAVE_FAILED))
    }
  })

  return (
    <form className="form" onSubmit={save} noValidate>
      <FormError form={form} />
      <div className="field">
        <label htmlFor="sender_name">Sender name</label>
        <input
          id="sender_name"
          maxLength={SENDER_NAME_MAX_LENGTH}
          readOnly={saving}
          {...fieldA11y(form, 'sender_name', 'sender_name')}
          {...form.register('sender_name')}
        />
        <FieldError form={form} name="sender_name" fieldId="sender_name" />
      </div>
      <div className="field">
        <label htmlFor="time_zone">Time zone</label>
        <select id="time_zone" aria-describedby="time_zone_hint" {...form.register('time_zone')}>
          {timeZones().map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
        <FieldError form={form} name="time_zone" fieldId="time_zone" />
        <p id="time_zone_hint" className="field-hint">
          Follow-ups to a journalist whose city is unknown go out in your working hours; analytics show send
          times in this zone.
        </p>
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={saving} aria-busy={saving}>
          {saving ? 'Saving...' : 'Save'}
        </button>
        <button type="button" className="button button-secondary" disabled={saving} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
