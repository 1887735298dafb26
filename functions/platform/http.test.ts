import type { Context } from 'aws-lambda'
import { describe, expect, it, vi } from 'vitest'
import * as z from '../../shared/contracts/zod'
import { writtenLines } from '../../test/support/written-lines'
import { ConflictError, RateLimitedError, UnauthorizedError } from './errors'
import { type Caller, created, defineGroup, type HttpEvent, route } from './http'
import { logger } from './logger'
import { loadSecrets } from './secrets'

// What a Lambda's environment holds; the container reads it on the first request.
vi.stubEnv('TABLE_NAME', 'things')
vi.stubEnv('USER_POOL_ID', 'pool')
vi.stubEnv('USER_POOL_CLIENT_ID', 'client')
vi.stubEnv('ASSETS_BUCKET', 'assets')

const caller: Caller = { userId: 'user-1', tokenId: 'jti-1', expiresAt: 2_000_000_000, accessToken: 'token' }

const group = defineGroup({
  name: 'things',
  moduleUrl: import.meta.url,
  authenticate: async () => caller,
  needs: [],
  routes: [
    route({
      method: 'POST',
      path: '/api/things',
      body: z.strictObject({ name: z.string().check(z.minLength(1)) }),
      run: async ({ body }, who) => created({ name: body.name, owner: who.userId }),
    }),
    route({
      method: 'GET',
      path: '/api/things/{id}',
      params: z.strictObject({ id: z.string().check(z.maxLength(10, { error: 'No such thing' })) }),
      run: async ({ params }) => ({ id: params.id }),
    }),
    route({
      method: 'GET',
      path: '/api/things/{id}/parts/{part}',
      params: z.strictObject({ id: z.string(), part: z.coerce.number().check(z.int()) }),
      run: async ({ params }) => ({ id: params.id, part: params.part }),
    }),
    route({
      method: 'GET',
      path: '/api/open',
      public: true,
      run: async (_input, who) => ({ signedIn: !!who }),
    }),
    route({
      method: 'DELETE',
      path: '/api/things/{id}',
      params: z.strictObject({ id: z.string() }),
      run: async () => {
        throw new ConflictError('Thing is in use')
      },
    }),
    route({
      method: 'POST',
      path: '/api/busy',
      public: true,
      run: async () => {
        throw new RateLimitedError('Slow down', 42.3)
      },
    }),
    route({
      method: 'PUT',
      path: '/api/things/{id}',
      params: z.strictObject({ id: z.string() }),
      run: async () => {
        throw new Error('secret internals')
      },
    }),
  ],
})

function event(
  routeKey: string,
  options: { body?: string; signedIn?: boolean; params?: Record<string, string> } = {},
) {
  return {
    routeKey,
    body: options.body,
    isBase64Encoded: false,
    headers: {},
    pathParameters: options.params,
    requestContext: {
      requestId: 'req-1',
      ...(options.signedIn !== false && { authorizer: { jwt: { claims: { sub: 'user-1' }, scopes: [] } } }),
    },
  } as unknown as HttpEvent
}
const context = { awsRequestId: 'aws-req-1' } as Context
const call = (e: HttpEvent) => group.handler(e, context)
const json = (result: { body?: string }) => JSON.parse(result.body ?? 'null')

describe('an endpoint group', () => {
  it('routes by routeKey, parses the body and answers with the route result', async () => {
    const result = await call(event('POST /api/things', { body: '{"name":"kettle"}' }))
    expect(result.statusCode).toBe(201)
    expect(result.headers?.['content-type']).toMatch(/application\/json/)
    expect(json(result)).toEqual({ name: 'kettle', owner: 'user-1' })
  })

  it('hands path parameters to the route', async () => {
    expect(json(await call(event('GET /api/things/{id}', { params: { id: 'abc' } })))).toEqual({ id: 'abc' })
  })

  it("parses path parameters with the route's schema", async () => {
    const result = await call(event('GET /api/things/{id}/parts/{part}', { params: { id: 'a', part: '7' } }))
    expect(json(result)).toEqual({ id: 'a', part: 7 })
  })

  it('answers 404 with a message for path parameters its schema refuses', async () => {
    const long = await call(event('GET /api/things/{id}', { params: { id: 'x'.repeat(11) } }))
    expect(long.statusCode).toBe(404)
    expect(json(long)).toEqual({ message: 'No such thing' })
    const notNumber = await call(
      event('GET /api/things/{id}/parts/{part}', { params: { id: 'a', part: 'b' } }),
    )
    expect(notNumber.statusCode).toBe(404)
    expect(json(notNumber)).toEqual({ message: 'Not Found' })
  })

  it('will not declare a route with path parameters but no schema for them', () => {
    expect(() => route({ method: 'GET', path: '/api/things/{id}', run: async () => ({}) })).toThrow(
      'GET /api/things/{id} names path parameters: give their schema in `params`',
    )
  })

  it('refuses malformed JSON, unknown fields and invalid values with 400 and a message', async () => {
    for (const [body, message] of [
      ['{"name":', 'Request body is not valid JSON'],
      ['{"name":"kettle","colour":"red"}', 'Unrecognized key: "colour"'],
      ['{"name":""}', 'name: Too small: expected string to have >=1 characters'],
    ]) {
      const result = await call(event('POST /api/things', { body }))
      expect(result.statusCode).toBe(400)
      expect(json(result)).toEqual({ message })
    }
  })

  it('refuses a body on a route that takes none', async () => {
    const result = await call(event('GET /api/things/{id}', { body: '{"x":1}', params: { id: 'a' } }))
    expect(result.statusCode).toBe(400)
  })

  it('refuses a JSON body that is not an object, on a route that takes none too, before it runs', async () => {
    for (const [route, params] of [
      ['POST /api/things', {}],
      ['DELETE /api/things/{id}', { id: 'a' }],
    ] as const)
      for (const body of ['null', '[1,2]', '5', '"text"']) {
        const result = await call(event(route, { body, params }))
        expect([route, body, result.statusCode, json(result)]).toEqual([
          route,
          body,
          400,
          { message: 'Request body must be a JSON object' },
        ])
      }
    // No body at all is an empty one: the route runs (and answers as it does).
    expect((await call(event('DELETE /api/things/{id}', { params: { id: 'a' } }))).statusCode).toBe(409)
  })

  it('answers 401 when an authenticated route is reached without verified claims', async () => {
    const result = await call(event('GET /api/things/{id}', { signedIn: false, params: { id: 'a' } }))
    expect(result.statusCode).toBe(401)
    expect(json(result)).toEqual({ message: 'Unauthorized' })
  })

  it('serves public routes without a caller', async () => {
    expect(json(await call(event('GET /api/open', { signedIn: false })))).toEqual({ signedIn: false })
  })

  it('maps typed errors to their status and message', async () => {
    const result = await call(event('DELETE /api/things/{id}', { params: { id: 'a' } }))
    expect(result.statusCode).toBe(409)
    expect(json(result)).toEqual({ message: 'Thing is in use' })
  })

  it('answers a rate limit with 429, its message and Retry-After in whole seconds', async () => {
    const result = await call(event('POST /api/busy', { signedIn: false }))
    expect(result.statusCode).toBe(429)
    expect(json(result)).toEqual({ message: 'Slow down' })
    expect(result.headers?.['retry-after']).toBe('43')
  })

  it('answers 500 with a generic message, logging the real error with the request id', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {})
    const result = await call(event('PUT /api/things/{id}', { params: { id: 'a' } }))
    expect(result.statusCode).toBe(500)
    expect(result.body).not.toContain('secret internals')
    expect(json(result)).toEqual({ message: 'Internal server error' })
    expect(logged).toHaveBeenCalledWith(
      'unhandled error',
      expect.objectContaining({ requestId: 'aws-req-1' }),
    )
    logged.mockRestore()
  })

  it("logs with API Gateway's request id as the correlation id, beside Lambda's own request id", async () => {
    const stderr = writtenLines(process.stderr)
    await call(event('PUT /api/things/{id}', { params: { id: 'a' } }))
    const [line = '{}'] = stderr.stop()
    expect(JSON.parse(line)).toMatchObject({
      level: 'ERROR',
      message: 'unhandled error',
      correlation_id: 'req-1',
      function_request_id: 'aws-req-1',
      error: { name: 'Error', message: 'secret internals' },
    })
  })

  it("counts in Lambda a mapped error as HandledError, an unmapped one as UnhandledError, by the group's name", async () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'pressroom-things')
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {})
    const stdout = writtenLines(process.stdout)
    await call(event('DELETE /api/things/{id}', { params: { id: 'a' } }))
    await call(event('PUT /api/things/{id}', { params: { id: 'a' } }))
    await call(event('POST /api/things', { body: '{"name":"kettle"}' }))
    const published = stdout.stop().map((line) => JSON.parse(line))
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', undefined)
    logged.mockRestore()
    // One line per invocation that counted something; the answer that counted nothing wrote none.
    expect(published).toEqual([
      expect.objectContaining({ service: 'things', HandledError: 1 }),
      expect.objectContaining({ service: 'things', UnhandledError: 1 }),
    ])
  })

  it('answers 404 for a route key it does not own', async () => {
    expect((await call(event('GET /api/unknown'))).statusCode).toBe(404)
  })

  it('lists its routes for the CDK app and the embedded server', () => {
    expect(group.routes).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/api/open', public: true }),
    )
    expect(group.entry).toMatch(/http\.test\.ts$/)
  })
})

describe("a route's preparation", () => {
  /** A group whose sign-in check waits until `admit` is called, and whose route prepares and records. */
  function preparing(prepare: () => Promise<unknown>) {
    const seen: string[] = []
    let admit: (who: Caller | undefined) => void = () => {}
    const prepared = defineGroup({
      name: 'prepared',
      moduleUrl: import.meta.url,
      authenticate: () => {
        seen.push('check started')
        return new Promise<Caller>((resolve, reject) => {
          admit = (who) => (who ? resolve(who) : reject(new UnauthorizedError()))
        })
      },
      needs: [],
      routes: [
        route({
          method: 'GET',
          path: '/api/search',
          prepare: async () => {
            seen.push('prepared')
            return prepare()
          },
          run: async () => {
            seen.push('ran')
            return { ok: true }
          },
        }),
      ],
    })
    const answer = prepared.handler(event('GET /api/search'), context)
    return { seen, answer, admit: (who: Caller | undefined) => admit(who) }
  }

  it('starts before the sign-in check has answered, and the route runs once the caller is let in', async () => {
    const { seen, answer, admit } = preparing(async () => undefined)
    await vi.waitFor(() => expect(seen).toEqual(['prepared', 'check started']))
    admit(caller)
    expect((await answer).statusCode).toBe(200)
    expect(seen).toEqual(['prepared', 'check started', 'ran'])
  })

  it("leaves a failure to the route's own call: the route still runs and answers", async () => {
    const { seen, answer, admit } = preparing(() => Promise.reject(new Error('index unreadable')))
    await vi.waitFor(() => expect(seen).toContain('check started'))
    admit(caller)
    expect((await answer).statusCode).toBe(200)
    expect(seen).toContain('ran')
  })

  it('answers a refused caller 401 even when the preparation throws before it starts', async () => {
    const refusing = defineGroup({
      name: 'refusing',
      moduleUrl: import.meta.url,
      authenticate: async () => {
        throw new UnauthorizedError()
      },
      needs: [],
      routes: [
        route({
          method: 'GET',
          path: '/api/search',
          prepare: () => {
            throw new Error('The search port is not wired')
          },
          run: async () => ({}),
        }),
      ],
    })
    expect((await refusing.handler(event('GET /api/search'), context)).statusCode).toBe(401)
  })

  it('does not let a refused caller in, whatever it prepared', async () => {
    const { seen, answer, admit } = preparing(async () => undefined)
    await vi.waitFor(() => expect(seen).toContain('check started'))
    admit(undefined)
    expect((await answer).statusCode).toBe(401)
    expect(seen).not.toContain('ran')
  })
})

describe('an endpoint group in AWS', () => {
  it('loads the keys from Secrets Manager before its first route runs', async () => {
    // The app's secret as Secrets Manager would hold it (its adapter is tested in secrets-manager.test.ts).
    const secret = async () => JSON.stringify({ STRIPE_WEBHOOK_SECRET: 'whsec_from_aws' })
    vi.stubEnv('APP_SECRETS_ARN', 'arn:aws:secretsmanager:eu-west-1:1:secret:app')
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', '')
    const seen: (string | undefined)[] = []
    const aws = defineGroup({
      name: 'aws',
      moduleUrl: import.meta.url,
      authenticate: async () => caller,
      needs: ['secrets:read'],
      secrets: () => loadSecrets(secret),
      routes: [
        route({
          method: 'GET',
          path: '/api/open',
          public: true,
          run: async () => {
            seen.push(process.env.STRIPE_WEBHOOK_SECRET)
            return {}
          },
        }),
      ],
    })
    await aws.handler(event('GET /api/open', { signedIn: false }), context)
    expect(seen).toEqual(['whsec_from_aws'])
  })
})
