import { ApiError } from './api-client'

/** The failure text the specification asks for: the thrown message, else a generic one. */
export function errorMessage(error: unknown, fallback = 'An error occurred'): string {
  return error instanceof Error && error.message ? error.message : fallback
}

/**
 * Messages that explain nothing: the API client's own for a refusal whose body had no `{message}`
 * ('API Error: Bad Request'), and the server's for a failure it did not expect (functions/platform/http.ts).
 */
const UNEXPLAINED = /^(API Error: |Internal server error$)/

/**
 * The server's own reason when it refused or could not do a call (its `{message}`, e.g. 'Could not
 * read that website', 'Service temporarily unavailable'), else the screen's fallback: an unexpected
 * failure or a refusal without a message says nothing, and a network failure's "Failed to fetch"
 * nothing to a founder.
 */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message && !UNEXPLAINED.test(error.message)
    ? error.message
    : fallback
}
