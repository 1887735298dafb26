import type { Deps } from '../platform/container'
import { isConditionFailure } from '../store/conditions'

type Reason = 'unsubscribed' | 'hard_bounce' | 'complaint'

/** Puts an address on the list every later send checks, for every founder; the first reason stays. */
export async function suppress(deps: Pick<Deps, 'store' | 'now'>, email: string, reason: Reason) {
  await deps.store.suppressions
    .create({ email: email.trim().toLowerCase(), reason, created_at: deps.now().toISOString() })
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error
    })
}

export async function isSuppressed(deps: Pick<Deps, 'store'>, email: string) {
  const { data } = await deps.store.suppressions
    .get({ email: email.trim().toLowerCase() })
    .go({ consistent: true })
  return !!data
}

/** The one-click unsubscribe (RFC 8058) and the visible link: the token names the send it came in. */
export async function unsubscribeByToken(deps: Pick<Deps, 'store' | 'now'>, token: string) {
  // The send whose reply token this is (gsi2).
  const { data } = await deps.store.sends.query.byReplyToken({ reply_token: token }).go({ limit: 1 })
  const send = data[0]
  if (!send) return undefined
  await suppress(deps, send.to_email, 'unsubscribed')
  return send.to_email
}
