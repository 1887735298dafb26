import { useEffect, useRef } from 'react'
import type { Credentials } from '../../../../../shared/contracts/auth'
import {
  FieldError,
  FormError,
  fieldA11y,
  setServerError,
  useLazyContractForm,
} from '../../../components/ui/form'
import { errorMessage } from '../../../lib/error-message'

interface AuthFormProps {
  mode: 'signin' | 'signup'
  onSubmit(credentials: Credentials): Promise<void>
}

// The contracts (and zod with them) load beside the form rather than before it: the login page is a
// first screen, and nothing is checked before the founder has typed.
const contracts = () => import('../../../../../shared/contracts/auth')
const signInContract = () => contracts().then((m) => m.Credentials)
const signUpContract = () => contracts().then((m) => m.SignUpRequest)

const SUBMIT_LABEL = { signin: 'Sign in', signup: 'Create Account' } as const
const BUSY_LABEL = { signin: 'Signing in...', signup: 'Creating account...' } as const

/** Email and password, checked with the same zod contract the server parses them with. */
export function AuthForm({ mode, onSubmit }: AuthFormProps) {
  const signUp = mode === 'signup'
  const form = useLazyContractForm(signUp ? signUpContract : signInContract, {
    defaultValues: { email: '', password: '' },
  })
  const busy = form.formState.isSubmitting

  // Switching between sign-in and sign-up clears a stale message; what was typed stays.
  const shownMode = useRef(mode)
  useEffect(() => {
    if (shownMode.current === mode) return
    shownMode.current = mode
    form.clearErrors()
  }, [mode, form])

  const submit = form.handleSubmit(async (credentials) => {
    try {
      await onSubmit(credentials)
    } catch (failure) {
      setServerError(form, errorMessage(failure))
    }
  })

  return (
    <form className="form" onSubmit={submit}>
      <FormError form={form} />
      <div className="field">
        <label htmlFor="email">Email</label>
        <input
          id="email"
          type="email"
          autoComplete="email"
          required
          readOnly={busy}
          {...fieldA11y(form, 'email', 'email')}
          {...form.register('email')}
        />
        <FieldError form={form} name="email" fieldId="email" />
      </div>
      <div className="field">
        <label htmlFor="password">Password</label>
        <input
          id="password"
          type="password"
          autoComplete={signUp ? 'new-password' : 'current-password'}
          required
          readOnly={busy}
          {...fieldA11y(form, 'password', 'password', signUp ? 'password-hint' : undefined)}
          {...form.register('password')}
        />
        <FieldError form={form} name="password" fieldId="password" />
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
