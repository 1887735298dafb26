// @vitest-environment happy-dom
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { alerts, field, mount, submit, type } from '../../../lib/form-test-harness'
import { AuthForm } from './auth-form'

describe('the sign-in and sign-up form, checked with the shared contract', () => {
  // The form loads its contract (and the zod resolver) on demand; loaded once here, each test's checks
  // settle inside act.
  beforeAll(() =>
    Promise.all([
      import('../../../../../shared/contracts/auth'),
      import('../../../components/ui/contract-form'),
    ]),
  )

  it("shows the contract's message beside the field it is about, and sends nothing", async () => {
    const onSubmit = vi.fn(async () => {})
    mount(<AuthForm mode="signup" onSubmit={onSubmit} />)
    type(field('email'), 'ada@example.com')
    type(field('password'), 'short')
    await submit()

    const password = field('password')
    await vi.waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'))
    const message = document.getElementById(password.getAttribute('aria-describedby') ?? '')
    expect(message?.textContent).toBe('Password must be at least 8 characters')
    expect(password.closest('.field')?.contains(message ?? null)).toBe(true)
    expect(field('email').hasAttribute('aria-invalid')).toBe(false)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('tells a password with a space at its end, which Cognito refuses, why it cannot be used', async () => {
    const onSubmit = vi.fn(async () => {})
    mount(<AuthForm mode="signup" onSubmit={onSubmit} />)
    type(field('email'), 'ada@example.com')
    type(field('password'), 'correct horse ')
    await submit()

    const password = field('password')
    await vi.waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'))
    const message = document.getElementById(password.getAttribute('aria-describedby') ?? '')
    expect(message?.textContent).toBe('Password cannot begin or end with a space')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('tells a password past 256 characters it is too long, not that it is missing', async () => {
    const onSubmit = vi.fn(async () => {})
    mount(<AuthForm mode="signup" onSubmit={onSubmit} />)
    type(field('email'), 'ada@example.com')
    type(field('password'), 'p'.repeat(300))
    await submit()

    const password = field('password')
    await vi.waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'))
    const message = document.getElementById(password.getAttribute('aria-describedby') ?? '')
    expect(message?.textContent).toBe('Password must be at most 256 characters')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it("sends the contract's output once the field is fixed, and the field's message goes", async () => {
    const onSubmit = vi.fn(async () => {})
    mount(<AuthForm mode="signup" onSubmit={onSubmit} />)
    type(field('email'), 'ada@example.com')
    type(field('password'), 'short')
    await submit()
    type(field('password'), 'long enough')
    await submit()
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'long enough' }),
    )
    expect(alerts()).toEqual([])
  })

  it("shows the server's message in the alert banner when the request is refused", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('Incorrect email or password', 401)
    })
    mount(<AuthForm mode="signin" onSubmit={onSubmit} />)
    type(field('email'), 'ada@example.com')
    type(field('password'), 'not-the-password')
    await submit()
    await vi.waitFor(() => expect(alerts()).toEqual(['Incorrect email or password']))
    expect(document.querySelector('.error-banner')?.textContent).toBe('Incorrect email or password')
    expect(field('password').hasAttribute('aria-invalid')).toBe(false)
  })
})
