import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'

interface OverlayProps {
  /** A panel sliding in from the right, or a dialog in the middle of the screen. */
  kind: 'drawer' | 'dialog'
  labelledBy: string
  describedBy?: string
  className?: string
  onClose(): void
  children: ReactNode
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal layer over the page: focus moves in (to [data-autofocus] if there is one), Tab cycles inside
 * it, Escape or a press on the backdrop closes it, and focus goes back to what opened it. One opened
 * from another (the pause dialog over the panel) keeps its keys to itself, so Escape closes only it.
 * Its own, not the Pitch Pipeline's Modal: features do not import each other's internals, and this one
 * must stack. Both can give way to one shared dialog (Radix, issue 18) when the web data layer lands.
 */
export function Overlay({ kind, labelledBy, describedBy, className, onClose, children }: OverlayProps) {
  const layer = useRef<HTMLDivElement>(null)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    // Kept across StrictMode's second run, when focus is already inside.
    opener.current ??= document.activeElement instanceof HTMLElement ? document.activeElement : null
    const node = layer.current
    ;(node?.querySelector<HTMLElement>('[data-autofocus]') ?? node)?.focus()
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      requestAnimationFrame(() => {
        if (node?.isConnected) return // only remounted (StrictMode): focus stays
        const from = opener.current
        if (from?.isConnected && from !== document.body) from.focus()
      })
    }
  }, [])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Portals pass events up the React tree: a layer under this one must not see them.
    event.stopPropagation()
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
      return
    }
    if (event.key !== 'Tab' || !layer.current) return
    const focusable = [...layer.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.getClientRects().length > 0,
    )
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    if (event.shiftKey && (document.activeElement === first || document.activeElement === layer.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop only closes on a pointer press; Escape is the keyboard's way out
    <div
      className={`automation-backdrop automation-backdrop-${kind}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div
        ref={layer}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`automation-${kind}${className ? ` ${className}` : ''}`}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  )
}
