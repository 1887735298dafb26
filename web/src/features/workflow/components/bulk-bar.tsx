import { noBodies } from '../../../../../shared/contracts/sending'

/**
 * The bulk-selection bar: shown while cards are selected. Send is not offered while a selected card
 * that would go has no text (the server refuses the whole send): the bar says which to fix instead.
 */
export function BulkBar({
  count,
  blankCount = 0,
  disabled,
  onMove,
  onSend,
  onMessage,
  onDelete,
  onClear,
}: {
  count: number
  /** Selected cards that would be sent but have no text yet. */
  blankCount?: number
  disabled: boolean
  onMove(): void
  onSend(): void
  onMessage(): void
  onDelete(): void
  onClear(): void
}) {
  return (
    <section className="workflow-bulk-bar" aria-label="Selected cards">
      <p className="workflow-bulk-count" aria-live="polite">
        {count} selected
      </p>
      <div className="workflow-bulk-actions">
        <button type="button" className="button button-secondary" onClick={onMove} disabled={disabled}>
          Move
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={onSend}
          disabled={disabled || blankCount > 0}
          aria-describedby={blankCount > 0 ? 'workflow-bulk-blank' : undefined}
        >
          Send
        </button>
        <button type="button" className="button button-secondary" onClick={onMessage} disabled={disabled}>
          Message
        </button>
        <button type="button" className="button button-danger" onClick={onDelete} disabled={disabled}>
          Delete
        </button>
        <button type="button" className="button button-ghost" onClick={onClear}>
          Clear
        </button>
      </div>
      {blankCount > 0 && (
        <p id="workflow-bulk-blank" className="workflow-bulk-note" role="note">
          {noBodies(blankCount)}
        </p>
      )}
    </section>
  )
}
