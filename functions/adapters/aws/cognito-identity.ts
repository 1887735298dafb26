import { EMAIL_TAKEN, INCORRECT_CREDENTIALS } from '../../../shared/contracts/auth'
import { TOO_MANY_ATTEMPTS } from '../../../shared/domain/rate-limits'
import { ConflictError, RateLimitedError, UnauthorizedError, ValidationError } from '../../platform/errors'
import type { Identity } from '../../ports/identity'
import {
  AwsError,
  type CredentialsProvider,
  errorType,
  retryingTypes,
  serviceMessage,
  signedJsonPost,
} from './signed-fetch'

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.'

export interface CognitoIdentityOptions {
  region: string
  /** cognito-local's address on the embedded stack; the region's endpoint otherwise. */
  endpoint?: string
  credentials: CredentialsProvider
  userPoolId: string
  clientId: string
}

/**
 * The calls a user pool takes from anyone (its app client is named in them), which the SDK sends
 * without credentials: signed with the function's role, Cognito could weigh them against that role's
 * permissions, which grant only the two admin calls.
 */
const UNSIGNED = new Set(['SignUp', 'InitiateAuth', 'GlobalSignOut'])

/** Cognito's answers that say "not now", asked again as the SDK asks (then answered with a 429). */
const THROTTLED = new Set(['TooManyRequestsException', 'LimitExceededException'])
const retryThrottled = retryingTypes(THROTTLED)

/**
 * Accounts in a Cognito user pool: five calls (sign-up with its confirmation and verified address,
 * the password and refresh flows, global sign-out) through Cognito's JSON protocol, signed by aws4fetch
 * (decision 022); the SDK's client brought @smithy/core into the auth function and nothing else there
 * needed it. A refusal is an AwsError named by Cognito's type, with Cognito's own message.
 */
export function cognitoIdentity(options: CognitoIdentityOptions): Identity {
  const { userPoolId, clientId } = options
  const target = { service: 'cognito-idp', region: options.region, credentials: options.credentials }
  const url = options.endpoint ?? `https://cognito-idp.${options.region}.amazonaws.com/`

  async function call<T = Record<string, never>>(operation: string, input: object): Promise<T> {
    const response = await signedJsonPost(
      UNSIGNED.has(operation) ? { ...target, credentials: 'unsigned' } : target,
      url,
      {
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        body: JSON.stringify(input),
      },
      retryThrottled,
    )
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
    if (response.ok) return body as T
    const type = errorType(response, body)
    throw new AwsError(type, response.status, serviceMessage(body, type))
  }
  type Authenticated = { AuthenticationResult?: { AccessToken?: string; RefreshToken?: string } }

  return {
    async signUp(email, password) {
      const result = await call<{ UserSub?: string }>('SignUp', {
        ClientId: clientId,
        Username: email,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: email }],
      }).catch(rethrowSignUpError)
      // Pressroom confirms at once (the founder is signed in straight after sign-up) and marks the
      // address verified, so that password recovery by e-mail works without a code sent at sign-up.
      await call('AdminConfirmSignUp', { UserPoolId: userPoolId, Username: email })
      await call('AdminUpdateUserAttributes', {
        UserPoolId: userPoolId,
        Username: email,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      })
      return { userId: required(result.UserSub, 'UserSub') }
    },

    async signIn(email, password) {
      const result = await call<Authenticated>('InitiateAuth', {
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }).catch(rethrowSignInError)
      const accessToken = required(result.AuthenticationResult?.AccessToken, 'AccessToken')
      return {
        accessToken,
        refreshToken: required(result.AuthenticationResult?.RefreshToken, 'RefreshToken'),
        userId: subjectOf(accessToken),
      }
    },

    async refresh(refreshToken) {
      const result = await call<Authenticated>('InitiateAuth', {
        ClientId: clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }).catch(() => {
        throw new UnauthorizedError(SESSION_EXPIRED)
      })
      const accessToken = required(result.AuthenticationResult?.AccessToken, 'AccessToken')
      return { accessToken, userId: subjectOf(accessToken) }
    },

    async signOut(accessToken) {
      await call('GlobalSignOut', { AccessToken: accessToken }).catch((error: unknown) => {
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
