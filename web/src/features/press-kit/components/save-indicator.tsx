import { useEffect, useState } from 'react'
import { type AutosaveState, saveIndicator } from '../autosave'

/** Saving..., Unsaved changes, Save failed, or All changes saved with Saved {time} ago; read out politely. */
export function SaveIndicator({ state, problem }: { state: AutosaveState; problem: string | null }) {
  const [now, setNow] = useState(() => Date.now())
  // A save that answered since the last tick reads as "a few seconds" ago (a negative age counts as none).
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000)
    return () => clearInterval(timer)
  }, [])
  const { text, detail, tone } = saveIndicator(state, now)
  return (
    <p className={`kit-save-indicator kit-save-${tone}`} role="status" aria-live="polite">
      <span className="kit-save-dot" aria-hidden="true" />
      <span className="kit-save-text">{text}</span>
      {detail && <span className="kit-save-detail">{detail}</span>}
      {tone === 'failed' && problem && <span className="kit-save-detail">{problem}</span>}
    </p>
  )
}
