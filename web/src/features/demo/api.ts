import type { Session } from '../../../../shared/contracts/auth'
import { api } from '../../lib/api-client'

/**
 * The demo founder of the embedded stack (infra/local/dev-mail-pages.ts). Only that server answers
 * GET /dev/demo with JSON; in AWS the path falls back to the SPA's HTML, which reads as unavailable.
 */
export const demoApi = {
  async available(signal?: AbortSignal): Promise<boolean> {
    const answer = await api.get<{ available?: unknown } | undefined>('/dev/demo', {
      signal,
      anonymous: true,
    })
    return answer?.available === true
  },
  /** Creates the demo founder with its history the first time (seconds), then signs the same one in. */
  start: () => api.post<Session & { created: boolean }>('/dev/demo', {}, { anonymous: true }),
}
