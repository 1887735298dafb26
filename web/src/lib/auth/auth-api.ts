import type { Credentials, Session, SignUpRequest, User } from '../../../../shared/contracts/auth'
import { api } from '../../lib/api-client'

export const authApi = {
  signIn: (credentials: Credentials) =>
    api.post<Session>('/api/auth/login', credentials, { anonymous: true }),
  signUp: (request: SignUpRequest) => api.post<Session>('/api/auth/signup', request, { anonymous: true }),
  logout: () => api.post<void>('/api/auth/logout', {}),
  me: (signal?: AbortSignal) => api.get<{ user: User }>('/api/auth/me', { signal }),
}
