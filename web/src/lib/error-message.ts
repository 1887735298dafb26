import { ApiError } from './api-client'

/** The failure text the specification asks for: the thrown message, else a generic one. */
export function errorMessage(error: unknown, fallback = 'An error occurred'): string {
  return error instanceof Error && error.message ? error.message : fallback
}

/**
 * The server's `{message}` when the API refused a call, else the fallback: a network failure's
 * "Failed to fetch" says nothing useful to a founder.
 */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback
}
