import { fileURLToPath } from 'node:url'
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware'
import middy from '@middy/core'
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda'
import * as z from '../../shared/contracts/zod'
import type { Deps } from '../ports/deps'
import type { Metrics } from '../ports/metrics'
import { compressResult } from './compression'
import type { Config } from './config'
import { createContainer, type Ports } from './container'
import { withCorrelationId } from './correlation'
import { depsFromEnvironment } from './environment-deps'
import {
  AppError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  UnauthorizedError,
  ValidationError,
} from './errors'
import { logger } from './logger'
import { functionMetrics } from './metrics'
import type { Need } from './needs'
import { withinBucketNeeds } from './scoped-blobs'
import { installsFor } from './wiring/installs'

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer
export type HttpResult = APIGatewayProxyStructuredResultV2
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** The verified caller, as API Gateway's JWT authorizer (or the embedded server) hands it over. */
export interface Caller {
  userId: string
  tokenId: string
  expiresAt: number
  accessToken: string
}

export interface RouteInput<B, Q, R = Record<string, string>> {
  body: B
  query: Q
  params: R
  event: HttpEvent
  /** The group's store, ports and settings. */
  deps: Deps
}

export interface RouteSpec {
  method: Method
  path: string
  /** Public routes skip the JWT authorizer; every other route needs a valid access token. */
  public?: boolean
  /** The zod contracts the route parses its input with, read-only (tests derive requests from them). */
  contract?: RouteContract
}

export interface RouteContract {
  readonly body?: z.ZodMiniType<unknown>
  readonly query?: z.ZodMiniType<unknown>
  readonly params?: z.ZodMiniType<unknown>
  /** The body is handed over as received (a signed webhook, an upload): no schema reads it. */
  readonly rawBody?: boolean
}

/**
 * What a route will need that holds no founder's data (the search index), started beside the sign-in
 * check rather than after it, so that a cold start waits for the two at once. A failure is left to the
 * route's own call to report; a refused caller leaves it done for the next request.
 */
export type Prepare = (deps: Deps) => Promise<unknown>

/** Starts a route's preparation; what it throws, at once or later, is the route's own call's to meet. */
function startPreparing(prepare: Prepare | undefined, deps: Deps) {
  if (prepare) new Promise((resolve) => resolve(prepare(deps))).catch(() => undefined)
}

export interface Route extends RouteSpec {
  rawBody?: boolean
  prepare?: Prepare
  run: (input: RouteInput<unknown, unknown, unknown>, caller: Caller | undefined) => Promise<unknown>
}

/** A reply other than `200` with a JSON body. */
export class Reply {
  constructor(
    readonly statusCode: number,
    readonly body?: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export const created = (body: unknown) => new Reply(201, body)

/** A body sent as it is, with its own content type. */
export class RawReply extends Reply {
  constructor(statusCode: number, body: string, contentType: string, headers: Record<string, string> = {}) {
    super(statusCode, body, { 'content-type': contentType, ...headers })
  }
}

/** A download: the body as it is, with its type and a file name for the browser to save it under. */
export class FileReply extends RawReply {
  constructor(body: string, contentType: string, filename: string) {
    super(200, body, contentType, { 'content-disposition': `attachment; filename="${filename}"` })
  }
}
/**
 * Bytes sent as they are (API Gateway decodes them from base64): a file a founder downloads with their
 * token, never through a public link.
 */
export class BinaryReply extends Reply {
  constructor(body: Uint8Array, contentType: string, headers: Record<string, string> = {}) {
    super(200, Buffer.from(body).toString('base64'), { 'content-type': contentType, ...headers })
  }
}

export const noContent = () => new Reply(204)

interface RouteDefinition<B, Q, P extends boolean, R> extends RouteSpec {
  public?: P
  /** Hand the body over as the exact text received (a signed webhook), not parsed JSON. */
  rawBody?: boolean
  body?: z.ZodMiniType<B>
  query?: z.ZodMiniType<Q>
  /** The path's `{name}` parameters; a value the schema refuses names nothing, so it answers 404. */
  params?: z.ZodMiniType<R>
  /**
   * Finds what the path names among the caller's own (throwing NotFoundError when it is not there) before
   * the body and query are read: another founder's id answers 404 whatever the body holds, and never
   * says, by a 400, what that founder's records would accept.
   */
  owned?: (input: { params: R; deps: Deps }, caller: Caller) => Promise<unknown>
  prepare?: Prepare
  run: (input: RouteInput<B, Q, R>, caller: P extends true ? Caller | undefined : Caller) => Promise<unknown>
}

const NoBody = z.strictObject({})

/** Declares one route: its method and path, the zod contracts of its input, and what it does. */
export function route<
  B = undefined,
  Q = Record<string, string>,
  P extends boolean = false,
  R = Record<string, never>,
>(definition: RouteDefinition<B, Q, P, R>): Route {
  const body = (definition.body ?? NoBody) as z.ZodMiniType<unknown>
  const query = definition.query as z.ZodMiniType<unknown> | undefined
  if (/\{\w+\}/.test(definition.path) && !definition.params)
    throw new Error(
      `${definition.method} ${definition.path} names path parameters: give their schema in \`params\``,
    )
  const params = (definition.params ?? NoBody) as z.ZodMiniType<unknown>
  return {
    method: definition.method,
    path: definition.path,
    public: definition.public,
    rawBody: definition.rawBody,
    prepare: definition.prepare,
    contract: Object.freeze({
      body: definition.rawBody ? undefined : body,
      query,
      params,
      rawBody: definition.rawBody,
    }),
    run: async (input, caller) => {
      if (!definition.public && !caller) throw new UnauthorizedError()
      const parsedParams = parseParams(params, input.params ?? {}) as R
      if (definition.owned && caller)
        await definition.owned({ params: parsedParams, deps: input.deps }, caller)
      const parsed = {
        ...input,
        body: definition.rawBody ? input.body : parse(body, jsonObject(input.body)),
        query: query ? parse(query, input.query) : input.query,
        params: parsedParams,
      } as RouteInput<B, Q, R>
      return definition.run(parsed, caller as Caller)
    },
  }
}

/**
 * A JSON body is an object, and no body at all reads as an empty one. `null`, an array or a number is
 * refused, so that a `null` never passes as `{}` on a route that takes nothing (a logout, a delete).
 */
function jsonObject(value: unknown) {
  if (value === undefined) return {}
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ValidationError('Request body must be a JSON object')
  return value
}

/** zod's own messages ("Invalid input", "Too big"), as opposed to the ones the contracts write. */
const ZOD_MESSAGE = /^(Invalid|Too (small|big)|Expected|Unrecognized)/

function parse(schema: z.ZodMiniType<unknown>, value: unknown) {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const path = issue?.path.join('.')
  // zod's own messages need the field's name; ours already say it.
  const generic = ZOD_MESSAGE.test(issue?.message ?? '')
  throw new ValidationError(
    path && generic ? `${path}: ${issue?.message}` : (issue?.message ?? 'Invalid request'),
  )
}

function parseParams(schema: z.ZodMiniType<unknown>, value: unknown) {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const message = result.error.issues[0]?.message ?? ''
  throw new NotFoundError(ZOD_MESSAGE.test(message) || !message ? undefined : message)
}

/**
 * The largest request bodies a route takes: JSON (a press kit of 30 long sections fits) and a file
 * (an asset of 4 MB, a signed webhook), each far below API Gateway's 10 MB.
 */
export const BODY_LIMITS = { json: 2 * 1024 * 1024, file: 6 * 1024 * 1024 }

export type Authenticate = (event: HttpEvent, deps: Deps) => Promise<Caller | undefined>

export type GroupHandler = (event: HttpEvent, context: Context) => Promise<HttpResult>

export interface EndpointGroup {
  /** Short name: the Lambda function and its log group are named after it. */
  name: string
  /** Source file of the group's handler, bundled as one Lambda. */
  entry: string
  routes: RouteSpec[]
  /** What the group's Lambda is granted in AWS, and no more. */
  needs: Need[]
  /** The ports its routes use; any other port throws when touched. */
  ports: Ports
  /**
   * Packages the CDK app installs beside the bundle instead of bundling them, built for the Lambda's
   * platform (AppFunction): what the group's routes import on first use (`options.installs`: native
   * ones esbuild cannot bundle, and those only some routes need) and what its ports load on first use
   * (wiring/installs.ts). Imported with `await import()`, so a cold start does not load them.
   */
  installs: string[]
  /** The Lambda entry: the configuration from the environment (and Secrets Manager), read on first use. */
  handler: GroupHandler
  /** The same handler over a configuration handed over as an object (the embedded stack). */
  withConfig(config: Config): GroupHandler
}

/**
 * One Lambda entry per endpoint group: finds the route by API Gateway's routeKey, checks the caller,
 * parses the JSON body and maps every failure to `{ message }`. The group declares the ports its routes
 * use and what its Lambda may do (`needs`); its routes get only those ports, in `deps`.
 */
export function defineGroup(options: {
  name: string
  moduleUrl: string
  routes: Route[]
  authenticate: Authenticate
  needs: Need[]
  ports?: Ports
  /** Packages its routes import on first use, installed beside the bundle (see EndpointGroup.installs). */
  installs?: string[]
  /** Loads the app's keys from Secrets Manager before the configuration is read (groups that need them). */
  secrets?: () => Promise<void>
}): EndpointGroup {
  if (!!options.secrets !== options.needs.includes('secrets:read'))
    throw new Error(`${options.name}: declare 'secrets:read' exactly when the group loads secrets`)
  const owner = `The ${options.name} endpoint group`
  // Counted under the group's name; every group's routes may count (deps.metrics).
  const metrics = functionMetrics(options.name)
  const ports = { ...scopeBlobs(options.ports ?? {}, options.needs, owner), metrics: () => metrics.port }
  const byKey = new Map(options.routes.map((r) => [`${r.method} ${r.path}`, r]))
  const dispatch = async (event: HttpEvent, depsOf: () => Promise<Deps>): Promise<HttpResult> => {
    const found = byKey.get(event.routeKey)
    if (!found) throw new NotFoundError()
    const limit = found.rawBody ? BODY_LIMITS.file : BODY_LIMITS.json
    if (bodyLength(event) > limit)
      throw new PayloadTooLargeError(`The request body is too large: at most ${limit / 1024 / 1024} MB`)
    const deps = await depsOf()
    startPreparing(found.prepare, deps)
    const caller = event.requestContext.authorizer?.jwt ? await options.authenticate(event, deps) : undefined
    const result = await found.run(
      {
        body: found.rawBody ? rawBodyOf(event) : readJsonBody(event),
        query: event.queryStringParameters ?? {},
        params: (event.pathParameters ?? {}) as Record<string, string>,
        event,
        deps,
      },
      caller,
    )
    return toResult(result instanceof Reply ? result : new Reply(200, result))
  }
  const handlerOver = (depsOf: () => Promise<Deps>): GroupHandler => {
    // Powertools' context (cold start, request id) on every log line, and the invocation's counts
    // published at its end: middy runs onError handlers last-registered first, so mapError has counted.
    const handler = middy<HttpEvent, HttpResult>()
      .use(injectLambdaContext(logger))
      .use(metrics.middleware)
      .use({ onError: (request) => mapError(request, metrics.port) })
      .handler((event) => dispatch(event, depsOf))
    // API Gateway's request id is the correlation id of all the request logs and hands on.
    return (event, context) =>
      withCorrelationId(event.requestContext?.requestId, async () =>
        compressResult(await handler(event, context), event.headers?.['accept-encoding']),
      )
  }
  const withConfig = (given: Config) => {
    const deps = createContainer(given, ports, owner)
    return handlerOver(async () => deps)
  }
  const handler = handlerOver(depsFromEnvironment(ports, owner, options.secrets))
  return {
    name: options.name,
    entry: fileURLToPath(options.moduleUrl),
    routes: options.routes.map(({ method, path, public: isPublic, contract }) => ({
      method,
      path,
      public: isPublic,
      contract,
    })),
    needs: options.needs,
    ports,
    installs: [...new Set([...(options.installs ?? []), ...installsFor(ports)])],
    handler,
    withConfig,
  }
}

/** The group's blobs port, held to the bucket prefixes its needs name. */
function scopeBlobs(ports: Ports, needs: readonly Need[], owner: string): Ports {
  const blobs = ports.blobs
  if (!blobs) return ports
  return { ...ports, blobs: (config, deps) => withinBucketNeeds(blobs(config, deps), needs, owner) }
}

/** The body's bytes, for a route that takes a file (declare it `rawBody` so nothing parses it first). */
export function bodyBytes(event: HttpEvent): Buffer {
  if (!event.body) return Buffer.alloc(0)
  return Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8')
}

function bodyLength(event: HttpEvent): number {
  if (!event.body) return 0
  return event.isBase64Encoded ? Buffer.byteLength(event.body, 'base64') : Buffer.byteLength(event.body)
}

function rawBodyOf(event: HttpEvent): string {
  if (!event.body) return ''
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body
}

function readJsonBody(event: HttpEvent): unknown {
  const text = rawBodyOf(event)
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw new ValidationError('Request body is not valid JSON')
  }
}

function toResult(reply: Reply): HttpResult {
  if (reply.body === undefined) return { statusCode: reply.statusCode, headers: reply.headers }
  if (reply instanceof RawReply)
    return { statusCode: reply.statusCode, headers: reply.headers, body: String(reply.body) }
  if (reply instanceof BinaryReply)
    return {
      statusCode: reply.statusCode,
      headers: reply.headers,
      body: String(reply.body),
      isBase64Encoded: true,
    }
  return {
    statusCode: reply.statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', ...reply.headers },
    body: JSON.stringify(reply.body),
  }
}

async function mapError(request: middy.Request<HttpEvent, HttpResult, Error, Context>, metrics: Metrics) {
  const error = request.error
  if (error instanceof AppError) {
    metrics.count('HandledError')
    const headers: Record<string, string> =
      error instanceof RateLimitedError && error.retryAfterSeconds !== undefined
        ? { 'retry-after': String(Math.ceil(error.retryAfterSeconds)) }
        : {}
    request.response = toResult(new Reply(error.status, { message: error.message }, headers))
    return
  }
  metrics.count('UnhandledError')
  const requestId = request.context.awsRequestId ?? request.event.requestContext.requestId
  logger.error('unhandled error', {
    requestId,
    routeKey: request.event.routeKey,
    error: error instanceof Error ? error : String(error),
  })
  request.response = toResult(
    new Reply(500, { message: 'Internal server error' }, { 'x-request-id': String(requestId) }),
  )
}
