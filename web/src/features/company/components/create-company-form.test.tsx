// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { CreateCompanyForm } from './create-company-form'

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

describe('the new company form', () => {
  it("keeps what was typed and shows the server's own message when a company cannot be created", async () => {
    const onCreate = vi.fn(async () => {
      throw new ApiError('Service temporarily unavailable', 503)
    })
    mount(<CreateCompanyForm first onCreate={onCreate} onCancel={() => {}} />)
    type(field('new-company-name'), '  Acme Robotics ')
    await submit()
    // The contract trims the name; the server is asked with what it would store.
    await vi.waitFor(() => expect(onCreate).toHaveBeenCalledWith('Acme Robotics'))
    await vi.waitFor(() => expect(alerts()).toEqual(['Service temporarily unavailable']))
    expect(field('new-company-name').value).toBe('  Acme Robotics ')
  })
})
