import type { ReactNode } from 'react'
import { DialogTitle, Dialog as ModalDialog } from '../../../components/ui/dialog'

interface DialogProps {
  title: string
  onClose(): void
  className?: string
  children: ReactNode
}

/** The board's dialogs (move, message, delete): the app's modal dialog with the board's title and frame. */
export function Dialog({ title, onClose, className, children }: DialogProps) {
  return (
    <ModalDialog className={`workflow-dialog${className ? ` ${className}` : ''}`} onClose={onClose}>
      <div className="workflow-dialog-inner">
        <DialogTitle className="workflow-dialog-title">{title}</DialogTitle>
        {children}
      </div>
    </ModalDialog>
  )
}
