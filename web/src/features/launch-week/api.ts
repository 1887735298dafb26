import type { LaunchWeekStatus } from '../../../../shared/contracts/billing'
import { ApiError, api } from '../../lib/api-client'

export const launchWeekApi = {
  status: (signal?: AbortSignal) =>
    api.get<LaunchWeekStatus>('/api/free-tier/launch-week', { signal, anonymous: true }),

  /** Its failures are plain text ('Launch week already claimed'), not `{message}` JSON. */
  async claim(showName: boolean): Promise<{ granted: number }> {
    const response = await api.raw('POST', '/api/free-tier/claim-launch-week', { body: { showName } })
    const text = await response.text()
    if (!response.ok) throw new ApiError(plainMessage(text) || 'An error occurred', response.status)
    return JSON.parse(text) as { granted: number }
  },
}

/** The body as it is, or the `message` of a JSON body (the sign-in check in front answers in JSON). */
function plainMessage(text: string): string {
  try {
    const body: unknown = JSON.parse(text)
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
      return body.message
  } catch {
    // Plain text, as expected.
  }
  return text.trim()
}
