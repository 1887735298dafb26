import { useEffect, useState } from 'react'
import type { LaunchWeekStatus } from '../../../../../shared/contracts/billing'
import { TICKER_MS } from '../constants'
import { timeAgo } from '../time-ago'

/**
 * Real recent claims (anonymised by the API), one at a time, turning every 4 s. Not a live region:
 * a screen reader would otherwise read a new line every few seconds.
 */
export function ClaimTicker({ claims }: { claims: LaunchWeekStatus['recentClaims'] }) {
  const [turn, setTurn] = useState(0)

  useEffect(() => {
    if (claims.length < 2) return
    const timer = setInterval(() => setTurn((current) => current + 1), TICKER_MS)
    return () => clearInterval(timer)
  }, [claims.length])

  const claim = claims[turn % Math.max(1, claims.length)]
  if (!claim) return null
  return (
    <p className="claim-ticker" data-testid="claim-ticker">
      <span className="claim-ticker-dot" aria-hidden="true" />
      {/* The key restarts the fade-in for each new line. */}
      <span key={turn} className="claim-ticker-text">
        <strong>{claim.name}</strong> claimed Founder Week {timeAgo(claim.claimed_at)}
      </span>
    </p>
  )
}
