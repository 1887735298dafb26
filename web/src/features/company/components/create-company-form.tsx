import { type FormEvent, useEffect, useRef, useState } from 'react'
import { CompanyName } from '../../../../../shared/contracts/company'
import { COMPANY_NAME_MAX_LENGTH } from '../../../../../shared/domain/company'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { serverMessage } from '../../../lib/error-message'
import { COMPANY_MESSAGES } from '../constants'

interface CreateCompanyFormProps {
  first: boolean
  onCreate(name: string): Promise<void>
  onCancel(): void
}

/** A company starts with its name only; every other field is filled in on the company page. */
export function CreateCompanyForm({ first, onCreate, onCancel }: CreateCompanyFormProps) {
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const blank = name.trim() === ''

  useEffect(() => input.current?.focus(), [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = CompanyName.safeParse(name)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? COMPANY_MESSAGES.createFailed)
      return
    }
    setBusy(true)
    setError(null)
    try {
      await onCreate(parsed.data)
    } catch (failure) {
      setError(serverMessage(failure, COMPANY_MESSAGES.createFailed))
      setBusy(false)
    }
  }

  return (
    <section className="card create-company-card" aria-labelledby="create-company-heading">
      <h2 id="create-company-heading">{first ? 'Create your company' : 'Add a company'}</h2>
      <p className="muted">Start with the name. You can fill in the rest whenever you like.</p>
      <form className="form" onSubmit={submit}>
        {error && <ErrorBanner message={error} />}
        <div className="field">
          <label htmlFor="new-company-name">Company Name</label>
          <input
            ref={input}
            id="new-company-name"
            name="name"
            placeholder="Enter company name"
            maxLength={COMPANY_NAME_MAX_LENGTH}
            autoComplete="organization"
            value={name}
            onChange={(event) => setName(event.target.value)}
            readOnly={busy}
          />
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
