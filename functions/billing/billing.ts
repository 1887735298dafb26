import type { CatalogueEntry } from '../../shared/contracts/billing'
import { findProduct, PRODUCTS } from '../../shared/domain/catalogue'
import { getProfile } from '../accounts/profile'
import type { Deps } from '../platform/container'
import { ConflictError, NotFoundError, ValidationError } from '../platform/errors'

/** Every product with its price id: Stripe's from configuration, or the local checkout's stand-in. */
export function catalogue(deps: Pick<Deps, 'config'>): CatalogueEntry[] {
  return PRODUCTS.map((product) => ({ ...product, priceId: priceIdOf(deps, product.id) }))
}

function priceIdOf(deps: Pick<Deps, 'config'>, productId: string) {
  return deps.config.STRIPE_PRICE_IDS[productId] ?? `local_${productId}`
}

export async function createCheckout(
  deps: Pick<Deps, 'store' | 'config' | 'payments'>,
  userId: string,
  input: { productId: string; coupon?: string; appUrl: string },
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
    successUrl: `${input.appUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${input.appUrl}/checkout/cancel`,
    coupon: input.coupon,
  })
}

export async function billingPortal(
  deps: Pick<Deps, 'store' | 'payments'>,
  userId: string,
  input: { appUrl: string },
) {
  const { data } = await deps.store.profiles.get({ user_id: userId }).go()
  return deps.payments.createPortal({
    userId,
    customerId: data?.stripe_customer_id,
    returnUrl: `${input.appUrl}/profile`,
  })
}
