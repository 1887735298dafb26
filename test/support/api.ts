import { randomUUID } from 'node:crypto'

export interface ApiResponse<T = any> {
  status: number
  body: T
  headers: Headers
}

/** Speaks HTTP to a running stack, as the web app does (its address now, or once it has started). */
export function apiAt(baseUrl: string | (() => string)) {
  async function call<T = any>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    const response = await fetch(new URL(path, typeof baseUrl === 'function' ? baseUrl() : baseUrl), {
      method,
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers }
  }
  return {
    call,
    get: <T = any>(path: string, token?: string) => call<T>('GET', path, { token }),
    post: <T = any>(path: string, body?: unknown, token?: string) => call<T>('POST', path, { body, token }),
    put: <T = any>(path: string, body?: unknown, token?: string) => call<T>('PUT', path, { body, token }),
    delete: <T = any>(path: string, token?: string) => call<T>('DELETE', path, { token }),
  }
}
export type Api = ReturnType<typeof apiAt>

export const uniqueEmail = (label = 'founder') => `${label}-${randomUUID().slice(0, 8)}@example.com`

export const PASSWORD = 'correct horse battery'

/** A new founder account, signed in. */
export async function signUp(api: Api, email = uniqueEmail()) {
  const response = await api.post('/api/auth/signup', { email, password: PASSWORD })
  if (response.status !== 201)
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`)
  return {
    email,
    token: response.body.token as string,
    refreshToken: response.body.refreshToken as string,
    id: response.body.user.id as string,
  }
}
