import { useEffect, useState } from 'react'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { lazyComponent } from '../../../components/ui/lazy-component'
import { LAUNCH_WEEK_PITCHES, LAUNCH_WEEK_SOLD_OUT } from '../constants'
import { useLaunchWeekClaim } from '../use-launch-week-claim'
import { useLaunchWeekStatus } from '../use-launch-week-status'
import { ClaimTicker } from './claim-ticker'
import { LaunchWeekDetails } from './launch-week-details'
import '../launch-week.css'

// The overlay (and the dialog layer) loads while the claim is sent, not before the offer shows.
const ClaimSuccessOverlay = lazyComponent(() =>
  import('./claim-success-overlay').then((m) => m.ClaimSuccessOverlay),
)

/** Founder Week: the launch-week offer, its real counter and recent claims, and the claim button. */
export function LaunchWeekScreen() {
  const { status, refresh } = useLaunchWeekStatus()
  const claim = useLaunchWeekClaim(() => void refresh())
  // Recent claims are public: a founder is named there only if they tick this (spec: consent at the claim).
  const [showName, setShowName] = useState(false)
  useEffect(() => {
    if (claim.claiming) ClaimSuccessOverlay.preload()
  }, [claim.claiming])
  const soldOut = status !== null && status.spotsLeft === 0 && !claim.alreadyClaimed && !claim.claimed

  return (
    <div className="launch-week">
      <section className="launch-hero" aria-labelledby="launch-week-heading">
        <p className="launch-eyebrow">Launch week offer</p>
        <h1 id="launch-week-heading">Founder Week</h1>
        <p className="launch-lead">
          Launching soon? Get <strong>{LAUNCH_WEEK_PITCHES} free pitches</strong> to put your launch in front
          of the journalists who cover your space, each one written in your voice.
        </p>

        {status && (
          <p className="spots-left" aria-live="polite">
            <span className="spots-count">{status.displayedSpots}</span> spots left
          </p>
        )}

        {claim.error && <ErrorBanner message={claim.error} />}
        {soldOut && <p className="launch-sold-out">{LAUNCH_WEEK_SOLD_OUT}</p>}

        <button
          type="button"
          className="button button-large launch-claim"
          disabled={!claim.ready || claim.claiming || claim.claimed || soldOut}
          aria-busy={claim.claiming}
          onClick={() => void claim.claim(showName)}
        >
          {claim.claiming && <span className="spinner" aria-hidden="true" />}
          {claim.alreadyClaimed && !claim.claimed
            ? 'Start Pitching'
            : `Claim ${LAUNCH_WEEK_PITCHES} Free Pitches`}
        </button>
        {!claim.alreadyClaimed && !claim.claimed && !soldOut && (
          <label className="launch-show-name">
            <input
              type="checkbox"
              checked={showName}
              onChange={(event) => setShowName(event.target.checked)}
            />{' '}
            Show my first name and initial in the list of recent claims
          </label>
        )}
        <p className="launch-note">
          {claim.alreadyClaimed && !claim.claimed
            ? 'You have claimed Founder Week: your pitches are on your account.'
            : 'Free, no card needed. One claim per founder.'}
        </p>

        {status && status.recentClaims.length > 0 && <ClaimTicker claims={status.recentClaims} />}
      </section>

      <LaunchWeekDetails />

      {claim.claimed && <ClaimSuccessOverlay />}
    </div>
  )
}
