import type {
  AutomationSettings,
  PauseRequest,
  PauseSettings,
  ScheduledActionView,
} from '../../../../shared/contracts/automation'
import { api } from '../../lib/api-client'

// Action ids are '<pitch id>.<interval id>': encoded, so the '.' and anything else stay one segment.
const actionPath = (id: string) => `/api/automation/actions/${encodeURIComponent(id)}`

export const automationApi = {
  settings: (signal?: AbortSignal) =>
    api.get<{ settings: AutomationSettings }>('/api/automation/settings', { signal }),
  saveSettings: (settings: AutomationSettings) =>
    api.put<{ settings: AutomationSettings }>('/api/automation/settings', settings),
  pauses: (signal?: AbortSignal) => api.get<{ pauses: PauseSettings }>('/api/automation/pauses', { signal }),
  pauseAll: (request: PauseRequest) => api.post<{ pauses: PauseSettings }>('/api/automation/pauses', request),
  resumeAll: () => api.delete<{ pauses: PauseSettings }>('/api/automation/pauses/global'),
  actions: (signal?: AbortSignal) =>
    api.get<{ actions: ScheduledActionView[] }>('/api/automation/actions', { signal }),
  pauseAction: (id: string) => api.post<{ action: ScheduledActionView }>(`${actionPath(id)}/pause`),
  resumeAction: (id: string) => api.post<{ action: ScheduledActionView }>(`${actionPath(id)}/resume`),
  sendAction: (id: string) => api.post<{ action: ScheduledActionView }>(`${actionPath(id)}/send`),
  cancelAction: (id: string) => api.delete<void>(actionPath(id)),
}
