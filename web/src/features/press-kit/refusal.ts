import { ApiError } from '../../lib/api-client'

/** What the API client says of a refusal whose body had no `{message}` ('API Error: Bad Request'). */
const NO_MESSAGE = /^API Error: /

/**
 * The server's own reason when it refused a call (a 4xx with its `{message}`, e.g. 'Could not read
 * that website'); the screen's generic text otherwise: a 5xx says only 'Internal server error', a
 * refusal without a message nothing at all, and a network failure the browser's words.
 */
export function refusalText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.message && !NO_MESSAGE.test(error.message)
    ? error.message
    : fallback
}
