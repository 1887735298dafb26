import type { Profile, UpdateProfileRequest } from '../../../../shared/contracts/profile'
import type { SenderSettings, SendingHealth } from '../../../../shared/contracts/sending'
import type { SendingDomain } from '../../../../shared/contracts/sending-domain'
import { api } from '../../lib/api-client'

export const profileApi = {
  update: (changes: UpdateProfileRequest) => api.put<{ profile: Profile }>('/api/profile', changes),
  updateSending: (changes: { sender_name?: string; time_zone?: string }) =>
    api.put<{ settings: SenderSettings }>('/api/sending/settings', changes),
  sendingHealth: (signal?: AbortSignal) =>
    api.get<{ health: SendingHealth }>('/api/sending/health', { signal }),
  confirmListCleaned: () => api.post<{ health: SendingHealth }>('/api/sending/health/confirm', {}),
  sendingDomain: (signal?: AbortSignal) =>
    api.get<{ domain: SendingDomain | null }>('/api/sending/domain', { signal }),
  addSendingDomain: (domain: string) => api.put<{ domain: SendingDomain }>('/api/sending/domain', { domain }),
  checkSendingDomain: () => api.post<{ domain: SendingDomain }>('/api/sending/domain/check', {}),
  dismissDomainNotice: () => api.post<{ domain: SendingDomain }>('/api/sending/domain/notice', {}),
  chooseFromAddress: (local_part: string) =>
    api.put<{ domain: SendingDomain }>('/api/sending/domain/from', { local_part }),
  removeSendingDomain: () => api.delete<{ domain: null }>('/api/sending/domain'),
}
