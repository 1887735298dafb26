import {
  AdminConfirmSignUpCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  InternalErrorException,
  InvalidParameterException,
  InvalidPasswordException,
  LimitExceededException,
  NotAuthorizedException,
  SignUpCommand,
  TooManyRequestsException,
  UserNotFoundException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider'
import { type AwsClientStub, mockClient } from 'aws-sdk-client-mock'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { EMAIL_TAKEN, INCORRECT_CREDENTIALS } from '../../../shared/contracts/auth'
import { TOO_MANY_ATTEMPTS } from '../../../shared/domain/rate-limits'
import { awsJsonService, ok, refusal, retriesWithoutWaits } from '../../../test/support/aws-json-service'
import { ConflictError, RateLimitedError, UnauthorizedError, ValidationError } from '../../platform/errors'
import { cognitoIdentity, SESSION_EXPIRED } from './cognito-identity'

const options = { userPoolId: 'pool-1', clientId: 'client-1' }
const refused = (message = 'from Cognito') => ({ message, $metadata: {} })

/** An unsigned JWT whose payload carries `sub`: the adapter only reads it. */
const tokenFor = (sub: string) => `h.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.s`

describe('the Cognito identity adapter', () => {
  let cognito: AwsClientStub<CognitoIdentityProviderClient>
  beforeAll(() => {
    cognito = mockClient(CognitoIdentityProviderClient)
  })
  afterAll(() => cognito.restore())
  beforeEach(() => cognito.reset())

  const identity = () => cognitoIdentity({ ...options, client: { region: 'eu-west-1' } })
  const commandsSent = () => cognito.calls().map((call) => call.args[0].constructor.name)

  it('signs up, confirms and verifies the e-mail of a new account', async () => {
    cognito.on(SignUpCommand).resolves({ UserSub: 'user-1', UserConfirmed: false })
    await expect(identity().signUp('ada@example.com', 'password1')).resolves.toEqual({ userId: 'user-1' })
    expect(commandsSent()).toEqual([
      'SignUpCommand',
      'AdminConfirmSignUpCommand',
      'AdminUpdateUserAttributesCommand',
    ])
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
    expect(cognito.commandCalls(AdminUpdateUserAttributesCommand)[0]?.args[0].input).toEqual({
      UserPoolId: 'pool-1',
      Username: 'ada@example.com',
      UserAttributes: [
        { Name: 'email', Value: 'ada@example.com' },
        { Name: 'email_verified', Value: 'true' },
      ],
    })
  })

  it('makes its client on the first call and keeps it, in the region it is given', async () => {
    cognito.on(SignUpCommand).resolves({ UserSub: 'user-1' }).on(GlobalSignOutCommand).resolves({})
    const accounts = identity()
    await accounts.signUp('ada@example.com', 'password1')
    await accounts.signOut('access-1')
    const clients = new Set(cognito.calls().map((call) => call.thisValue))
    expect(clients.size).toBe(1)
    const [client] = clients as Set<CognitoIdentityProviderClient>
    await expect(client?.config.region()).resolves.toBe('eu-west-1')
  })

  it('turns a taken e-mail into a ConflictError', async () => {
    cognito.on(SignUpCommand).rejects(new UsernameExistsException(refused()))
    await expect(identity().signUp('ada@example.com', 'password1')).rejects.toEqual(
      new ConflictError(EMAIL_TAKEN),
    )
    expect(cognito.commandCalls(AdminConfirmSignUpCommand)).toHaveLength(0)
  })

  it.each([
    new InvalidPasswordException(refused('Password did not conform with policy: Password not long enough')),
    new InvalidParameterException(refused('Invalid email address format.')),
  ])("turns Cognito's $name at sign-up into a ValidationError in Cognito's own words", async (error) => {
    cognito.on(SignUpCommand).rejects(error)
    await expect(identity().signUp('ada@example.com', 'short')).rejects.toEqual(
      new ValidationError(error.message),
    )
  })

  it('signs in with USER_PASSWORD_AUTH and reads the user id from the access token', async () => {
    cognito.on(InitiateAuthCommand).resolves({
      AuthenticationResult: { AccessToken: tokenFor('user-1'), RefreshToken: 'refresh-1' },
    })
    await expect(identity().signIn('ada@example.com', 'password1')).resolves.toEqual({
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

  it.each([
    new NotAuthorizedException(refused('Incorrect username or password.')),
    new UserNotFoundException(refused('User does not exist.')),
    new InvalidPasswordException(refused('Password does not match the policy.')),
  ])('answers $name at sign-in with the same UnauthorizedError', async (error) => {
    cognito.on(InitiateAuthCommand).rejects(error)
    await expect(identity().signIn('ada@example.com', 'nope')).rejects.toEqual(
      new UnauthorizedError(INCORRECT_CREDENTIALS),
    )
  })

  it.each([
    new TooManyRequestsException(refused('Too many requests')),
    new LimitExceededException(refused('Attempt limit exceeded, please try after some time.')),
    new NotAuthorizedException(refused('Password attempts exceeded')),
  ])(
    "answers Cognito's lockout or quota at sign-in ($name: $message) with Pressroom's 429 and a wait",
    async (error) => {
      cognito.on(InitiateAuthCommand).rejects(error)
      const answer = await identity()
        .signIn('ada@example.com', 'nope')
        .catch((e: unknown) => e)
      expect(answer).toEqual(new RateLimitedError(TOO_MANY_ATTEMPTS, 60))
      expect((answer as RateLimitedError).retryAfterSeconds).toBeGreaterThan(0)
    },
  )

  it("answers Cognito's request quota at sign-up with the same 429, and creates nothing more", async () => {
    cognito.on(SignUpCommand).rejects(new TooManyRequestsException(refused()))
    await expect(identity().signUp('ada@example.com', 'password1')).rejects.toEqual(
      new RateLimitedError(TOO_MANY_ATTEMPTS, 60),
    )
    expect(commandsSent()).toEqual(['SignUpCommand'])
  })

  it('refreshes with REFRESH_TOKEN_AUTH and reports an expired session as unauthorized', async () => {
    cognito
      .on(InitiateAuthCommand)
      .resolvesOnce({ AuthenticationResult: { AccessToken: tokenFor('user-2') } })
      .rejectsOnce(new NotAuthorizedException(refused('Refresh Token has been revoked')))
    await expect(identity().refresh('refresh-2')).resolves.toEqual({
      accessToken: tokenFor('user-2'),
      userId: 'user-2',
    })
    expect(cognito.commandCalls(InitiateAuthCommand)[0]?.args[0].input).toEqual({
      ClientId: 'client-1',
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: 'refresh-2' },
    })
    await expect(identity().refresh('revoked')).rejects.toEqual(new UnauthorizedError(SESSION_EXPIRED))
  })

  it('signs out globally and treats an already signed-out token as done', async () => {
    cognito
      .on(GlobalSignOutCommand)
      .resolvesOnce({})
      .rejectsOnce(new NotAuthorizedException(refused('Access Token has been revoked')))
    await identity().signOut('access-1')
    await identity().signOut('access-1')
    expect(cognito.commandCalls(GlobalSignOutCommand).map((call) => call.args[0].input)).toEqual([
      { AccessToken: 'access-1' },
      { AccessToken: 'access-1' },
    ])
  })

  it('lets other Cognito failures through as they came', async () => {
    const failure = new InternalErrorException(refused('Service unavailable'))
    cognito.on(GlobalSignOutCommand).rejects(failure)
    await expect(identity().signOut('access-1')).rejects.toBe(failure)
  })
})

/**
 * The same adapter with the SDK client's whole stack running (serialization, signing, retries, the
 * parsing of Cognito's refusals), answered by Cognito's JSON protocol in place of its HTTP handler.
 */
describe('the Cognito identity adapter over Cognito’s JSON protocol', () => {
  const cognito = awsJsonService()
  beforeEach(() => cognito.reset())

  const identity = () =>
    cognitoIdentity({
      ...options,
      client: {
        region: 'eu-west-1',
        credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
        requestHandler: cognito.requestHandler,
        retryStrategy: retriesWithoutWaits(),
      },
    })
  const attempts = (operation: string) => cognito.requests.filter((r) => r.operation === operation)

  it('sends the calls a pool takes from anyone unsigned, and signs the admin calls', async () => {
    cognito.answer('SignUp', ok({ UserSub: 'user-1', UserConfirmed: false }))
    await identity().signUp('ada@example.com', 'password1')
    await identity().signOut('access-1')
    expect(cognito.requests.map(({ operation, signed }) => ({ operation, signed }))).toEqual([
      { operation: 'SignUp', signed: false },
      { operation: 'AdminConfirmSignUp', signed: true },
      { operation: 'AdminUpdateUserAttributes', signed: true },
      { operation: 'GlobalSignOut', signed: false },
    ])
  })

  it('asks again after a throttle, as the SDK does, and signs in once Cognito takes it', async () => {
    cognito.answer(
      'InitiateAuth',
      refusal('TooManyRequestsException', 'Too many requests'),
      refusal('TooManyRequestsException', 'Too many requests'),
      ok({ AuthenticationResult: { AccessToken: tokenFor('user-1'), RefreshToken: 'refresh-1' } }),
    )
    await expect(identity().signIn('ada@example.com', 'password1')).resolves.toMatchObject({
      userId: 'user-1',
    })
    expect(attempts('InitiateAuth')).toHaveLength(3)
  })

  it.each(['TooManyRequestsException', 'LimitExceededException'])(
    "answers a %s that outlasts the SDK's attempts with Pressroom's 429",
    async (type) => {
      cognito.answer('InitiateAuth', ...Array(5).fill(refusal(type)))
      await expect(identity().signIn('ada@example.com', 'password1')).rejects.toEqual(
        new RateLimitedError(TOO_MANY_ATTEMPTS, 60),
      )
      expect(attempts('InitiateAuth')).toHaveLength(3)
    },
  )

  it("answers Cognito's lockout with the 429 at once: it is not asked again", async () => {
    cognito.answer('InitiateAuth', refusal('NotAuthorizedException', 'Password attempts exceeded'))
    await expect(identity().signIn('ada@example.com', 'nope')).rejects.toEqual(
      new RateLimitedError(TOO_MANY_ATTEMPTS, 60),
    )
    expect(attempts('InitiateAuth')).toHaveLength(1)
  })

  it("shows a password the pool's policy refuses in Cognito's own words", async () => {
    cognito.answer(
      'SignUp',
      refusal('InvalidPasswordException', 'Password did not conform with policy: Password not long enough'),
    )
    await expect(identity().signUp('ada@example.com', 'short')).rejects.toEqual(
      new ValidationError('Password did not conform with policy: Password not long enough'),
    )
    expect(cognito.requests.map((r) => r.operation)).toEqual(['SignUp'])
  })

  it('lets other Cognito failures through, by their name, after asking again as the SDK does', async () => {
    cognito.answer(
      'GlobalSignOut',
      ...Array(3).fill(refusal('InternalErrorException', 'Service unavailable', 500)),
    )
    await expect(identity().signOut('access-1')).rejects.toMatchObject({
      name: 'InternalErrorException',
      message: 'Service unavailable',
    })
    expect(attempts('GlobalSignOut')).toHaveLength(3)
  })
})
