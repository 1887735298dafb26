import * as RadixMenu from '@radix-ui/react-dropdown-menu'
import type { ReactNode } from 'react'

export interface MenuItem {
  label: string
  onSelect(): void
  /** Shown in the danger colour (Delete). */
  danger?: boolean
  disabled?: boolean
}

interface MenuProps {
  /** The button's accessible name, e.g. 'More actions for Acme launch kit'. */
  label: string
  /** What the button shows; '⋯' by default. */
  trigger?: ReactNode
  items: readonly MenuItem[]
  align?: 'start' | 'end'
}

/**
 * The app's one menu: a button that opens a list of actions, on Radix DropdownMenu (arrow keys move,
 * typing a letter jumps, Escape closes and focus goes back to the button). Not modal: a modal menu
 * locks scrolling with an injected <style>, which the app's Content-Security-Policy refuses.
 */
export function Menu({ label, trigger = '⋯', items, align = 'end' }: MenuProps) {
  return (
    <RadixMenu.Root modal={false}>
      <RadixMenu.Trigger className="icon-button menu-trigger" aria-label={label}>
        {typeof trigger === 'string' ? <span aria-hidden="true">{trigger}</span> : trigger}
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className="menu" align={align} sideOffset={4}>
          {items.map((item) => (
            <RadixMenu.Item
              key={item.label}
              className={item.danger ? 'menu-item menu-item-danger' : 'menu-item'}
              disabled={item.disabled}
              onSelect={item.onSelect}
            >
              {item.label}
            </RadixMenu.Item>
          ))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  )
}
