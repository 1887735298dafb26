import type { PitchlistEntry } from '../../../../shared/contracts/discovery'
import type { Pitch } from '../../../../shared/contracts/pitches'
import type { PitchStory } from '../../../../shared/domain/pitch-brief'
import { api } from '../../lib/api-client'

// The read is ./pitchlist-query.ts.
export const pitchlistApi = {
  add: (journalistId: string) => api.post<{ entry: PitchlistEntry }>('/api/pitchlist', { journalistId }),
  remove: (journalistId: string) => api.delete<void>(`/api/pitchlist/${encodeURIComponent(journalistId)}`),
  /** One key per click: a retry of this call (after a token refresh) cannot take a second pitch. */
  generatePitch: (companyId: string, journalistId: string, brief?: PitchStory) =>
    api.post<{ pitch: Pitch }>(
      '/api/pitches/generate',
      { companyId, journalistId, ...(brief ? { brief } : {}) },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    ),
}
