import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Context } from 'aws-lambda'
import type { HttpEvent } from '../../functions/platform/http'

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml|.*\+json)|text\/)/i

/** The API Gateway HTTP API (payload 2.0) event for one request, as AWS would hand it to the Lambda. */
export function toLambdaEvent(options: {
  request: IncomingMessage
  url: URL
  body: Buffer
  routeKey: string
  pathParameters: Record<string, string>
  claims: Record<string, unknown> | undefined
}): HttpEvent {
  const { request, url, body } = options
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value
  }
  const query: Record<string, string> = {}
  for (const [name, value] of url.searchParams)
    query[name] = name in query ? `${query[name]},${value}` : value
  const isText = TEXT_TYPES.test(headers['content-type'] ?? 'application/json')
  const now = new Date()
  const requestContext = {
    accountId: 'local',
    apiId: 'local',
    domainName: headers.host ?? 'localhost',
    domainPrefix: 'localhost',
    http: {
      method: request.method ?? 'GET',
      path: url.pathname,
      protocol: `HTTP/${request.httpVersion}`,
      sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
      userAgent: headers['user-agent'] ?? '',
    },
    requestId: randomUUID(),
    routeKey: options.routeKey,
    stage: '$default',
    time: now.toISOString(),
    timeEpoch: now.getTime(),
    // API Gateway hands JWT claims over as strings.
    ...(options.claims && {
      authorizer: {
        principalId: '',
        integrationLatency: 0,
        jwt: { claims: stringifyClaims(options.claims), scopes: [] },
      },
    }),
  }
  return {
    version: '2.0',
    routeKey: options.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: headers.cookie?.split(/;\s*/),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(options.pathParameters).length ? options.pathParameters : undefined,
    body: body.length ? body.toString(isText ? 'utf8' : 'base64') : undefined,
    isBase64Encoded: body.length > 0 && !isText,
    requestContext,
  } as HttpEvent
}

function stringifyClaims(claims: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(claims).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : String(v)]),
  )
}

export function lambdaContext(functionName: string, requestId: string): Context {
  const deadline = Date.now() + 29_000
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  }
}
