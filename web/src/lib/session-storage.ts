import type { User } from '../../../shared/contracts/auth'

/** Prefixed so Pressroom never reads or clobbers keys another app left on the same origin. */
export const STORAGE_KEYS = {
  token: 'pressroom.token',
  refreshToken: 'pressroom.refreshToken',
  user: 'pressroom.user',
} as const

/** The slice of the Web Storage API the session needs; tests pass an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface StoredSession {
  token?: string
  refreshToken?: string
  user?: User
}

export interface SessionStorage {
  token(): string | null
  refreshToken(): string | null
  user(): User | null
  save(session: StoredSession): void
  clear(): void
  /** Called whenever the session is cleared, including by the API client when a refresh fails. */
  onClear(listener: () => void): () => void
}

export function createSessionStorage(storage: KeyValueStorage): SessionStorage {
  const listeners = new Set<() => void>()
  return {
    token: () => storage.getItem(STORAGE_KEYS.token),
    refreshToken: () => storage.getItem(STORAGE_KEYS.refreshToken),
    user: () => parseUser(storage.getItem(STORAGE_KEYS.user)),
    /** Writes the parts given and keeps the others, so a refresh can renew only the access token. */
    save(session) {
      if (session.token) storage.setItem(STORAGE_KEYS.token, session.token)
      if (session.refreshToken) storage.setItem(STORAGE_KEYS.refreshToken, session.refreshToken)
      if (session.user) storage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user))
    },
    clear() {
      for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key)
      for (const listener of listeners) listener()
    },
    onClear(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

function parseUser(raw: string | null): User | null {
  if (!raw) return null
  // Checked by hand rather than with the zod contract, to keep zod out of the first download.
  try {
    const value: unknown = JSON.parse(raw)
    if (value && typeof value === 'object' && 'id' in value && 'email' in value) {
      const { id, email } = value
      if (typeof id === 'string' && typeof email === 'string') return { id, email }
    }
    return null
  } catch {
    // A hand-edited or stale value counts as no stored user.
    return null
  }
}
