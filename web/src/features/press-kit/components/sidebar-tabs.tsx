import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

export type SidebarTab = 'sections' | 'branding' | 'assets'
const TABS: ReadonlyArray<[SidebarTab, string]> = [
  ['sections', 'Sections'],
  ['branding', 'Branding'],
  ['assets', 'Assets'],
]

interface SidebarTabsProps {
  current: SidebarTab
  onChange(tab: SidebarTab): void
  children: ReactNode
}

/** The builder's left sidebar: three tabs, arrow keys move between them (WAI-ARIA tabs pattern). */
export function SidebarTabs({ current, onChange, children }: SidebarTabsProps) {
  const id = useId()
  const buttons = useRef<Array<HTMLButtonElement | null>>([])

  function onKeyDown(event: KeyboardEvent) {
    const at = TABS.findIndex(([tab]) => tab === current)
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? (at + 1) % TABS.length
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? (at - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : -1
    if (next < 0) return
    event.preventDefault()
    const tab = TABS[next]
    if (!tab) return
    onChange(tab[0])
    buttons.current[next]?.focus()
  }

  return (
    <aside className="kit-sidebar" aria-label="Kit settings">
      <div className="kit-tabs" role="tablist" aria-label="Kit settings" onKeyDown={onKeyDown}>
        {TABS.map(([tab, label], index) => (
          <button
            key={tab}
            ref={(node) => {
              buttons.current[index] = node
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}`}
            aria-selected={tab === current}
            aria-controls={`${id}-panel`}
            tabIndex={tab === current ? 0 : -1}
            className="kit-tab"
            onClick={() => onChange(tab)}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="kit-tab-panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current}`}>
        {children}
      </div>
    </aside>
  )
}
