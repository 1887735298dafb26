import { admitCaller } from '../accounts/admission'
import { UnauthorizedError } from '../platform/errors'
import type { Caller, HttpEvent } from '../platform/http'
import type { Deps } from '../ports/deps'

/** Reads the claims the JWT authorizer verified, then applies Pressroom's own checks (sign-out, blocked). */
export async function authenticate(event: HttpEvent, deps: Deps): Promise<Caller> {
  const claims = event.requestContext.authorizer.jwt.claims
  const header = event.headers.authorization ?? ''
  const accessToken = header.replace(/^Bearer\s+/i, '')
  const userId = String(claims.sub ?? '')
  const tokenId = String(claims.jti ?? '')
  const expiresAt = Number(claims.exp)
  if (!userId || !tokenId || !Number.isFinite(expiresAt) || !accessToken) throw new UnauthorizedError()
  return admitCaller(deps, { userId, tokenId, expiresAt, accessToken })
}
