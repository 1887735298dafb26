import { type ReactNode, useId, useLayoutEffect, useRef } from 'react'

interface DialogProps {
  title: string
  onClose(): void
  className?: string
  children: ReactNode
}

/**
 * A modal dialog on the browser's own <dialog>: it sits in the top layer, keeps focus inside, closes on
 * Escape or a press on the backdrop, and gives focus back to what opened it.
 */
export function Dialog({ title, onClose, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const id = useId()
  useLayoutEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a press on the backdrop; Escape is the keyboard's way out
    <dialog
      ref={ref}
      className={`workflow-dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className="workflow-dialog-inner">
        <h2 id={`${id}-title`} className="workflow-dialog-title">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  )
}
