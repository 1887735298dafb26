import type { RefreshedSession } from '../../../shared/contracts/auth'
import { browserStorage } from './browser-storage'
import { createSessionStorage, type SessionStorage } from './session-storage'

/** A non-OK answer of the API, carrying the server's `message` and the HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

/** The API answered that what was asked for is not there (a deleted kit, a mistyped address). */
export const isNotFound = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 404

export interface RequestOptions {
  body?: unknown
  signal?: AbortSignal
  /** Sign-in and sign-up: no bearer token, so a stale one can neither leak nor trigger a refresh. */
  anonymous?: boolean
  /** Extra request headers (an Idempotency-Key); kept when the call is retried after a refresh. */
  headers?: Record<string, string>
}

type CallOptions = Omit<RequestOptions, 'body'>

export interface ApiClient {
  get<T>(path: string, options?: CallOptions): Promise<T>
  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>
  put<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>
  patch<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>
  delete<T>(path: string, options?: CallOptions): Promise<T>
  /** A POST whose answer is a file (CSV export), read as a Blob; errors are read like any other call. */
  postForBlob(path: string, body?: unknown, options?: CallOptions): Promise<Blob>
  /**
   * The answer itself, after the same token refresh as every call: for the one call whose failures
   * are plain text rather than `{message}` (the launch-week claim).
   */
  raw(method: string, path: string, options?: RequestOptions): Promise<Response>
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>
  /**
   * Signs out at `path`: stops the reads in flight, lets the writes in flight finish, asks the server
   * to end the session, then clears it whatever the answer. Until then no call starts, and a refusal
   * is the token ending rather than a session that expired.
   */
  endSession(path: string): Promise<void>
  session: SessionStorage
}

interface ClientDeps {
  fetch: typeof fetch
  session: SessionStorage
  baseUrl?: string
}

/** How long signing out waits for a write in flight (a save) to be answered before it ends the session. */
const WRITES_AT_SIGN_OUT_MS = 5_000

const noop = () => undefined
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function createApiClient({ fetch, session, baseUrl = '' }: ClientDeps): ApiClient {
  // Calls that fail together at the end of the access token's life share one refresh.
  let refreshing: Promise<boolean> | null = null

  function send(method: string, path: string, options: RequestOptions, token: string | null) {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    if (token) headers.authorization = `Bearer ${token}`
    return fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    })
  }

  async function refresh(): Promise<boolean> {
    const refreshToken = session.refreshToken()
    if (!refreshToken) return false
    const response = await send('POST', '/api/auth/refresh', { body: { refreshToken } }, null)
    if (!response.ok) return false
    const refreshed = (await response.json().catch(() => undefined)) as Partial<RefreshedSession> | undefined
    if (typeof refreshed?.token !== 'string') return false
    // Signed out while the refresh was on its way: the new token belongs to no one here.
    if (session.refreshToken() !== refreshToken) return false
    session.save({ token: refreshed.token, user: refreshed.user })
    return true
  }

  function refreshOnce() {
    refreshing ??= refresh().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  async function exchange(method: string, path: string, options: RequestOptions): Promise<Response> {
    const token = options.anonymous ? null : session.token()
    let response = await send(method, path, options, token)
    if (response.status === 401 && token) {
      // The access token is short-lived; the refresh token keeps the founder signed in past it. A 401
      // means the call was refused before it ran, so retrying it cannot do anything twice. Another
      // call may have renewed the token meanwhile. A network failure of the refresh propagates and
      // keeps the session for the next try.
      const current = session.token()
      const renewed = (current !== null && current !== token) || (await refreshOnce())
      if (renewed) {
        response = await send(method, path, options, session.token())
      } else if (!endingSession) {
        session.clear()
      }
    }
    return response
  }

  // The calls in flight with the founder's token: signing out stops the reads and waits for the writes.
  const reads = new Set<AbortController>()
  const writes = new Set<Promise<unknown>>()
  let endingSession = false

  async function respond(method: string, path: string, options: RequestOptions): Promise<Response> {
    if (options.anonymous) return exchange(method, path, options)
    if (endingSession) throw new DOMException('Signing out', 'AbortError')
    if (method !== 'GET') {
      const answer = exchange(method, path, options)
      const settled = answer.then(noop, noop)
      writes.add(settled)
      void settled.then(() => writes.delete(settled))
      return answer
    }
    const controller = new AbortController()
    const stop = () => controller.abort(options.signal?.reason)
    if (options.signal?.aborted) stop()
    options.signal?.addEventListener('abort', stop, { once: true })
    reads.add(controller)
    try {
      return await exchange(method, path, { ...options, signal: controller.signal })
    } finally {
      reads.delete(controller)
      options.signal?.removeEventListener('abort', stop)
    }
  }

  async function endSession(path: string) {
    endingSession = true
    try {
      for (const read of reads) read.abort()
      await Promise.race([Promise.all(writes), delay(WRITES_AT_SIGN_OUT_MS)])
      // The server may be unreachable or the token already dead: the founder is signed out here anyway.
      await exchange('POST', path, { body: {} }).catch(noop)
    } finally {
      endingSession = false
      session.clear()
    }
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    return read<T>(await respond(method, path, options))
  }

  async function postForBlob(path: string, body: unknown, options: CallOptions = {}): Promise<Blob> {
    const response = await respond('POST', path, { ...options, body: body ?? {} })
    if (!response.ok) return read<never>(response)
    return response.blob()
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body: body ?? {} }),
    put: (path, body, options) => request('PUT', path, { ...options, body: body ?? {} }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body: body ?? {} }),
    delete: (path, options) => request('DELETE', path, options),
    postForBlob,
    raw: (method, path, options = {}) => respond(method, path, options),
    endSession,
    session,
  }
}

async function read<T>(response: Response): Promise<T> {
  const text = await response.text()
  const body: unknown = text ? safeJson(text) : undefined
  if (!response.ok) {
    const message =
      body &&
      typeof body === 'object' &&
      'message' in body &&
      typeof body.message === 'string' &&
      body.message
        ? body.message
        : `API Error: ${response.statusText || response.status}`
    throw new ApiError(message, response.status)
  }
  return body as T
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * Whether a failed read is worth one more try: a refusal (4xx) will not change by asking again; a
 * network failure or a 5xx may. The cache's rule (query-client.ts), and the plain calls' too.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false
  return failureCount < 1
}

export function isAbortError(error: unknown) {
  return error instanceof DOMException && error.name === 'AbortError'
}

export const session = createSessionStorage(browserStorage)
export const api = createApiClient({ fetch: (input, init) => window.fetch(input, init), session })
