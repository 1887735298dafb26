import type { PitchlistEntry } from '../../../../shared/contracts/discovery'
import type { Pitch } from '../../../../shared/contracts/pitches'
import { api } from '../../lib/api-client'

export const pitchlistApi = {
  list: (signal?: AbortSignal) => api.get<{ entries: PitchlistEntry[] }>('/api/pitchlist', { signal }),
  add: (journalistId: string) => api.post<{ entry: PitchlistEntry }>('/api/pitchlist', { journalistId }),
  remove: (journalistId: string) => api.delete<void>(`/api/pitchlist/${encodeURIComponent(journalistId)}`),
  generatePitch: (companyId: string, journalistId: string) =>
    api.post<{ pitch: Pitch }>('/api/pitches/generate', { companyId, journalistId }),
}
