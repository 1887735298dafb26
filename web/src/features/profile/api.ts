import type { Profile, UpdateProfileRequest } from '../../../../shared/contracts/profile'
import type { SenderSettings, SendingHealth } from '../../../../shared/contracts/sending'
import { api } from '../../lib/api-client'

export const profileApi = {
  update: (changes: UpdateProfileRequest) => api.put<{ profile: Profile }>('/api/profile', changes),
  updateSending: (changes: { sender_name?: string; time_zone?: string }) =>
    api.put<{ settings: SenderSettings }>('/api/sending/settings', changes),
  sendingHealth: (signal?: AbortSignal) =>
    api.get<{ health: SendingHealth }>('/api/sending/health', { signal }),
  confirmListCleaned: () => api.post<{ health: SendingHealth }>('/api/sending/health/confirm', {}),
}
