import { useEffect } from 'react'
import {
  isTimeZone,
  SENDER_NAME_MAX_LENGTH,
  type SenderSettings,
  UpdateSenderSettingsRequest,
} from '../../../../../shared/contracts/sending'
import { useContractForm } from '../../../components/ui/contract-form'
import { FieldError, FormError, fieldA11y, setServerError } from '../../../components/ui/form'
import { serverMessage } from '../../../lib/error-message'
import { useUpdateSendingSettings } from '../use-sending-settings'

const SAVE_FAILED = 'Failed to update sending settings'

/**
 * Zones the browser still lists by their old names (ICU keeps them as the canonical ones), by the names
 * people look for; both name the same zone.
 */
const RENAMED_ZONES: Record<string, string> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
}

/** A zone by the name people use today, where this browser knows that name too (older ones may not). */
export function currentZoneName(zone: string): string {
  const current = RENAMED_ZONES[zone]
  return current && isTimeZone(current) ? current : zone
}

/** Every zone the browser knows, by today's names in order, and the browser's own first as the likely one. */
export function timeZones(): string[] {
  const own = currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone)
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return [...new Set([own, 'UTC', ...all.map(currentZoneName).sort()])]
}

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
