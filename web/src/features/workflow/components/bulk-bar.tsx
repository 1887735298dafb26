/** The bulk-selection bar: shown while cards are selected. */
export function BulkBar({
  count,
  disabled,
  onMove,
  onSend,
  onMessage,
  onDelete,
  onClear,
}: {
  count: number
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
        <button type="button" className="button button-secondary" onClick={onSend} disabled={disabled}>
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
    </section>
  )
}
