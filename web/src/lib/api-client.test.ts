import { describe, expect, it } from 'vitest'
import { ApiError, createApiClient, shouldRetry } from './api-client'
import { memoryStorage } from './memory-storage'
import { createSessionStorage, STORAGE_KEYS } from './session-storage'

type Answer = { status: number; body?: unknown; statusText?: string }

/** A fetch that answers from a script and records what it was asked. */
function scriptedFetch(answers: Answer[]) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetch = async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), init })
    const answer = answers.shift()
    if (!answer) throw new Error(`unexpected call to ${String(url)}`)
    const body = answer.body === undefined ? null : JSON.stringify(answer.body)
    return new Response(body, { status: answer.status, statusText: answer.statusText })
  }
  return { fetch: fetch as typeof globalThis.fetch, calls }
}

const bearer = (init: RequestInit) => (init.headers as Record<string, string>).authorization

function setup(answers: Answer[], stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored)
  const session = createSessionStorage(storage)
  const { fetch, calls } = scriptedFetch(answers)
  return { api: createApiClient({ fetch, session }), calls, storage, session }
}

/** A fetch whose answers the test gives, one call at a time; an aborted call rejects as fetch does. */
function heldFetch() {
  const calls: { url: string; init: RequestInit; answer: (answer: Answer) => void }[] = []
  const fetch = (url: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const answer = ({ status, body }: Answer) =>
        resolve(new Response(body === undefined ? null : JSON.stringify(body), { status }))
      calls.push({ url: String(url), init, answer })
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason))
    })
  return { fetch: fetch as typeof globalThis.fetch, calls }
}

function setupHeld(stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored)
  const session = createSessionStorage(storage)
  const { fetch, calls } = heldFetch()
  return { api: createApiClient({ fetch, session }), calls, storage, session }
}

/** Lets the client's awaits run, so the next call it makes is in `calls`. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

const signedIn = { [STORAGE_KEYS.token]: 'old', [STORAGE_KEYS.refreshToken]: 'refresh' }
const user = { id: 'u1', email: 'ada@example.com' }

describe('api client', () => {
  it('sends JSON with the stored bearer token', async () => {
    const { api, calls } = setup([{ status: 200, body: { ok: true } }], signedIn)
    await expect(api.put('/api/profile', { first_name: 'Ada' })).resolves.toEqual({ ok: true })
    expect(calls[0]?.init.body).toBe('{"first_name":"Ada"}')
    expect(bearer(calls[0]?.init ?? {})).toBe('Bearer old')
  })

  it('throws an ApiError with the message of the error body and the status', async () => {
    const { api } = setup([{ status: 409, body: { message: 'An account with this email already exists' } }])
    await expect(api.post('/api/auth/signup', {})).rejects.toEqual(
      new ApiError('An account with this email already exists', 409),
    )
  })

  it('falls back to "API Error: {status text}" when the body has no message', async () => {
    const { api } = setup([{ status: 502, statusText: 'Bad Gateway' }])
    await expect(api.get('/api/profile')).rejects.toThrow('API Error: Bad Gateway')
  })

  it('refreshes the access token once on a 401 and retries the call with the new one', async () => {
    const { api, calls, storage } = setup(
      [
        { status: 401, body: { message: 'Unauthorized' } },
        { status: 200, body: { token: 'new', user } },
        { status: 200, body: { user } },
      ],
      signedIn,
    )
    await expect(api.get('/api/auth/me')).resolves.toEqual({ user })
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/me', '/api/auth/refresh', '/api/auth/me'])
    expect(calls[1]?.init.body).toBe('{"refreshToken":"refresh"}')
    expect(bearer(calls[2]?.init ?? {})).toBe('Bearer new')
    expect(storage.data.get(STORAGE_KEYS.token)).toBe('new')
  })

  it('keeps extra headers such as an idempotency key when it retries after a refresh', async () => {
    const { api, calls } = setup(
      [
        { status: 401, body: { message: 'Unauthorized' } },
        { status: 200, body: { token: 'new', user } },
        { status: 201, body: { pitch: {} } },
      ],
      signedIn,
    )
    await api.post('/api/pitches/generate', { companyId: 'c' }, { headers: { 'idempotency-key': 'k1' } })
    const keyOf = (i: number) =>
      (calls[i]?.init.headers as Record<string, string> | undefined)?.['idempotency-key']
    expect([keyOf(0), keyOf(2)]).toEqual(['k1', 'k1'])
  })

  it('clears the session when the refresh is refused', async () => {
    const { api, storage, session } = setup(
      [
        { status: 401, body: { message: 'Unauthorized' } },
        { status: 401, body: { message: 'expired' } },
      ],
      { ...signedIn, [STORAGE_KEYS.user]: JSON.stringify(user) },
    )
    let cleared = false
    session.onClear(() => {
      cleared = true
    })
    await expect(api.get('/api/profile')).rejects.toMatchObject({ status: 401, message: 'Unauthorized' })
    expect([...storage.data.keys()]).toEqual([])
    expect(cleared).toBe(true)
  })

  it('neither sends a stored token nor refreshes on anonymous calls', async () => {
    const { api, calls } = setup(
      [{ status: 401, body: { message: 'Incorrect email or password' } }],
      signedIn,
    )
    await expect(api.post('/api/auth/login', {}, { anonymous: true })).rejects.toThrow(
      'Incorrect email or password',
    )
    expect(calls).toHaveLength(1)
    expect(bearer(calls[0]?.init ?? {})).toBeUndefined()
  })

  it("stops the fetch when the caller's signal aborts", async () => {
    const { api, calls } = setupHeld(signedIn)
    const controller = new AbortController()
    const read = api.get('/api/profile', { signal: controller.signal })
    const write = api.post('/api/pitches', {}, { signal: controller.signal })
    expect(calls.map((call) => call.init.signal?.aborted)).toEqual([false, false])
    controller.abort()
    await expect(read).rejects.toMatchObject({ name: 'AbortError' })
    await expect(write).rejects.toMatchObject({ name: 'AbortError' })
  })
  it('reads a file answer as a Blob, with the bearer token and a refresh like any call', async () => {
    const { api, calls } = setup(
      [
        { status: 401, body: { message: 'Unauthorized' } },
        { status: 200, body: { token: 'new', user } },
        { status: 200, body: 'Name,Publication' },
      ],
      signedIn,
    )
    const blob = await api.postForBlob('/api/discovery/search/export', { format: 'csv' })
    expect(await blob.text()).toBe('"Name,Publication"')
    expect(calls[2]?.init.method).toBe('POST')
    expect(bearer(calls[2]?.init ?? {})).toBe('Bearer new')
  })

  it('throws the server message when a file cannot be made', async () => {
    const { api } = setup([{ status: 400, body: { message: 'Unrecognized key: "colour"' } }], signedIn)
    await expect(api.postForBlob('/api/discovery/search/export', {})).rejects.toEqual(
      new ApiError('Unrecognized key: "colour"', 400),
    )
  })
})

describe('the retry rule of reads', () => {
  it('never asks again after a refusal, and once after a server or network failure', () => {
    expect(shouldRetry(0, new ApiError('Pitch not found', 404))).toBe(false)
    expect(shouldRetry(0, new ApiError('Internal server error', 500))).toBe(true)
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true)
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(false)
  })
})

describe('signing out', () => {
  it('stops the reads in flight, refuses new ones, and ends the session once at the server', async () => {
    const { api, calls, session, storage } = setupHeld(signedIn)
    let clears = 0
    session.onClear(() => {
      clears += 1
    })
    const inbox = api.get('/api/conversations')
    const signingOut = api.endSession('/api/auth/logout')
    await expect(inbox).rejects.toMatchObject({ name: 'AbortError' })
    await expect(api.get('/api/profile')).rejects.toMatchObject({ name: 'AbortError' })
    await settle()
    expect(calls.map((call) => call.url)).toEqual(['/api/conversations', '/api/auth/logout'])
    expect(bearer(calls[1]!.init)).toBe('Bearer old')
    expect(clears).toBe(0)

    calls[1]!.answer({ status: 200, body: {} })
    await signingOut
    expect(clears).toBe(1)
    expect([...storage.data.keys()]).toEqual([])
  })

  it('lets a write in flight finish with its token before it signs out', async () => {
    const { api, calls } = setupHeld(signedIn)
    const save = api.put('/api/profile', { first_name: 'Ada' })
    const signingOut = api.endSession('/api/auth/logout')
    await settle()
    expect(calls.map((call) => call.url)).toEqual(['/api/profile'])
    calls[0]!.answer({ status: 200, body: { saved: true } })
    await expect(save).resolves.toEqual({ saved: true })
    await settle()
    expect(calls.map((call) => call.url)).toEqual(['/api/profile', '/api/auth/logout'])
    calls[1]!.answer({ status: 204 })
    await signingOut
  })

  it('takes a refused token while the session ends for its end, not an expiry, and clears the session once', async () => {
    const { api, calls, session, storage } = setupHeld(signedIn)
    let clears = 0
    session.onClear(() => {
      clears += 1
    })
    const signingOut = api.endSession('/api/auth/logout')
    await settle()
    // The access token had died: the refresh is refused, the logout is not asked again.
    calls[0]!.answer({ status: 401, body: { message: 'Unauthorized' } })
    await settle()
    expect(calls[1]?.url).toBe('/api/auth/refresh')
    calls[1]!.answer({ status: 401, body: { message: 'Refresh token has been revoked' } })
    await signingOut
    expect(calls).toHaveLength(2)
    expect(clears).toBe(1)
    expect([...storage.data.keys()]).toEqual([])
  })

  it('does not keep a token renewed after the session was cleared', async () => {
    const { api, calls, session } = setupHeld(signedIn)
    const read = api.get('/api/profile')
    calls[0]!.answer({ status: 401, body: { message: 'Unauthorized' } })
    await settle()
    expect(calls[1]?.url).toBe('/api/auth/refresh')
    session.clear()
    calls[1]!.answer({ status: 200, body: { token: 'new', user } })
    await expect(read).rejects.toMatchObject({ status: 401 })
    expect(session.token()).toBeNull()
  })
})
