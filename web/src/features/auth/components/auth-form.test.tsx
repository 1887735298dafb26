// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { AuthForm } from './auth-form'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined

function mount(element: React.ReactElement) {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root?.render(element))
  return container
}

afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

/** Types as a user does: React (and react-hook-form) hear an input event with the new value. */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  act(() => {
    setter?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const field = (id: string) => document.getElementById(id) as HTMLInputElement
const submit = () =>
  act(async () => {
    document.querySelector('form')?.requestSubmit()
  })
const alerts = () => [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent)

describe('the sign-in and sign-up form, checked with the shared contract', () => {
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
