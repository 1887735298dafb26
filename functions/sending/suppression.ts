import type { Deps } from '../ports/deps'
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

/** An unsubscribe link's token (32 hex digits), and a reply token (24), which links sent before it carry. */
const UNSUBSCRIBE_TOKEN = /^[0-9a-f]{32}$/
const REPLY_TOKEN = /^[0-9a-f]{24}$/

/** The address an unsubscribe link's token stands for, if it is one (a link cut short is not). */
async function addressOfToken(deps: Pick<Deps, 'store'>, token: string) {
  if (UNSUBSCRIBE_TOKEN.test(token)) {
    const { data } = await deps.store.unsubscribeLinks.get({ token }).go()
    return data?.to_email
  }
  if (!REPLY_TOKEN.test(token)) return undefined
  // A message sent before unsubscribe tokens carried its reply token in the link (gsi2). A send that has an
  // unsubscribe token of its own never did: its reply token, in every Reply-To, unsubscribes nobody.
  const { data } = await deps.store.sends.query.byReplyToken({ reply_token: token }).go({ limit: 1 })
  const send = data[0]
  return send && !send.unsubscribe_token ? send.to_email : undefined
}

/**
 * What the unsubscribe link's page shows: 'invalid' for a token that names no send, 'done' when its
 * address is suppressed already (for whatever reason), 'confirm' otherwise.
 */
export async function unsubscribeLinkState(deps: Pick<Deps, 'store'>, token: string) {
  const email = await addressOfToken(deps, token)
  if (!email) return 'invalid'
  return (await isSuppressed(deps, email)) ? 'done' : 'confirm'
}

/** The one-click unsubscribe (RFC 8058) and the visible link: the token names the send it came in. */
export async function unsubscribeByToken(deps: Pick<Deps, 'store' | 'now'>, token: string) {
  const email = await addressOfToken(deps, token)
  if (!email) return undefined
  await suppress(deps, email, 'unsubscribed')
  return email
}
