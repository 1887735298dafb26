import { useState } from 'react'
import type { Profile } from '../../../../../shared/contracts/profile'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { Link } from '../../../components/ui/link'
import { billingApi, CHECKOUT_MESSAGES, PLAN_NAMES, pitchesAMonth } from '../../billing'
import { PitchUsage } from './pitch-usage'

/** The plan, how many pitches are used, and the ways to change either. */
export function SubscriptionSection({ profile }: { profile: Profile }) {
  const [opening, setOpening] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const paid = profile.subscription_tier !== 'free'

  async function openPortal() {
    setOpening(true)
    setError(null)
    try {
      const { url } = await billingApi.portal()
      if (!url) throw new Error(CHECKOUT_MESSAGES.noUrl)
      window.location.assign(url)
    } catch {
      setError(CHECKOUT_MESSAGES.portalFailed)
      setOpening(false)
    }
  }

  return (
    <section className="card section-card" aria-labelledby="subscription-heading">
      <div className="section-heading">
        <h2 id="subscription-heading">Subscription</h2>
        <span className="plan-badge plan-badge-large" data-testid="plan-badge">
          {PLAN_NAMES[profile.subscription_tier]}
        </span>
      </div>
      <p className="muted plan-summary">
        {PLAN_NAMES[profile.subscription_tier]} plan: {pitchesAMonth(profile.subscription_tier).toLowerCase()}
      </p>
      {error && <ErrorBanner message={error} />}
      <PitchUsage profile={profile} />
      <div className="form-actions subscription-actions">
        <Link to="/pricing" className="button button-primary">
          Manage Subscription
        </Link>
        {paid && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void openPortal()}
            disabled={opening}
            aria-busy={opening}
          >
            {opening && <span className="spinner" aria-hidden="true" />}
            Billing portal
          </button>
        )}
      </div>
    </section>
  )
}
