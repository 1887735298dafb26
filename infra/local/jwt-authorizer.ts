import { JwtRsaVerifier } from 'aws-jwt-verify'
import type { JwtPayload } from 'aws-jwt-verify/jwt-model'
import { LOCAL_ISSUER_DOMAIN } from './cognito'

/**
 * What API Gateway's JWT authorizer does in AWS: checks the bearer token's signature against the user
 * pool's keys, its issuer and expiry, and that it was issued to our app client. Answers its claims, or
 * undefined for a missing or invalid token.
 */
export async function createJwtAuthorizer(options: {
  cognitoEndpoint: string
  userPoolId: string
  clientId: string
}) {
  const issuer = `${LOCAL_ISSUER_DOMAIN}/${options.userPoolId}`
  const verifier = JwtRsaVerifier.create({
    issuer,
    audience: null,
    jwksUri: `${options.cognitoEndpoint}/${options.userPoolId}/.well-known/jwks.json`,
    customJwtCheck: ({ payload }) => {
      if (payload.client_id !== options.clientId) throw new Error('token issued to another client')
      if (payload.token_use !== 'access') throw new Error('not an access token')
    },
  })
  // aws-jwt-verify fetches only https JWKS URIs, so the keys are fetched here once and cached.
  const response = await fetch(`${options.cognitoEndpoint}/${options.userPoolId}/.well-known/jwks.json`)
  verifier.cacheJwks(await response.json())
  return async (authorization: string | undefined): Promise<JwtPayload | undefined> => {
    const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1]
    if (!token) return undefined
    try {
      return await verifier.verify(token)
    } catch {
      return undefined
    }
  }
}
