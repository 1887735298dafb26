import type { CatalogueEntry } from '../../shared/contracts/billing'
import { findProduct, PRODUCTS } from '../../shared/domain/catalogue'
import { getProfile } from '../accounts/profile'
import { ConflictError, NotFoundError, ValidationError } from '../platform/errors'
import type { Deps } from '../ports/deps'

/** Every product with its price id: Stripe's from configuration, or the local checkout's stand-in. */
export function catalogue(deps: Pick<Deps, 'settings'>): CatalogueEntry[] {
  return PRODUCTS.map((product) => ({ ...product, priceId: priceIdOf(deps, product.id) }))
}

/**
 * Where Stripe sends the founder back to: the app's own address from configuration, never the
 * request's Origin (which a script can set to `null` or to a javascript: URL).
 */
function appUrlOf(deps: Pick<Deps, 'settings'>) {
  const url = deps.settings.appUrl
  if (!url) throw new Error("APP_URL is not set: Stripe's return addresses need the app's own address")
  return url
}

function priceIdOf(deps: Pick<Deps, 'settings'>, productId: string) {
  return deps.settings.stripePriceIds[productId] ?? `local_${productId}`
}

export async function createCheckout(
  deps: Pick<Deps, 'store' | 'settings' | 'payments'>,
  userId: string,
  input: { productId: string; coupon?: string },
) {
  const product = findProduct(input.productId)
  if (!product) throw new NotFoundError('Product not found')
  const profile = await getProfile(deps, userId)
  if (product.tier && product.tier === profile.subscription_tier) {
    throw new ValidationError(`You are already on the ${product.name} plan`)
  }
  const { data } = await deps.store.profiles.get({ user_id: userId }).go()
  // A second subscription would bill alongside the first: plan changes go through the billing portal.
  if (product.tier && profile.subscription_tier !== 'free' && data?.stripe_subscription_id) {
    throw new ConflictError('You already have a subscription: change your plan from the billing portal')
  }
  return deps.payments.createCheckout({
    product,
    priceId: priceIdOf(deps, product.id),
    userId,
    email: profile.email,
    customerId: data?.stripe_customer_id,
    successUrl: `${appUrlOf(deps)}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${appUrlOf(deps)}/checkout/cancel`,
    coupon: input.coupon,
  })
}

export async function billingPortal(deps: Pick<Deps, 'store' | 'settings' | 'payments'>, userId: string) {
  const { data } = await deps.store.profiles.get({ user_id: userId }).go()
  return deps.payments.createPortal({
    userId,
    customerId: data?.stripe_customer_id,
    returnUrl: `${appUrlOf(deps)}/profile`,
  })
}
