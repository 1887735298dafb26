import { ACCOUNT_BLOCKED_MESSAGE } from '../../shared/domain/account'
import { ForbiddenError, UnauthorizedError } from '../platform/errors'
import type { Caller } from '../platform/http'
import type { Deps } from '../ports/deps'
import { findProfile } from './profile'

/**
 * What every authenticated route checks after the JWT authorizer: the token was not signed out and the
 * account is not blocked. Apart from sign-in (session.ts), whose attempt limits every other function
 * would otherwise carry.
 */
export async function admitCaller(deps: Deps, caller: Caller): Promise<Caller> {
  const [revoked, profile] = await Promise.all([
    deps.store.revokedTokens.get({ user_id: caller.userId, token_id: caller.tokenId }).go(),
    findProfile(deps, caller.userId),
  ])
  if (revoked.data || !profile) throw new UnauthorizedError()
  if (profile.blocked) throw new ForbiddenError(ACCOUNT_BLOCKED_MESSAGE)
  return caller
}
