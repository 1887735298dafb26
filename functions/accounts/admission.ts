import { ACCOUNT_BLOCKED_MESSAGE } from '../../shared/domain/account'
import { ForbiddenError, UnauthorizedError } from '../platform/errors'
import type { Caller } from '../platform/http'
import type { Deps } from '../ports/deps'
import { itemRead } from '../store/get-together'

/**
 * What every authenticated route checks after the JWT authorizer: the token was not signed out and the
 * account is not blocked. Apart from sign-in (session.ts), whose attempt limits every other function
 * would otherwise carry.
 */
export async function admitCaller(deps: Deps, caller: Caller): Promise<Caller> {
  // Both items in one request: at a cold start, one connection to DynamoDB rather than two.
  const { store } = deps
  const [revoked, profile] = await store.getTogether([
    itemRead(
      store.revokedTokens.get({ user_id: caller.userId, token_id: caller.tokenId }),
      store.revokedTokens,
    ),
    itemRead(store.profiles.get({ user_id: caller.userId }), store.profiles),
  ])
  if (revoked || !profile) throw new UnauthorizedError()
  if (profile.blocked) throw new ForbiddenError(ACCOUNT_BLOCKED_MESSAGE)
  return caller
}
