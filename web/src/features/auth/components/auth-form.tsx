import { type FormEvent, useState } from 'react'
import {
  type Credentials,
  Credentials as CredentialsSchema,
  SignUpRequest,
} from '../../../../../shared/contracts/auth'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { errorMessage } from '../../../lib/error-message'

interface AuthFormProps {
  mode: 'signin' | 'signup'
  onSubmit(credentials: Credentials): Promise<void>
}

const SUBMIT_LABEL = { signin: 'Sign in', signup: 'Create Account' } as const
const BUSY_LABEL = { signin: 'Signing in...', signup: 'Creating account...' } as const

/** Email and password, checked with the same zod contract the server parses them with. */
export function AuthForm({ mode, onSubmit }: AuthFormProps) {
  // Remembers which mode failed, so switching between sign-in and sign-up clears a stale message
  // while what was typed stays.
  const [failure, setFailure] = useState<{ mode: string; message: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const signUp = mode === 'signup'
  const error = failure?.mode === mode ? failure.message : null
  const setError = (message: string | null) => setFailure(message === null ? null : { mode, message })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = (signUp ? SignUpRequest : CredentialsSchema).safeParse({
      email: form.get('email'),
      password: form.get('password'),
    })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'An error occurred')
      return
    }
    setError(null)
    setBusy(true)
    try {
      await onSubmit(parsed.data)
    } catch (failure) {
      setError(errorMessage(failure))
      setBusy(false)
    }
  }

  return (
    <form className="form" onSubmit={submit}>
      {error && <ErrorBanner message={error} />}
      <div className="field">
        <label htmlFor="email">Email</label>
        <input id="email" name="email" type="email" autoComplete="email" required disabled={busy} />
      </div>
      <div className="field">
        <label htmlFor="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete={signUp ? 'new-password' : 'current-password'}
          aria-describedby={signUp ? 'password-hint' : undefined}
          required
          disabled={busy}
        />
        {signUp && (
          <p className="field-hint" id="password-hint">
            At least 8 characters.
          </p>
        )}
      </div>
      <button type="submit" className="button button-primary button-block" disabled={busy} aria-busy={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {busy ? BUSY_LABEL[mode] : SUBMIT_LABEL[mode]}
      </button>
    </form>
  )
}
