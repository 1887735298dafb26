import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { EMAIL_TAKEN, INCORRECT_CREDENTIALS } from '../../../shared/contracts/auth'
import { TOO_MANY_ATTEMPTS } from '../../../shared/domain/rate-limits'
import { bodyOf, sdkSignature } from '../../../test/support/aws-signature'
import { ConflictError, RateLimitedError, UnauthorizedError, ValidationError } from '../../platform/errors'
import { cognitoIdentity, SESSION_EXPIRED } from './cognito-identity'

const SECRET = 'loopback-secret'
/** What the SDK sends without credentials (smithy.api#noAuth in its auth scheme provider). */
const PUBLIC_CALLS = new Set(['SignUp', 'InitiateAuth', 'GlobalSignOut'])

interface Call {
  operation: string
  input: Record<string, unknown>
}
type Answer = { status: number; body: Record<string, unknown> }

/**
 * Cognito's JSON protocol on loopback, as far as the adapter uses it: it checks each request's signature
 * with the AWS SDK's signer and the region it claims, records the operation and its input, and gives
 * the answers queued for that operation in turn (an empty success once none is left).
 */
let server: Server
let endpoint: string
let calls: Call[] = []
let queued: Record<string, Answer[]> = {}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const raw = await bodyOf(request)
    const reply = ({ status, body }: Answer) =>
      response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(body))
    const operation = String(request.headers['x-amz-target']).replace(
      'AWSCognitoIdentityProviderService.',
      '',
    )
    // The calls a pool takes from anyone come unsigned, as the SDK sends them; the admin calls signed.
    if (PUBLIC_CALLS.has(operation)) {
      if (request.headers.authorization) return reply(refusal('AccessDeniedException', 'signed by a role'))
    } else {
      const { given, expected, region } = await sdkSignature(
        request,
        { service: 'cognito-idp', secretAccessKey: SECRET },
        raw,
      )
      if (!given || given !== expected || region !== 'eu-west-1')
        return reply(refusal('InvalidSignatureException', 'bad signature'))
    }
    calls.push({ operation, input: JSON.parse(raw.toString()) })
    reply(queued[operation]?.shift() ?? { status: 200, body: {} })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

beforeEach(() => {
  calls = []
  queued = {}
})

const answer = (operation: string, ...answers: Answer[]) => {
  queued[operation] = answers
}
const ok = (body: Record<string, unknown>): Answer => ({ status: 200, body })
const refusal = (type: string, message = `${type} from Cognito`, status = 400): Answer => ({
  status,
  body: { __type: type, message },
})
const inputsOf = (operation: string) => calls.filter((c) => c.operation === operation).map((c) => c.input)

const identity = (secretAccessKey = SECRET) =>
  cognitoIdentity({
    region: 'eu-west-1',
    endpoint,
    credentials: async () => ({ accessKeyId: 'LOOPBACK', secretAccessKey }),
    userPoolId: 'pool-1',
    clientId: 'client-1',
  })

/** An unsigned JWT whose payload carries `sub`: the adapter only reads it. */
const tokenFor = (sub: string) => `h.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.s`

describe('the Cognito identity adapter', () => {
  it('signs up, confirms and verifies the e-mail of a new account', async () => {
    answer('SignUp', ok({ UserSub: 'user-1', UserConfirmed: false }))
    await expect(identity().signUp('ada@example.com', 'password1')).resolves.toEqual({ userId: 'user-1' })
    expect(calls.map((c) => c.operation)).toEqual([
      'SignUp',
      'AdminConfirmSignUp',
      'AdminUpdateUserAttributes',
    ])
    expect(inputsOf('SignUp')).toEqual([
      {
        ClientId: 'client-1',
        Username: 'ada@example.com',
        Password: 'password1',
        UserAttributes: [{ Name: 'email', Value: 'ada@example.com' }],
      },
    ])
    expect(inputsOf('AdminConfirmSignUp')).toEqual([{ UserPoolId: 'pool-1', Username: 'ada@example.com' }])
    expect(inputsOf('AdminUpdateUserAttributes')[0]?.UserAttributes).toEqual([
      { Name: 'email', Value: 'ada@example.com' },
      { Name: 'email_verified', Value: 'true' },
    ])
  })

  it('turns a taken e-mail into a ConflictError', async () => {
    answer('SignUp', refusal('UsernameExistsException'))
    await expect(identity().signUp('ada@example.com', 'password1')).rejects.toEqual(
      new ConflictError(EMAIL_TAKEN),
    )
    expect(inputsOf('AdminConfirmSignUp')).toHaveLength(0)
  })

  it("turns a password Cognito's policy refuses into a ValidationError in Cognito's own words", async () => {
    answer(
      'SignUp',
      refusal('InvalidPasswordException', 'Password did not conform with policy: Password not long enough'),
    )
    await expect(identity().signUp('ada@example.com', 'short')).rejects.toEqual(
      new ValidationError('Password did not conform with policy: Password not long enough'),
    )
  })

  it('signs in with USER_PASSWORD_AUTH and reads the user id from the access token', async () => {
    answer(
      'InitiateAuth',
      ok({ AuthenticationResult: { AccessToken: tokenFor('user-1'), RefreshToken: 'refresh-1' } }),
    )
    await expect(identity().signIn('ada@example.com', 'password1')).resolves.toEqual({
      accessToken: tokenFor('user-1'),
      refreshToken: 'refresh-1',
      userId: 'user-1',
    })
    expect(inputsOf('InitiateAuth')).toEqual([
      {
        ClientId: 'client-1',
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'ada@example.com', PASSWORD: 'password1' },
      },
    ])
  })

  it.each(['NotAuthorizedException', 'UserNotFoundException'])(
    'answers %s at sign-in with the same UnauthorizedError',
    async (type) => {
      answer('InitiateAuth', refusal(type))
      await expect(identity().signIn('ada@example.com', 'nope')).rejects.toEqual(
        new UnauthorizedError(INCORRECT_CREDENTIALS),
      )
    },
  )

  it.each([
    ['TooManyRequestsException', 'Too many requests'],
    ['NotAuthorizedException', 'Password attempts exceeded'],
  ])(
    "answers Cognito's lockout (%s: %s) at sign-in with Pressroom's 429 and a wait",
    async (type, message) => {
      // A quota is asked again, as the SDK asks, before it is passed on; a lockout is not.
      answer('InitiateAuth', ...Array(3).fill(refusal(type, message)))
      const refused = await identity()
        .signIn('ada@example.com', 'nope')
        .catch((e: unknown) => e)
      expect(refused).toEqual(new RateLimitedError(TOO_MANY_ATTEMPTS, 60))
      expect((refused as RateLimitedError).retryAfterSeconds).toBeGreaterThan(0)
      expect(inputsOf('InitiateAuth')).toHaveLength(type === 'TooManyRequestsException' ? 3 : 1)
    },
  )

  it("answers Cognito's request quota at sign-up with the same 429", async () => {
    answer('SignUp', ...Array(3).fill(refusal('TooManyRequestsException')))
    await expect(identity().signUp('ada@example.com', 'password1')).rejects.toBeInstanceOf(RateLimitedError)
    expect(inputsOf('AdminConfirmSignUp')).toHaveLength(0)
  })

  it('refreshes with REFRESH_TOKEN_AUTH and reports an expired session as unauthorized', async () => {
    answer(
      'InitiateAuth',
      ok({ AuthenticationResult: { AccessToken: tokenFor('user-2') } }),
      refusal('NotAuthorizedException'),
    )
    await expect(identity().refresh('refresh-2')).resolves.toEqual({
      accessToken: tokenFor('user-2'),
      userId: 'user-2',
    })
    expect(inputsOf('InitiateAuth')[0]?.AuthFlow).toBe('REFRESH_TOKEN_AUTH')
    await expect(identity().refresh('revoked')).rejects.toEqual(new UnauthorizedError(SESSION_EXPIRED))
  })

  it('signs out globally and treats an already signed-out token as done', async () => {
    answer('GlobalSignOut', ok({}), refusal('NotAuthorizedException'))
    await identity().signOut('access-1')
    await identity().signOut('access-1')
    expect(inputsOf('GlobalSignOut')).toEqual([{ AccessToken: 'access-1' }, { AccessToken: 'access-1' }])
  })

  it('lets other Cognito failures through, by their name, after asking again as the SDK would', async () => {
    answer('GlobalSignOut', ...Array(3).fill(refusal('InternalErrorException', 'Service unavailable', 500)))
    await expect(identity().signOut('access-1')).rejects.toMatchObject({
      name: 'InternalErrorException',
      message: 'Service unavailable',
    })
    expect(inputsOf('GlobalSignOut')).toHaveLength(3)
  })

  it('signs the admin calls, and is refused when it signs them with the wrong secret', async () => {
    answer('SignUp', ok({ UserSub: 'user-1' }))
    await expect(identity('not-the-secret').signUp('ada@example.com', 'password1')).rejects.toMatchObject({
      name: 'InvalidSignatureException',
    })
    // The sign-up itself went unsigned and was taken; the confirmation was refused.
    expect(calls.map((c) => c.operation)).toEqual(['SignUp'])
  })
})
