import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { signStripePayload } from '../../functions/adapters/local/stripe-signing'
import type { Deps } from '../../functions/ports/deps'
import { isConditionFailure } from '../../functions/store/conditions'
import { findProduct } from '../../shared/domain/catalogue'

type PageDeps = Pick<Deps, 'store'>

/**
 * The embedded stack's stand-in for Stripe Checkout and the Billing Portal (no Stripe keys needed):
 * pages that show the order and, on 'Pay' or 'Cancel subscription', post a correctly signed Stripe
 * event to the same webhook handler AWS would call, then send the founder back like Stripe does.
 */
export function createLocalPaymentPages(
  deps: () => PageDeps,
  apiOrigin: () => string,
  webhookSecret: string,
) {
  return async function handle(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<boolean> {
    const match = url.pathname.match(
      /^\/local\/(checkout|portal)\/([\w-]+)(?:\/(pay|cancel|cancel-subscription))?$/,
    )
    if (!match) return false
    const [, kind, id = '', action] = match
    const { data: session } = await deps().store.localCheckouts.get({ session_id: id }).go()
    if (!session || session.kind !== kind)
      return send(response, 404, page('Not found', '<p>This checkout has expired.</p>'))
    if (request.method === 'GET' && !action)
      return send(
        response,
        200,
        kind === 'checkout' ? checkoutPage(session) : await portalPage(deps(), session),
      )
    if (request.method !== 'POST') return send(response, 405, page('Not allowed', ''))
    if (action === 'cancel') return redirect(response, session.cancel_url)
    const back = session.success_url.replace('{CHECKOUT_SESSION_ID}', session.session_id)
    const deliver = async (event: object) => {
      const payload = JSON.stringify(event)
      const delivered = await fetch(`${apiOrigin()}/api/billing/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signStripePayload(payload, webhookSecret),
        },
        body: payload,
      })
      return delivered.ok ? undefined : await delivered.text()
    }
    if (action === 'pay' && session.product_id) {
      // Paid once: the first Pay takes the session; another (a double click, a replayed form) changes
      // nothing and lands where the first did, like Stripe's page for a completed session.
      if (!(await markSession(deps(), id, 'open', 'paid'))) return redirect(response, back)
      const failure = await deliver(
        checkoutCompleted(session.session_id, session.user_id, session.product_id),
      )
      if (failure === undefined) return redirect(response, back)
      await markSession(deps(), id, 'paid', 'open')
      return send(response, 502, page('Payment failed', `<p>${escapeHtml(failure)}</p>`))
    }
    if (action === 'cancel-subscription') {
      const subscription = await currentSubscription(deps(), session.user_id)
      const failure = await deliver(subscriptionDeleted(session.user_id, subscription))
      if (failure === undefined) return redirect(response, back)
      return send(response, 502, page('Cancelling failed', `<p>${escapeHtml(failure)}</p>`))
    }
    return send(response, 400, page('Not possible', '<p>Nothing to do.</p>'))
  }
}

/** Moves a session from one status to the next with a conditional write: false if it was not `from`. */
type SessionStatus = 'open' | 'paid' | 'canceled'

async function markSession(deps: PageDeps, sessionId: string, from: SessionStatus, to: SessionStatus) {
  return deps.store.localCheckouts
    .patch({ session_id: sessionId })
    .set({ status: to })
    .where((a, op) => op.eq(a.status, from))
    .go()
    .then(() => true)
    .catch((error: unknown) => {
      if (isConditionFailure(error)) return false
      throw error
    })
}

interface Session {
  session_id: string
  user_id: string
  product_id?: string
  success_url: string
  status: string
}

function checkoutCompleted(sessionId: string, userId: string, productId: string) {
  const product = findProduct(productId)
  // One event id per session: even a payment that slipped past the session's status applies once.
  return stripeEvent(`evt_local_${sessionId}`, 'checkout.session.completed', {
    object: 'checkout.session',
    id: sessionId,
    mode: product?.mode,
    status: 'complete',
    payment_status: 'paid',
    customer: `cus_local_${userId}`,
    subscription: product?.mode === 'subscription' ? `sub_local_${sessionId}` : null,
    metadata: { userId, productId },
  })
}

async function currentSubscription(deps: PageDeps, userId: string) {
  const { data } = await deps.store.profiles.get({ user_id: userId }).go()
  return data?.stripe_subscription_id ?? ''
}

function subscriptionDeleted(userId: string, subscriptionId: string) {
  return stripeEvent(`evt_local_${randomUUID()}`, 'customer.subscription.deleted', {
    object: 'subscription',
    id: subscriptionId,
    status: 'canceled',
    customer: `cus_local_${userId}`,
    metadata: { userId },
    items: { data: [] },
  })
}

function stripeEvent(id: string, type: string, object: Record<string, unknown>) {
  return {
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  }
}

function checkoutPage(session: Session) {
  const product = findProduct(session.product_id ?? '')
  if (!product) return page('Not found', '<p>Unknown product.</p>')
  const price = `$${(product.price_cents / 100).toFixed(2)}${product.mode === 'subscription' ? ' / month' : ''}`
  const done = session.status === 'paid'
  return page(
    'Pressroom checkout',
    `<p class="note">Local test checkout: no card is charged. Paying posts a signed Stripe event to this app.</p>
     <div class="order"><h2>${escapeHtml(product.name)}</h2><p>${escapeHtml(product.description)}</p><p class="price">${price}</p></div>
     ${done ? '<p>This order is already paid.</p>' : ''}
     <form method="post" action="/local/checkout/${session.session_id}/pay"><button ${done ? 'disabled' : ''}>Pay ${price}</button></form>
     <form method="post" action="/local/checkout/${session.session_id}/cancel"><button class="secondary">Cancel</button></form>`,
  )
}

async function portalPage(deps: PageDeps, session: Session) {
  const { data: profile } = await deps.store.profiles.get({ user_id: session.user_id }).go()
  const tier = profile?.subscription_tier ?? 'free'
  return page(
    'Pressroom billing',
    `<p class="note">Local test billing portal: changes post signed Stripe events to this app.</p>
     <div class="order"><h2>Current plan</h2><p class="price">${escapeHtml(tier)}</p></div>
     ${tier === 'free' ? '' : `<form method="post" action="/local/portal/${session.session_id}/cancel-subscription"><button>Cancel subscription</button></form>`}
     <p><a href="${escapeHtml(session.success_url)}">Return to Pressroom</a></p>`,
  )
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="icon" href="data:,"><style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#1f2937}
.note{background:#fef3c7;padding:.75rem;border-radius:.5rem;font-size:.9rem}.order{border:1px solid #e5e7eb;border-radius:.75rem;padding:1rem;margin:1rem 0}
.price{font-size:1.5rem;font-weight:700}button{width:100%;padding:.75rem;margin:.25rem 0;border:0;border-radius:.5rem;background:#3b82f6;color:#fff;font-size:1rem;cursor:pointer}
button.secondary{background:#e5e7eb;color:#1f2937}button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`
}

/** The pages' own inline style, and nothing else: no script, no framing. */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'"

function send(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': PAGE_POLICY,
  })
  response.end(html)
  return true
}

function redirect(response: ServerResponse, location: string) {
  response.writeHead(303, { location })
  response.end()
  return true
}

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
