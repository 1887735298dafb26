import type { Credentials, RefreshedSession, Session, SignUpRequest, User } from '../../shared/contracts/auth'
import { NotFoundError } from '../platform/errors'
import type { Caller } from '../platform/http'
import type { Deps } from '../ports/deps'
import { signInLimits, signUpLimits, takeAttempt } from './attempt-limits'
import { ensureProfile, findProfile, PROFILE_NOT_FOUND } from './profile'

/** Where a request came from: the address API Gateway saw (never a header the client can write). */
export interface Origin {
  address: string
}

/** A sign-up from the outside: counted against the address it came from. */
export async function signUp(deps: Deps, input: SignUpRequest, origin: Origin): Promise<Session> {
  await takeAttempt(deps, signUpLimits(deps, origin.address))
  return createAccount(deps, input)
}

/** A sign-in; failures count against the e-mail and the address, successes are given back. */
export async function logIn(deps: Deps, input: Credentials, origin: Origin): Promise<Session> {
  const attempt = await takeAttempt(deps, signInLimits(deps, input.email, origin.address))
  const session = await openSession(deps, input)
  await attempt.refund()
  return session
}

/** The account, its profile and a session, with no rate limit: what the demo seeder makes. */
export async function createAccount(deps: Deps, input: SignUpRequest): Promise<Session> {
  const { userId } = await deps.identity.signUp(input.email, input.password)
  await ensureProfile(deps, userId, input.email)
  return openSession(deps, input)
}

/** Signs in with no rate limit (the demo seeder's own account; `logIn` for requests). */
export async function openSession(deps: Deps, input: Credentials): Promise<Session> {
  const tokens = await deps.identity.signIn(input.email, input.password)
  // Creates the profile if a sign-up stopped between the account and its profile.
  await ensureProfile(deps, tokens.userId, input.email)
  return {
    token: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    user: { id: tokens.userId, email: input.email },
  }
}

export async function refreshSession(deps: Deps, refreshToken: string): Promise<RefreshedSession> {
  const { accessToken, userId } = await deps.identity.refresh(refreshToken)
  return { token: accessToken, user: await currentUser(deps, userId) }
}

/** Refuses this access token from now on and revokes the account's refresh tokens. */
export async function logOut(deps: Deps, caller: Caller): Promise<void> {
  await deps.store.revokedTokens
    .put({ user_id: caller.userId, token_id: caller.tokenId, ttl: caller.expiresAt })
    .go()
  await deps.identity.signOut(caller.accessToken)
}

/** Who is signed in: the profile's id and address, without the companies a full profile lists. */
export async function currentUser(deps: Deps, userId: string): Promise<User> {
  const profile = await findProfile(deps, userId)
  if (!profile) throw new NotFoundError(PROFILE_NOT_FOUND)
  return { id: profile.user_id, email: profile.email }
}
