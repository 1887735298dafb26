import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ApiError } from '../../lib/api-client'
import { useAuth } from '../../lib/auth/auth-context'
import { serverMessage } from '../../lib/error-message'
import { billingApi } from './api'
import { CHECKOUT_MESSAGES } from './plans'

/** Where a visitor is sent to sign in before choosing, and brought back to afterwards. */
export const PRICING_SIGN_IN = `/login?redirect=${encodeURIComponent('/pricing')}`

/** Why the last choice did not leave for the payment page, shown beside the product's button. */
export interface FailedChoice {
  productId: string
  message: string
  /** The server refused a second subscription: the billing portal is where a plan is changed. */
  offerPortal: boolean
}

/**
 * Starts a checkout for a product: a visitor signs in first; a founder is sent to the payment page
 * the API opens (Stripe Checkout, or the embedded stack's local page). A subscriber changes plan in
 * the billing portal instead, since a second checkout would bill alongside the first subscription.
 */
export function useCheckout() {
  const { status } = useAuth()
  const navigate = useNavigate()
  const [pending, setPending] = useState<string | null>(null)
  const [failure, setFailure] = useState<FailedChoice | null>(null)

  // Coming back with the browser's Back button can restore this page as it was left, busy button
  // and all; a page restored from the back-forward cache is ready to choose again.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(null)
    }
    window.addEventListener('pageshow', reset)
    return () => window.removeEventListener('pageshow', reset)
  }, [])

  async function leaveFor(
    productId: string,
    open: () => Promise<{ url?: string }>,
    failed: (error: unknown) => Omit<FailedChoice, 'productId'>,
  ) {
    if (status !== 'signed-in') {
      navigate(PRICING_SIGN_IN)
      return
    }
    setPending(productId)
    setFailure(null)
    try {
      const { url } = await open()
      if (!url) {
        setFailure({ productId, message: CHECKOUT_MESSAGES.noUrl, offerPortal: false })
        setPending(null)
        return
      }
      // The button stays busy while the browser leaves for the payment page.
      window.location.assign(url)
    } catch (error) {
      setFailure({ productId, ...failed(error) })
      setPending(null)
    }
  }

  const choose = (productId: string) =>
    leaveFor(
      productId,
      () => billingApi.createCheckout(productId),
      (error) => ({
        message: checkoutFailure(error),
        offerPortal: error instanceof ApiError && error.status === 409,
      }),
    )

  /** Opens the billing portal, where a subscriber changes (or cancels) the plan. */
  const changePlan = (productId: string) =>
    leaveFor(productId, billingApi.portal, () => ({
      message: CHECKOUT_MESSAGES.portalFailed,
      offerPortal: false,
    }))

  return {
    choose,
    changePlan,
    pending,
    failure,
    error: failure?.message ?? null,
    ready: status !== 'loading',
  }
}

/**
 * What a refused checkout tells the founder: the server's reason for a refusal (a 4xx such as 409
 * 'You already have a subscription: change your plan from the billing portal'); any failure of the
 * service or the network is the specified 'Failed to start checkout. Please try again.'.
 */
export function checkoutFailure(error: unknown): string {
  if (error instanceof ApiError && error.status >= 500) return CHECKOUT_MESSAGES.failed
  return serverMessage(error, CHECKOUT_MESSAGES.failed)
}
