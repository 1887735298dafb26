import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'

interface ModalProps {
  labelledBy: string
  className?: string
  onClose(): void
  /** Where focus goes on close when the element that opened the modal is gone (a moved or deleted card). */
  returnFocus?(): void
  children: ReactNode
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog over the page: focus moves in, Tab cycles inside it, Escape or a click on the
 * backdrop closes it, and focus goes back to where it came from. Below the toasts, so a message the
 * modal raises stays readable.
 */
export function Modal({ labelledBy, className, onClose, returnFocus, children }: ModalProps) {
  const dialog = useRef<HTMLDivElement>(null)
  const latestReturnFocus = useRef(returnFocus)
  latestReturnFocus.current = returnFocus
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    // Kept across StrictMode's second run, when focus is already inside the dialog.
    opener.current ??= document.activeElement instanceof HTMLElement ? document.activeElement : null
    const node = dialog.current
    const first = node?.querySelector<HTMLElement>('[data-autofocus]') ?? node
    first?.focus()
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      // The opener may have been re-rendered elsewhere (a card that changed column) by now. A dialog
      // still in the page was only remounted (React's StrictMode does that) and keeps focus.
      requestAnimationFrame(() => {
        if (node?.isConnected) return
        const from = opener.current
        if (from?.isConnected && from !== document.body) from.focus()
        else latestReturnFocus.current?.()
      })
    }
  }, [])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
      return
    }
    if (event.key !== 'Tab' || !dialog.current) return
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.getClientRects().length > 0,
    )
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
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
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={className ? `modal ${className}` : 'modal'}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  )
}
