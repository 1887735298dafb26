import { STATUS_LABELS, statusTone } from '../kit-links'

/**
 * A kit's state; a generated kit that is not published says so, since its link answers nobody yet.
 * Without `published` (a screen that shows the render only) the render's state alone.
 */
export function StatusBadge({ status, published }: { status: string; published?: boolean }) {
  if (status === 'completed' && published === false)
    return <span className="kit-status kit-status-other">Not published</span>
  return (
    <span className={`kit-status kit-status-${statusTone(status)}`}>
      {status === 'generating' && <span className="spinner" aria-hidden="true" />}
      {STATUS_LABELS[status] ?? status}
    </span>
  )
}
