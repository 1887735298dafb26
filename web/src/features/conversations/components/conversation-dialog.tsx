import { useId } from 'react'
import { Dialog } from '../../../components/ui/dialog'
import { ConversationThread } from './conversation-thread'
import '../conversations.css'

interface ConversationDialogProps {
  pitchId: string
  /** The pitch's subject, the dialog's title. */
  title: string | undefined
  onClose(): void
  /** Where focus goes on close when what opened the dialog is gone. */
  returnFocus?(): void
}

/** A pitch's thread on its own, over the screen that opened it (/inbox, a card's reply on /workflow). */
export function ConversationDialog({ pitchId, title, onClose, returnFocus }: ConversationDialogProps) {
  const titleId = useId()
  return (
    <Dialog className="modal inbox-dialog" labelledBy={titleId} onClose={onClose} returnFocus={returnFocus}>
      <h2 id={titleId}>{title ?? 'Conversation'}</h2>
      <ConversationThread pitchId={pitchId} />
      <button type="button" className="button button-secondary" onClick={onClose}>
        Close
      </button>
    </Dialog>
  )
}
