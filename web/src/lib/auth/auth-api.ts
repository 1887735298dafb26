import type { Credentials, Session, SignUpRequest, User } from '../../../../shared/contracts/auth'
import type { Profile } from '../../../../shared/contracts/profile'
import { api } from '../api-client'

/** The session's calls: sign-in, sign-up, sign-out, who is signed in and their profile. */
export const authApi = {
  signIn: (credentials: Credentials) =>
    api.post<Session>('/api/auth/login', credentials, { anonymous: true }),
  signUp: (request: SignUpRequest) => api.post<Session>('/api/auth/signup', request, { anonymous: true }),
  logout: () => api.endSession('/api/auth/logout'),
  me: (signal?: AbortSignal) => api.get<{ user: User }>('/api/auth/me', { signal }),
  /** The signed-in founder's profile: plan, pitches left, companies; the session's other half. */
  profile: (signal?: AbortSignal) => api.get<{ profile: Profile }>('/api/profile', { signal }),
}
