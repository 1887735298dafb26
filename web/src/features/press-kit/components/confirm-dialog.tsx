import type { ReactNode } from 'react'
import { Dialog, DialogTitle } from '../../../components/ui/dialog'

interface ConfirmDialogProps {
  title: string
  children: ReactNode
  confirmLabel: string
  busy?: boolean
  onConfirm(): void
  onCancel(): void
}

/**
 * A question that needs an answer before going on: a modal dialog that keeps focus inside, closes on
 * Escape and gives focus back to the button that opened it.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog className="kit-dialog" onClose={onCancel}>
      <DialogTitle>{title}</DialogTitle>
      <div className="kit-dialog-body">{children}</div>
      <div className="kit-dialog-actions">
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting...' : confirmLabel}
        </button>
      </div>
    </Dialog>
  )
}
