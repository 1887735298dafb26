import {
  AdminConfirmSignUpCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  NotAuthorizedException,
  SignUpCommand,
  TooManyRequestsException,
  UserNotFoundException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider'
import { mockClient } from 'aws-sdk-client-mock'
import { beforeEach, describe, expect, it } from 'vitest'
import { EMAIL_TAKEN, INCORRECT_CREDENTIALS } from '../../../shared/contracts/auth'
import { TOO_MANY_ATTEMPTS } from '../../../shared/domain/rate-limits'
import { ConflictError, RateLimitedError, UnauthorizedError } from '../../platform/errors'
import { cognitoIdentity, SESSION_EXPIRED } from './cognito-identity'

const cognito = mockClient(CognitoIdentityProviderClient)
const identity = cognitoIdentity({
  client: new CognitoIdentityProviderClient({}),
  userPoolId: 'pool-1',
  clientId: 'client-1',
})
const meta = { $metadata: {}, message: 'from Cognito' }

/** An unsigned JWT whose payload carries `sub`: the adapter only reads it. */
const tokenFor = (sub: string) => `h.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.s`

beforeEach(() => cognito.reset())

describe('the Cognito identity adapter', () => {
  it('signs up, confirms and verifies the e-mail of a new account', async () => {
    cognito.on(SignUpCommand).resolves({ UserSub: 'user-1', UserConfirmed: false })
    await expect(identity.signUp('ada@example.com', 'password1')).resolves.toEqual({ userId: 'user-1' })
    expect(cognito.commandCalls(SignUpCommand)[0]?.args[0].input).toEqual({
      ClientId: 'client-1',
      Username: 'ada@example.com',
      Password: 'password1',
      UserAttributes: [{ Name: 'email', Value: 'ada@example.com' }],
    })
    expect(cognito.commandCalls(AdminConfirmSignUpCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'pool-1',
      Username: 'ada@example.com',
    })
    expect(cognito.commandCalls(AdminUpdateUserAttributesCommand)[0]?.args[0].input.UserAttributes).toEqual([
      { Name: 'email', Value: 'ada@example.com' },
      { Name: 'email_verified', Value: 'true' },
    ])
  })

  it('turns a taken e-mail into a ConflictError', async () => {
    cognito.on(SignUpCommand).rejects(new UsernameExistsException(meta))
    await expect(identity.signUp('ada@example.com', 'password1')).rejects.toEqual(
      new ConflictError(EMAIL_TAKEN),
    )
    expect(cognito.commandCalls(AdminConfirmSignUpCommand)).toHaveLength(0)
  })

  it('signs in with USER_PASSWORD_AUTH and reads the user id from the access token', async () => {
    cognito.on(InitiateAuthCommand).resolves({
      AuthenticationResult: { AccessToken: tokenFor('user-1'), RefreshToken: 'refresh-1' },
    })
    await expect(identity.signIn('ada@example.com', 'password1')).resolves.toEqual({
      accessToken: tokenFor('user-1'),
      refreshToken: 'refresh-1',
      userId: 'user-1',
    })
    expect(cognito.commandCalls(InitiateAuthCommand)[0]?.args[0].input).toEqual({
      ClientId: 'client-1',
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'ada@example.com', PASSWORD: 'password1' },
    })
  })

  it.each([new NotAuthorizedException(meta), new UserNotFoundException(meta)])(
    'answers %s at sign-in with the same UnauthorizedError',
    async (error) => {
      cognito.on(InitiateAuthCommand).rejects(error)
      await expect(identity.signIn('ada@example.com', 'nope')).rejects.toEqual(
        new UnauthorizedError(INCORRECT_CREDENTIALS),
      )
    },
  )

  it.each([
    new TooManyRequestsException(meta),
    new NotAuthorizedException({ $metadata: {}, message: 'Password attempts exceeded' }),
  ])("answers Cognito's lockout (%s) at sign-in with Pressroom's 429 and a wait", async (error) => {
    cognito.on(InitiateAuthCommand).rejects(error)
    const refusal = await identity.signIn('ada@example.com', 'nope').catch((e: unknown) => e)
    expect(refusal).toEqual(new RateLimitedError(TOO_MANY_ATTEMPTS, 60))
    expect((refusal as RateLimitedError).retryAfterSeconds).toBeGreaterThan(0)
  })

  it("answers Cognito's request quota at sign-up with the same 429", async () => {
    cognito.on(SignUpCommand).rejects(new TooManyRequestsException(meta))
    await expect(identity.signUp('ada@example.com', 'password1')).rejects.toBeInstanceOf(RateLimitedError)
    expect(cognito.commandCalls(AdminConfirmSignUpCommand)).toHaveLength(0)
  })

  it('refreshes with REFRESH_TOKEN_AUTH and reports an expired session as unauthorized', async () => {
    cognito
      .on(InitiateAuthCommand)
      .resolvesOnce({ AuthenticationResult: { AccessToken: tokenFor('user-2') } })
    await expect(identity.refresh('refresh-2')).resolves.toEqual({
      accessToken: tokenFor('user-2'),
      userId: 'user-2',
    })
    expect(cognito.commandCalls(InitiateAuthCommand)[0]?.args[0].input.AuthFlow).toBe('REFRESH_TOKEN_AUTH')

    cognito.on(InitiateAuthCommand).rejects(new NotAuthorizedException(meta))
    await expect(identity.refresh('revoked')).rejects.toEqual(new UnauthorizedError(SESSION_EXPIRED))
  })

  it('signs out globally and treats an already signed-out token as done', async () => {
    cognito.on(GlobalSignOutCommand).resolvesOnce({}).rejects(new NotAuthorizedException(meta))
    await identity.signOut('access-1')
    await identity.signOut('access-1')
    expect(cognito.commandCalls(GlobalSignOutCommand).map((c) => c.args[0].input)).toEqual([
      { AccessToken: 'access-1' },
      { AccessToken: 'access-1' },
    ])
  })

  it('lets other Cognito failures through unchanged', async () => {
    const outage = Object.assign(new Error('Service unavailable'), { name: 'InternalErrorException' })
    cognito.on(GlobalSignOutCommand).rejects(outage)
    await expect(identity.signOut('access-1')).rejects.toBe(outage)
  })
})
