import { ApiError } from '../../lib/api-client'

/**
 * What a failed bulk call tells the founder (spec 2: the error's text when there is one). A refusal
 * (4xx) carries the server's reason, e.g. 'No valid pitches found'; a 5xx carries only a generic
 * message and a network failure the browser's words, so those show the spec's text for the operation.
 */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback
}
