import { Dialog } from './dialog'

/** Asks before deleting: the cards and their follow-ups go (undo brings them back). */
export function DeleteDialog({
  count,
  onDelete,
  onClose,
}: {
  count: number
  onDelete(): void
  onClose(): void
}) {
  const cards = `${count} ${count === 1 ? 'card' : 'cards'}`
  return (
    <Dialog title={`Delete ${cards}?`} onClose={onClose}>
      <p>
        The {count === 1 ? 'pitch' : 'pitches'} and {count === 1 ? 'its' : 'their'} scheduled follow-ups are
        deleted. Undo brings them back.
      </p>
      <div className="workflow-dialog-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button button-danger" onClick={onDelete}>
          Delete {cards}
        </button>
      </div>
    </Dialog>
  )
}
