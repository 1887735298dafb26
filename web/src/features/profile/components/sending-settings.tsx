import { type FormEvent, useEffect, useRef, useState } from 'react'
import {
  SENDER_NAME_MAX_LENGTH,
  type SenderSettings,
  UpdateSenderSettingsRequest,
} from '../../../../../shared/contracts/sending'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { serverMessage } from '../../../lib/error-message'
import { profileApi } from '../api'

const LOAD_FAILED = 'Failed to load sending settings'
const SAVE_FAILED = 'Failed to update sending settings'

/** Every zone the browser knows, and the browser's own first as the likely one. */
function timeZones(): string[] {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return [...new Set([own, 'UTC', ...all])]
}

/** How the founder's pitches read in a journalist's inbox: the From line, and where replies go. */
export function SendingSettings() {
  const [settings, setSettings] = useState<SenderSettings | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [editing, setEditing] = useState(false)
  const [saving, setSaving] = useState(false)
  const field = useRef<HTMLInputElement>(null)

  useEffect(() => {
    const controller = new AbortController()
    profileApi
      .sending(controller.signal)
      .then(({ settings }) => setSettings(settings))
      .catch(() => {
        if (!controller.signal.aborted) setError(LOAD_FAILED)
      })
    return () => controller.abort()
  }, [])

  useEffect(() => {
    if (editing) field.current?.focus()
  }, [editing])

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = UpdateSenderSettingsRequest.safeParse({
      sender_name: form.get('sender_name'),
      time_zone: form.get('time_zone'),
    })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? SAVE_FAILED)
    setSaving(true)
    setError(null)
    try {
      setSettings((await profileApi.updateSending(parsed.data)).settings)
      setEditing(false)
    } catch (failure) {
      setError(serverMessage(failure, SAVE_FAILED))
    } finally {
      setSaving(false)
    }
  }

  return (
    <section className="card section-card" aria-labelledby="sending-settings-heading">
      <div className="section-heading">
        <h2 id="sending-settings-heading">Sending</h2>
        {settings && !editing && (
          <button type="button" className="button button-ghost" onClick={() => setEditing(true)}>
            Edit sending settings
          </button>
        )}
      </div>
      {error && <ErrorBanner message={error} />}
      {!settings && !error && <p className="muted">Loading...</p>}
      {settings && editing && (
        <form className="form" onSubmit={save}>
          <div className="field">
            <label htmlFor="sender_name">Sender name</label>
            <input
              ref={field}
              id="sender_name"
              name="sender_name"
              defaultValue={settings.sender_name}
              maxLength={SENDER_NAME_MAX_LENGTH}
              disabled={saving}
            />
          </div>
          <div className="field">
            <label htmlFor="time_zone">Time zone</label>
            <select
              id="time_zone"
              name="time_zone"
              defaultValue={settings.time_zone_set ? settings.time_zone : timeZones()[0]}
              disabled={saving}
              aria-describedby="time_zone_hint"
            >
              {timeZones().map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
            <p id="time_zone_hint" className="field-hint">
              Follow-ups to a journalist whose city is unknown go out in your working hours; analytics show
              send times in this zone.
            </p>
          </div>
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={saving} aria-busy={saving}>
              {saving ? 'Saving...' : 'Save'}
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={saving}
              onClick={() => {
                setEditing(false)
                setError(null)
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
      {settings && !editing && (
        <dl className="detail-list">
          <div className="detail">
            <dt>From</dt>
            <dd>
              {settings.sender_name} &lt;{settings.from_address}&gt;
            </dd>
          </div>
          <div className="detail">
            <dt>Time zone</dt>
            <dd>
              {settings.time_zone_set
                ? settings.time_zone.replaceAll('_', ' ')
                : 'UTC (not chosen yet: edit to set yours)'}
            </dd>
          </div>
          <div className="detail">
            <dt>Reply-to</dt>
            <dd>
              A private address for each pitch at {settings.reply_domain}: replies reach Pressroom, mark the
              pitch replied and stop its follow-ups.
            </dd>
          </div>
        </dl>
      )}
    </section>
  )
}
