import { useEffect } from 'react'
import { CreateCompanyRequest } from '../../../../../shared/contracts/company'
import * as z from '../../../../../shared/contracts/zod'
import { COMPANY_NAME_MAX_LENGTH } from '../../../../../shared/domain/company'
import { useContractForm } from '../../../components/ui/contract-form'
import {
  CharacterCount,
  countId,
  FieldError,
  FormError,
  fieldA11y,
  nearLimit,
  setServerError,
} from '../../../components/ui/form'
import { useWatch } from '../../../components/ui/form-extras'
import { serverMessage } from '../../../lib/error-message'
import { COMPANY_MESSAGES } from '../constants'

interface CreateCompanyFormProps {
  first: boolean
  onCreate(name: string): Promise<void>
  onCancel(): void
}

/** The creation request's name alone: the server's own rule for it. */
const NewCompany = z.pick(CreateCompanyRequest, { name: true })

/** A company starts with its name only; every other field is filled in on the company page. */
export function CreateCompanyForm({ first, onCreate, onCancel }: CreateCompanyFormProps) {
  const form = useContractForm(NewCompany, { defaultValues: { name: '' } })
  const name = useWatch({ control: form.control, name: 'name' })
  const busy = form.formState.isSubmitting
  const blank = (name ?? '').trim() === ''
  const nameLength = (name ?? '').length

  useEffect(() => form.setFocus('name'), [form])

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onCreate(name)
    } catch (failure) {
      setServerError(form, serverMessage(failure, COMPANY_MESSAGES.createFailed))
    }
  })

  return (
    <section className="card create-company-card" aria-labelledby="create-company-heading">
      <h2 id="create-company-heading">{first ? 'Create your company' : 'Add a company'}</h2>
      <p className="muted">Start with the name. You can fill in the rest whenever you like.</p>
      <form className="form" onSubmit={submit} noValidate>
        <FormError form={form} />
        <div className="field">
          <label htmlFor="new-company-name">Company Name</label>
          <input
            id="new-company-name"
            placeholder="Enter company name"
            maxLength={COMPANY_NAME_MAX_LENGTH}
            autoComplete="organization"
            readOnly={busy}
            {...fieldA11y(
              form,
              'name',
              'new-company-name',
              nearLimit(nameLength, COMPANY_NAME_MAX_LENGTH) ? countId('new-company-name') : undefined,
            )}
            {...form.register('name')}
          />
          <CharacterCount
            fieldId="new-company-name"
            length={nameLength}
            maxLength={COMPANY_NAME_MAX_LENGTH}
          />
          <FieldError form={form} name="name" fieldId="new-company-name" />
        </div>
        <div className="form-actions">
          <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={blank || busy} aria-busy={busy}>
            {busy && <span className="spinner" aria-hidden="true" />}
            {busy ? 'Creating...' : 'Create Company'}
          </button>
        </div>
      </form>
    </section>
  )
}
