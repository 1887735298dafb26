// @vitest-environment happy-dom
import { act, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dialog, DialogClose, DialogTitle } from './dialog'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Screen({ onClose }: { onClose?(): void }) {
  const [open, setOpen] = useState(false)
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Delete kit
      </button>
      <a href="/elsewhere">Behind the dialog</a>
      {open && (
        <Dialog
          className="kit-dialog"
          onClose={() => {
            onClose?.()
            setOpen(false)
          }}
        >
          <DialogTitle>Delete this press kit?</DialogTitle>
          <label>
            Reason <input name="reason" />
          </label>
          <DialogClose>Cancel</DialogClose>
          <button type="button">Delete</button>
        </Dialog>
      )}
    </main>
  )
}

let root: Root | undefined

function mount(onClose?: () => void) {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root?.render(<Screen onClose={onClose} />))
  const opener = button('Delete kit')
  opener.focus()
  act(() => opener.click())
  return opener
}

afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const button = (name: string) => {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent === name)
  if (!found) throw new Error(`no button ${name}`)
  return found
}
const press = (key: string, shiftKey = false) =>
  act(() => {
    const target = document.activeElement ?? document.body
    target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }))
  })
/** Radix gives focus back after the dialog's last effects, on a timer. */
const focusReturned = (to: HTMLElement) => vi.waitFor(() => expect(document.activeElement).toBe(to))

describe('the dialog', () => {
  it('is a modal dialog named by its title, and takes focus to its first field', () => {
    mount()
    expect(dialog()?.getAttribute('aria-modal')).toBe('true')
    const title = document.getElementById(dialog()?.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Delete this press kit?')
    expect(document.activeElement).toBe(document.querySelector('input[name="reason"]'))
  })

  it('keeps Tab inside: from the last button to the first field, and Shift+Tab back', () => {
    mount()
    const first = document.querySelector<HTMLInputElement>('input[name="reason"]')
    act(() => button('Delete').focus())
    press('Tab')
    expect(document.activeElement).toBe(first)
    press('Tab', true)
    expect(document.activeElement).toBe(button('Delete'))
  })

  it('hides the page behind it from screen readers while open', () => {
    mount()
    expect(document.querySelector('main')?.closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = vi.fn()
    const opener = mount(onClose)
    press('Escape')
    expect(onClose).toHaveBeenCalledOnce()
    expect(dialog()).toBeNull()
    await focusReturned(opener)
  })

  it('closes with its close button, focus going back to the opener as well', async () => {
    const opener = mount()
    act(() => button('Cancel').click())
    expect(dialog()).toBeNull()
    await focusReturned(opener)
  })
})
