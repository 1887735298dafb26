import type { PitchlistEntry } from '../../../../shared/contracts/discovery'
import type { Pitch } from '../../../../shared/contracts/pitches'
import { getAllPages } from '../../lib/all-pages'
import { api } from '../../lib/api-client'

export const pitchlistApi = {
  /** Every page of the pitchlist, newest first. */
  list: (signal?: AbortSignal) =>
    getAllPages<PitchlistEntry, 'entries'>('/api/pitchlist', 'entries', { signal }),
  add: (journalistId: string) => api.post<{ entry: PitchlistEntry }>('/api/pitchlist', { journalistId }),
  remove: (journalistId: string) => api.delete<void>(`/api/pitchlist/${encodeURIComponent(journalistId)}`),
  /** One key per click: a retry of this call (after a token refresh) cannot take a second pitch. */
  generatePitch: (companyId: string, journalistId: string) =>
    api.post<{ pitch: Pitch }>(
      '/api/pitches/generate',
      { companyId, journalistId },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    ),
}
