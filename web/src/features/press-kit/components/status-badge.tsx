import { STATUS_LABELS, statusTone } from '../kit-links'

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`kit-status kit-status-${statusTone(status)}`}>
      {status === 'generating' && <span className="spinner" aria-hidden="true" />}
      {STATUS_LABELS[status] ?? status}
    </span>
  )
}
