import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, vi } from 'vitest'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

// happy-dom has no HTMLSelectElement.size; react-hook-form reads it (a browser's is 0) to tell a select
// the user changed before the form was ready from one that shows its first option, and without it
// takes every select for changed.
if (!('size' in HTMLSelectElement.prototype))
  Object.defineProperty(HTMLSelectElement.prototype, 'size', { get: () => 0, configurable: true })

let root: Root | undefined

afterEach(() => {
  unmount()
  document.body.innerHTML = ''
})

/** Unmounts what `mount` rendered (done after each test anyway). */
export function unmount() {
  act(() => root?.unmount())
  root = undefined
}

/** Renders a form into the page (happy-dom); unmounted after each test. */
export function mount(element: React.ReactElement) {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root?.render(element))
  return container
}

/** Types as a user does: React (and react-hook-form) hear an input event with the new value. */
export function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement
  const setter = Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set
  act(() => {
    setter?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

export const field = (id: string) => document.getElementById(id) as HTMLInputElement

export const submit = () =>
  act(async () => {
    document.querySelector('form')?.requestSubmit()
  })

export const alerts = () => [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent)

/**
 * Waits for a condition while React renders what arrives meanwhile (a query's answer, a mutation's),
 * as Testing Library's waitFor does: outside act, with React told so, so it neither warns nor batches
 * the renders until the end.
 */
const CONDITION_WAIT_MS = 10_000

export async function waitFor(check: () => void) {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  environment.IS_REACT_ACT_ENVIRONMENT = false
  try {
    // A condition, not a delay: it passes as soon as it holds. The cap is for a machine busy with the
    // run's stacks starting beside these tests, where Vitest's default second is not enough.
    await vi.waitFor(check, { timeout: CONDITION_WAIT_MS, interval: 20 })
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = true
  }
}
