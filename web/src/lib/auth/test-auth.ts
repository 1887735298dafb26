import type { Auth, AuthState } from './auth-context'

/** For tests that render a screen under an AuthContext they set themselves: actions that do nothing. */
export const NO_AUTH_ACTIONS: Omit<Auth, keyof AuthState> = {
  signIn: async () => {},
  signUp: async () => {},
  startSession: () => {},
  signOut: async () => {},
  reloadProfile: async () => {},
  setProfile: () => {},
}
