import { useEffect, useRef } from 'react'
import { LAUNCH_WEEK_PITCHES } from '../constants'

/** Shown for the 3 s between a successful claim and Search; focus moves in so it is announced. */
export function ClaimSuccessOverlay() {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  return (
    <div className="claim-overlay" role="dialog" aria-modal="true" aria-labelledby="claim-success-heading">
      <div className="claim-overlay-card">
        <span className="claim-overlay-icon" aria-hidden="true">
          ✓
        </span>
        <h2 id="claim-success-heading" ref={heading} tabIndex={-1}>
          Founder Week claimed!
        </h2>
        <p>{LAUNCH_WEEK_PITCHES} free pitches are on your account. Taking you to Search...</p>
        <span className="spinner" aria-hidden="true" />
      </div>
    </div>
  )
}
