import type { Profile, UpdateProfileRequest } from '../../../../shared/contracts/profile'
import { api } from '../../lib/api-client'

export const profileApi = {
  get: (signal?: AbortSignal) => api.get<{ profile: Profile }>('/api/profile', { signal }),
  update: (changes: UpdateProfileRequest) => api.put<{ profile: Profile }>('/api/profile', changes),
}
