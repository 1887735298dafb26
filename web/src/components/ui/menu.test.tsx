// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Menu } from './menu'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined

afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

function mount(onDelete: () => void) {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() =>
    root?.render(
      <Menu
        label="More actions for Acme launch kit"
        items={[
          { label: 'Edit', onSelect: () => {} },
          { label: 'Delete', onSelect: onDelete, danger: true },
        ]}
      />,
    ),
  )
  return container.querySelector('button') as HTMLButtonElement
}

const press = (key: string) =>
  act(() => {
    ;(document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
    )
  })

/** Radix moves focus on timers: let them run inside act, as React expects of state updates. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)))

describe('the menu', () => {
  it('opens from its button by keyboard, runs the chosen item and gives focus back to the button', async () => {
    const onDelete = vi.fn()
    const trigger = mount(onDelete)
    expect(trigger.getAttribute('aria-label')).toBe('More actions for Acme launch kit')
    act(() => trigger.focus())
    press('Enter')
    const items = [...document.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent)
    expect(items).toEqual(['Edit', 'Delete'])
    await settle()
    expect(document.activeElement?.textContent).toBe('Edit')
    press('ArrowDown')
    await settle()
    expect(document.activeElement?.textContent).toBe('Delete')
    press('Enter')
    expect(onDelete).toHaveBeenCalledOnce()
    expect(document.querySelector('[role="menu"]')).toBeNull()
    await settle()
    expect(document.activeElement).toBe(trigger)
  })
})
