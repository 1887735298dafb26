import * as RadixDialog from '@radix-ui/react-dialog'
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react'

export interface DialogProps {
  /** Called on Escape, a press on the backdrop, or a DialogClose inside. */
  onClose(): void
  /** The content's class; the backdrop's is `backdropClassName` (a dimmed layer that centres it). */
  className: string
  backdropClassName?: string
  /** The id of the element that names the dialog when it is not a DialogTitle (one is needed). */
  labelledBy?: string
  describedBy?: string
  /** Where focus goes on close when what opened the dialog is gone (a moved or deleted card). */
  returnFocus?(): void
  /**
   * Where focus goes on open: 'first' (the default) is the element marked [data-autofocus], else the
   * first field or button; 'dialog' is the dialog itself, so a screen reader starts at its title.
   */
  initialFocus?: 'first' | 'dialog'
  /** False for a dialog that closes by itself (a claimed launch week): no Escape, no backdrop press. */
  dismissible?: boolean
  /** Keys pressed inside do not reach the screen behind (a board listening for its own shortcuts). */
  containKeys?: boolean
  /**
   * False leaves the page behind in the accessibility tree (not aria-hidden) for a dialog that changes
   * what is behind it while open (the pitch dialog moves its card on the board). aria-modal still tells
   * screen readers to stay inside, the backdrop still takes every press, and Tab still cycles inside.
   */
  hidePage?: boolean
  children: ReactNode
}

/**
 * The app's one modal dialog, on Radix: focus moves in and Tab cycles inside it, the page behind is
 * hidden from screen readers and pointers, Escape or a press on the backdrop closes it, and focus goes
 * back to what opened it. Rendered while open, closed by its owner's `onClose`. The backdrop is our
 * own element, not Radix's Overlay, because the Overlay's scroll lock injects a <style> the app's
 * Content-Security-Policy (style-src 'self') refuses; the body's overflow is set here instead.
 * Escape pressed inside an element marked [data-keeps-escape] (an editor that Escape leaves) is left
 * to that element.
 */
export function Dialog({
  onClose,
  className,
  backdropClassName = 'dialog-backdrop',
  labelledBy,
  describedBy,
  returnFocus,
  initialFocus = 'first',
  dismissible = true,
  containKeys = false,
  hidePage = true,
  children,
}: DialogProps) {
  // Read while rendering, before focus moves in; StrictMode's second render sees the same element.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  )
  const content = useRef<HTMLDivElement>(null)
  const latestReturnFocus = useRef(returnFocus)
  latestReturnFocus.current = returnFocus
  useBodyScrollLock()

  return (
    <RadixDialog.Root open modal={hidePage} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <div className={backdropClassName}>
          <RadixDialog.Content
            ref={content}
            className={className}
            aria-modal="true"
            {...(labelledBy ? { 'aria-labelledby': labelledBy } : {})}
            aria-describedby={describedBy}
            onOpenAutoFocus={(event) => {
              const marked = content.current?.querySelector<HTMLElement>('[data-autofocus]')
              if (!marked && initialFocus === 'first') return // Radix focuses the first tabbable
              event.preventDefault()
              ;(marked ?? content.current)?.focus()
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              // Still in the page: only remounted (React's StrictMode does that), so focus stays inside.
              if (content.current?.isConnected) return
              if (opener?.isConnected && opener !== document.body) opener.focus()
              else latestReturnFocus.current?.()
            }}
            onEscapeKeyDown={(event) => {
              // An editor inside that uses Escape itself (to leave the editor) marks itself so.
              const inner = event.target instanceof Element && event.target.closest('[data-keeps-escape]')
              if (!dismissible || inner) event.preventDefault()
            }}
            onPointerDownOutside={dismissible ? undefined : (event) => event.preventDefault()}
            // Focus moved elsewhere by the app (a card re-rendered on the board) does not close it.
            onFocusOutside={(event) => event.preventDefault()}
            onKeyDown={containKeys ? (event: KeyboardEvent) => event.stopPropagation() : undefined}
          >
            {children}
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

/** The page behind does not scroll while a dialog is open; nested dialogs restore in order. */
function useBodyScrollLock() {
  useEffect(() => {
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previous
    }
  }, [])
}

/** The dialog's name (an h2); the dialog is labelled by it. */
export const DialogTitle = RadixDialog.Title
/** A sentence that says what the dialog is for; the dialog is described by it. */
export const DialogDescription = RadixDialog.Description
/** Closes the dialog (through its `onClose`); use `asChild` to keep a styled button. */
export const DialogClose = RadixDialog.Close
