import { createContext, useContext } from 'react'
import type { Credentials, Session, SignUpRequest, User } from '../../../../shared/contracts/auth'
import type { Profile } from '../../../../shared/contracts/profile'

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in'
export type ProfileStatus = 'idle' | 'loading' | 'ready' | 'error'

export interface AuthState {
  status: AuthStatus
  user: User | null
  /** A blocked account keeps its session (so it can sign out) but is denied the app. */
  blocked: boolean
  profile: Profile | null
  profileStatus: ProfileStatus
  /**
   * The founder signed out with the Sign Out button, rather than the session ending under them (a
   * refused refresh): the guard then sends them to sign in with no page to come back to.
   */
  signedOutOnPurpose?: boolean
}

export interface Auth extends AuthState {
  signIn(credentials: Credentials): Promise<void>
  signUp(request: SignUpRequest): Promise<void>
  /** Signs in with a session obtained elsewhere (the embedded stack's demo founder), as sign-in does. */
  startSession(session: Session): void
  signOut(): Promise<void>
  reloadProfile(): Promise<void>
  setProfile(profile: Profile): void
}

export const AuthContext = createContext<Auth | null>(null)

export function useAuth(): Auth {
  const auth = useContext(AuthContext)
  if (!auth) throw new Error('useAuth needs an <AuthProvider> above it')
  return auth
}

export const SIGNED_OUT: AuthState = {
  status: 'signed-out',
  user: null,
  blocked: false,
  profile: null,
  profileStatus: 'idle',
}
