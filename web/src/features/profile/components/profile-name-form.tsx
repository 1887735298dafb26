import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { NAME_MAX_LENGTH, type Profile, UpdateProfileRequest } from '../../../../../shared/contracts/profile'
import { useContractForm } from '../../../components/ui/contract-form'
import { FieldError, FormError, fieldA11y, setServerError } from '../../../components/ui/form'
import { useAuth } from '../../../lib/auth/auth-context'
import { queryKeys } from '../../../lib/query-keys'
import { profileApi } from '../api'

type NameForm = UseFormReturn<UpdateProfileRequest, unknown, UpdateProfileRequest>

/** The founder's name, prefilled, checked with the server's contract; shown while editing. */
export function ProfileNameForm({ profile, onDone }: { profile: Profile; onDone(): void }) {
  const { setProfile } = useAuth()
  const queryClient = useQueryClient()
  const form = useContractForm(UpdateProfileRequest, {
    values: { first_name: profile.first_name, last_name: profile.last_name },
  })
  const saving = form.formState.isSubmitting

  // The Edit button disappears when clicked; moving focus into the form keeps keyboard users in place.
  useEffect(() => form.setFocus('first_name'), [form])

  const save = form.handleSubmit(async (changes) => {
    try {
      const { profile: saved } = await profileApi.update(changes)
      setProfile(saved)
      // The From line signs with this name unless a sender name was set: it reads it again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile.sending })
      onDone()
    } catch {
      setServerError(form, 'Failed to update name')
    }
  })

  return (
    <>
      <FormError form={form} />
      <form className="form" onSubmit={save} noValidate>
        <div className="field-row">
          <NameField form={form} name="first_name" label="First name" disabled={saving} />
          <NameField form={form} name="last_name" label="Last name" disabled={saving} />
        </div>
        <ReadOnlyEmail email={profile.email} />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={saving} aria-busy={saving}>
            {saving ? 'Saving...' : 'Save'}
          </button>
          <button type="button" className="button button-secondary" onClick={onDone} disabled={saving}>
            Cancel
          </button>
        </div>
      </form>
    </>
  )
}

interface NameFieldProps {
  form: NameForm
  name: 'first_name' | 'last_name'
  label: string
  disabled: boolean
}

function NameField({ form, name, label, disabled }: NameFieldProps) {
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <input
        id={name}
        maxLength={NAME_MAX_LENGTH}
        autoComplete={name === 'first_name' ? 'given-name' : 'family-name'}
        readOnly={disabled}
        {...fieldA11y(form, name, name)}
        {...form.register(name)}
      />
      <FieldError form={form} name={name} fieldId={name} />
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
