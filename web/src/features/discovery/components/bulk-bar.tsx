import { selectedText } from '../constants'

interface BulkBarProps {
  count: number
  busy: 'adding' | 'exporting' | null
  onAdd(): void
  onExport(): void
  onClear(): void
}

/** Actions on the ticked results. */
export function BulkBar({ count, busy, onAdd, onExport, onClear }: BulkBarProps) {
  return (
    <section className="bulk-bar" aria-label="Selected journalists">
      <p className="bulk-bar-count" aria-live="polite">
        {selectedText(count)}
      </p>
      <div className="bulk-bar-actions">
        <button type="button" className="button button-primary" onClick={onAdd} disabled={busy !== null}>
          {busy === 'adding' && <span className="spinner" aria-hidden="true" />}
          Add to Pitchlist
        </button>
        <button type="button" className="button button-secondary" onClick={onExport} disabled={busy !== null}>
          {busy === 'exporting' && <span className="spinner" aria-hidden="true" />}
          Export Selected
        </button>
        <button type="button" className="button button-ghost" onClick={onClear}>
          Clear selection
        </button>
      </div>
    </section>
  )
}
