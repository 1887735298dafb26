import { useEffect } from 'react'
import type { Progress } from '../use-progress'

export const PROGRESS_CLEAR_MS = 2_000

/**
 * The bulk operation's message and 'x of y' (spec 2); once finished, the message is the result and the
 * reasons any were not sent, and it goes 2 s later (spec 2). A toast keeps those reasons after.
 */
export function ProgressOverlay({ progress, onClear }: { progress: Progress; onClear(): void }) {
  useEffect(() => {
    if (!progress.finished) return
    const timer = setTimeout(onClear, PROGRESS_CLEAR_MS)
    return () => clearTimeout(timer)
  }, [progress.finished, onClear])
  const share = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 100
  return (
    <div className="workflow-progress" role="status" aria-live="polite" data-finished={progress.finished}>
      <p className="workflow-progress-message">{progress.message}</p>
      <div className="workflow-progress-track" aria-hidden="true">
        <div className="workflow-progress-fill" style={{ width: `${share}%` }} />
      </div>
      <p className="workflow-progress-count">
        {progress.done} of {progress.total}
        {progress.finished ? ' · done' : ''}
      </p>
      {progress.reasons && progress.reasons.length > 0 && (
        <ul className="workflow-progress-reasons">
          {progress.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
