import type { CognitoIdentityProviderClientConfig } from '@aws-sdk/client-cognito-identity-provider'
import { EMAIL_TAKEN, INCORRECT_CREDENTIALS } from '../../../shared/contracts/auth'
import { TOO_MANY_ATTEMPTS } from '../../../shared/domain/rate-limits'
import { ConflictError, RateLimitedError, UnauthorizedError, ValidationError } from '../../platform/errors'
import type { Identity } from '../../ports/identity'
import { firstUse } from './first-use'

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.'

export interface CognitoIdentityOptions {
  /**
   * The SDK client's settings: the region, and on the embedded stack cognito-local's endpoint and keys;
   * tests shorten its retry waits here.
   */
  client: CognitoIdentityProviderClientConfig
  userPoolId: string
  clientId: string
}

/**
 * Accounts in a Cognito user pool: five calls (sign-up with its confirmation and verified address, the
 * password and refresh flows, global sign-out) through the SDK's client, made on the first call and kept for
 * the adapter's life (one per container), and imported then too (firstUse): the auth group's most frequent
 * cold start, a page load's GET /api/auth/me, reads only the table. The client sends SignUp, InitiateAuth
 * and GlobalSignOut unsigned, as the pool takes them from anyone (the function's role is granted only the
 * two admin calls), and asks again after Cognito's throttles and 5xx; a refusal that remains keeps Cognito's
 * type as its name and Cognito's own message.
 */
export function cognitoIdentity(options: CognitoIdentityOptions): Identity {
  const { userPoolId, clientId } = options
  const cognito = firstUse(
    () => import('./cognito-sdk'),
    (sdk) => new sdk.CognitoIdentityProviderClient(options.client),
  )
  return {
    async signUp(email, password) {
      const { sdk, client } = await cognito()
      const result = await client
        .send(
          new sdk.SignUpCommand({
            ClientId: clientId,
            Username: email,
            Password: password,
            UserAttributes: [{ Name: 'email', Value: email }],
          }),
        )
        .catch(rethrowSignUpError)
      // Pressroom confirms at once (the founder is signed in straight after sign-up) and marks the
      // address verified, so that password recovery by e-mail works without a code sent at sign-up.
      await client.send(new sdk.AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: email }))
      await client.send(
        new sdk.AdminUpdateUserAttributesCommand({
          UserPoolId: userPoolId,
          Username: email,
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      )
      return { userId: required(result.UserSub, 'UserSub') }
    },

    async signIn(email, password) {
      const { sdk, client } = await cognito()
      const result = await client
        .send(
          new sdk.InitiateAuthCommand({
            ClientId: clientId,
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: email, PASSWORD: password },
          }),
        )
        .catch(rethrowSignInError)
      const accessToken = required(result.AuthenticationResult?.AccessToken, 'AccessToken')
      return {
        accessToken,
        refreshToken: required(result.AuthenticationResult?.RefreshToken, 'RefreshToken'),
        userId: subjectOf(accessToken),
      }
    },

    async refresh(refreshToken) {
      const { sdk, client } = await cognito()
      const result = await client
        .send(
          new sdk.InitiateAuthCommand({
            ClientId: clientId,
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            AuthParameters: { REFRESH_TOKEN: refreshToken },
          }),
        )
        .catch(() => {
          throw new UnauthorizedError(SESSION_EXPIRED)
        })
      const accessToken = required(result.AuthenticationResult?.AccessToken, 'AccessToken')
      return { accessToken, userId: subjectOf(accessToken) }
    },

    async signOut(accessToken) {
      const { sdk, client } = await cognito()
      await client
        .send(new sdk.GlobalSignOutCommand({ AccessToken: accessToken }))
        .catch((error: unknown) => {
          // Already signed out everywhere (or the token has just expired): nothing left to revoke.
          if (errorName(error) !== 'NotAuthorizedException') throw error
        })
    },
  }
}

function rethrowSignUpError(error: unknown): never {
  if (isCognitoThrottle(error)) throw new RateLimitedError(TOO_MANY_ATTEMPTS, COGNITO_RETRY_AFTER_SECONDS)
  switch (errorName(error)) {
    case 'UsernameExistsException':
      throw new ConflictError(EMAIL_TAKEN)
    case 'InvalidPasswordException':
    case 'InvalidParameterException':
      throw new ValidationError((error as Error).message)
    default:
      throw error
  }
}

/**
 * Cognito's own lockout (it slows an account down after repeated failures) and its request quotas:
 * the same 429 as Pressroom's rate limits. Cognito does not say for how long, so the wait is a guess.
 */
const COGNITO_RETRY_AFTER_SECONDS = 60

function isCognitoThrottle(error: unknown) {
  const name = errorName(error)
  return (
    name === 'TooManyRequestsException' ||
    name === 'LimitExceededException' ||
    (name === 'NotAuthorizedException' && /password attempts exceeded/i.test((error as Error).message))
  )
}

/** One answer for an unknown e-mail and a wrong password, so a login reveals no accounts. */
function rethrowSignInError(error: unknown): never {
  if (isCognitoThrottle(error)) throw new RateLimitedError(TOO_MANY_ATTEMPTS, COGNITO_RETRY_AFTER_SECONDS)
  switch (errorName(error)) {
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
    case 'InvalidPasswordException':
      throw new UnauthorizedError(INCORRECT_CREDENTIALS)
    default:
      throw error
  }
}

function errorName(error: unknown) {
  return error instanceof Error ? error.name : undefined
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Cognito answered without ${what}`)
  return value
}

/** The token comes straight from Cognito, so reading its subject needs no signature check. */
function subjectOf(jwt: string): string {
  const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'))
  return required<string>(payload.sub, 'a subject in the access token')
}
