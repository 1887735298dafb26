import type { CatalogueEntry } from '../../../../../shared/contracts/billing'
import type { SubscriptionTier } from '../../../../../shared/domain/plans'
import { Link } from '../../../components/ui/link'
import { LoadError } from '../../../components/ui/load-error'
import { LoadingState } from '../../../components/ui/loading-state'
import { useAuth } from '../../../lib/auth/auth-context'
import { formatPrice, PLAN_NAMES, perPitch, pitchesAMonth } from '../plans'
import { useCheckout } from '../use-checkout'
import { useProducts } from '../use-products'
import { ChoiceFailure } from './choice-failure'
import { ChooseButton } from './choose-button'
import { ProductCard } from './product-card'
import '../billing.css'

/** Choose your plan: monthly plans (with Free for reference) and one-time pitch packs. */
export function PricingScreen() {
  const { state, reload } = useProducts()
  const { profile, status } = useAuth()
  const checkout = useCheckout()
  const currentTier: SubscriptionTier | null =
    status === 'signed-in' ? (profile?.subscription_tier ?? null) : null
  // A second subscription would bill beside the first (the API refuses it): a subscriber changes plan
  // in the billing portal. Packs are one-off purchases, bought through checkout by anyone.
  const subscribed = currentTier !== null && currentTier !== 'free'
  const busy = !checkout.ready || checkout.pending !== null

  /** The product's button, and under it why the last press of it went nowhere. */
  const chooseButton = (
    product: CatalogueEntry,
    label: string,
    options: { primary?: boolean; hiddenSuffix?: string; viaPortal?: boolean } = {},
  ) => {
    const failure = checkout.failure?.productId === product.id ? checkout.failure : null
    const openPortal = () => void checkout.changePlan(product.id)
    return (
      <>
        <ChooseButton
          label={label}
          hiddenSuffix={options.hiddenSuffix}
          primary={options.primary}
          busy={checkout.pending === product.id}
          disabled={busy}
          onChoose={options.viaPortal ? openPortal : () => void checkout.choose(product.id)}
        />
        {failure && (
          <ChoiceFailure
            message={failure.message}
            onOpenPortal={failure.offerPortal ? openPortal : undefined}
            portalDisabled={busy}
          />
        )}
      </>
    )
  }

  /** A plan's button: none to press on the current plan, the billing portal for a subscriber. */
  const planAction = (plan: CatalogueEntry) => {
    if (plan.tier === currentTier) {
      return (
        <button type="button" className="button button-secondary button-block" disabled>
          Subscribed
        </button>
      )
    }
    // Five plans share a row: the plan's name is on the card, and read out with the button.
    if (subscribed) {
      return chooseButton(plan, 'Change plan', {
        primary: true,
        hiddenSuffix: `to ${plan.name}`,
        viaPortal: true,
      })
    }
    return chooseButton(plan, 'Choose', { primary: true, hiddenSuffix: plan.name })
  }

  return (
    <div className="pricing">
      <header className="pricing-header">
        <p className="eyebrow">Pricing</p>
        <h1>Choose your plan</h1>
        <p className="lead">
          A monthly plan for steady outreach, or a one-time pack when you have news to share. Every pitch is
          written for one journalist, in your voice.
        </p>
      </header>

      {state.status === 'loading' && <LoadingState />}
      {state.status === 'error' && <LoadError message={state.message} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          <section className="product-group" aria-labelledby="plans-heading">
            <div className="product-group-head">
              <h2 id="plans-heading">Monthly Subscriptions</h2>
              <p className="muted">
                {subscribed
                  ? 'Pitches renew every month. Change or cancel your plan from the billing portal.'
                  : 'Pitches renew every month. Cancel any time from the billing portal.'}
              </p>
            </div>
            <ul className="product-grid">
              <ProductCard
                name={PLAN_NAMES.free}
                price={formatPrice(0)}
                period="/ month"
                description={pitchesAMonth('free')}
                current={currentTier === 'free'}
                action={
                  status === 'signed-out' ? (
                    <Link to="/login?mode=signup" className="button button-secondary button-block">
                      Start for free
                    </Link>
                  ) : null
                }
              />
              {state.plans.map((plan) => (
                <ProductCard
                  key={plan.id}
                  name={plan.name}
                  price={formatPrice(plan.price_cents)}
                  period="/ month"
                  description={plan.tier ? pitchesAMonth(plan.tier) : plan.description}
                  current={plan.tier === currentTier}
                  action={planAction(plan)}
                />
              ))}
            </ul>
          </section>

          <section className="product-group" aria-labelledby="packs-heading">
            <div className="product-group-head">
              <h2 id="packs-heading">One-time Packages</h2>
              <p className="muted">
                Extra pitches on top of any plan, used once your monthly pitches run out.
              </p>
            </div>
            <ul className="product-grid product-grid-packs">
              {state.packs.map((pack) => (
                <ProductCard
                  key={pack.id}
                  name={pack.name}
                  price={formatPrice(pack.price_cents)}
                  period="one-time"
                  description={pack.description}
                  detail={perPitch(pack)}
                  action={chooseButton(pack, `Buy ${pack.name}`)}
                />
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  )
}
