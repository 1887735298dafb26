import { type FormEvent, type Ref, useEffect, useRef, useState } from 'react'
import { NAME_MAX_LENGTH, type Profile, UpdateProfileRequest } from '../../../../../shared/contracts/profile'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { useAuth } from '../../../lib/auth/auth-context'
import { profileApi } from '../api'

/** View, then edit (prefilled), then saved or cancelled. */
export function ProfileInformation({ profile }: { profile: Profile }) {
  const { setProfile } = useAuth()
  const [editing, setEditing] = useState(false)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const firstField = useRef<HTMLInputElement>(null)

  // The Edit button disappears when clicked; moving focus into the form keeps keyboard users in place.
  useEffect(() => {
    if (editing) firstField.current?.focus()
  }, [editing])

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = UpdateProfileRequest.safeParse({
      first_name: form.get('first_name'),
      last_name: form.get('last_name'),
    })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Failed to update name')
      return
    }
    setSaving(true)
    setError(null)
    try {
      const { profile: saved } = await profileApi.update(parsed.data)
      setProfile(saved)
      setEditing(false)
    } catch {
      setError('Failed to update name')
    } finally {
      setSaving(false)
    }
  }

  function cancel() {
    setEditing(false)
    setError(null)
  }

  return (
    <section className="card section-card" aria-labelledby="profile-information-heading">
      <div className="section-heading">
        <h2 id="profile-information-heading">Profile Information</h2>
        {!editing && (
          <button type="button" className="button button-ghost" onClick={() => setEditing(true)}>
            Edit name
          </button>
        )}
      </div>
      {error && <ErrorBanner message={error} />}
      {editing ? (
        <form className="form" onSubmit={save}>
          <div className="field-row">
            <NameField
              ref={firstField}
              name="first_name"
              label="First name"
              value={profile.first_name}
              disabled={saving}
            />
            <NameField name="last_name" label="Last name" value={profile.last_name} disabled={saving} />
          </div>
          <ReadOnlyEmail email={profile.email} />
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={saving} aria-busy={saving}>
              {saving ? 'Saving...' : 'Save'}
            </button>
            <button type="button" className="button button-secondary" onClick={cancel} disabled={saving}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <dl className="detail-list">
          <Detail term="First name" value={profile.first_name} />
          <Detail term="Last name" value={profile.last_name} />
          <Detail term="Email" value={profile.email} />
        </dl>
      )}
    </section>
  )
}

interface NameFieldProps {
  name: 'first_name' | 'last_name'
  label: string
  value: string
  disabled: boolean
  ref?: Ref<HTMLInputElement>
}

function NameField({ name, label, value, disabled, ref }: NameFieldProps) {
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <input
        ref={ref}
        id={name}
        name={name}
        defaultValue={value}
        maxLength={NAME_MAX_LENGTH}
        autoComplete={name === 'first_name' ? 'given-name' : 'family-name'}
        disabled={disabled}
      />
    </div>
  )
}

function ReadOnlyEmail({ email }: { email: string }) {
  return (
    <div className="field">
      <label htmlFor="profile-email">Email</label>
      <input id="profile-email" value={email} readOnly />
    </div>
  )
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="detail">
      <dt>{term}</dt>
      <dd>{value || <span className="muted">Not set</span>}</dd>
    </div>
  )
}
