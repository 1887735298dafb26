import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import type { Credentials, Session, SignUpRequest } from '../../../../shared/contracts/auth'
import type { Profile } from '../../../../shared/contracts/profile'
import { ApiError, isAbortError, session } from '../api-client'
import { authApi } from './auth-api'
import { type Auth, AuthContext, type AuthState, SIGNED_OUT } from './auth-context'

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403

function initialState(): AuthState {
  return session.token() ? { ...SIGNED_OUT, status: 'loading', user: session.user() } : SIGNED_OUT
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(initialState)

  // Whoever clears the session (sign-out, or the API client after a failed refresh) signs the app out.
  useEffect(() => session.onClear(() => setState(SIGNED_OUT)), [])

  useEffect(() => {
    if (!session.token()) return
    const controller = new AbortController()
    authApi
      .me(controller.signal)
      .then(({ user }) => {
        session.save({ user })
        setState((current) => ({ ...current, status: 'signed-in', user }))
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return
        // 403 is a blocked account: still signed in, so the guard can say why the app is closed.
        if (isForbidden(error)) setState((current) => ({ ...current, status: 'signed-in', blocked: true }))
        // Refused (the API client has tried a refresh already): signed out. A network failure or a
        // server error says nothing about the session: keep it, and let the next call tell.
        else if (error instanceof ApiError && error.status < 500) session.clear()
        else setState((current) => ({ ...current, status: 'signed-in' }))
      })
    return () => controller.abort()
  }, [])

  const loadProfile = useCallback(async (signal?: AbortSignal) => {
    setState((current) => ({ ...current, profileStatus: 'loading' }))
    try {
      const { profile } = await authApi.profile(signal)
      setState((current) => ({ ...current, profile, profileStatus: 'ready', blocked: profile.blocked }))
    } catch (error) {
      if (signal?.aborted || isAbortError(error)) return
      if (isForbidden(error)) setState((current) => ({ ...current, blocked: true, profileStatus: 'ready' }))
      else setState((current) => ({ ...current, profileStatus: 'error' }))
    }
  }, [])

  const userId = state.status === 'signed-in' && !state.blocked ? state.user?.id : undefined
  useEffect(() => {
    if (!userId) return
    const controller = new AbortController()
    void loadProfile(controller.signal)
    return () => controller.abort()
  }, [userId, loadProfile])

  const start = useCallback((signedIn: Session) => {
    session.save(signedIn)
    setState({ ...SIGNED_OUT, status: 'signed-in', user: signedIn.user })
  }, [])

  const signIn = useCallback(
    async (credentials: Credentials) => start(await authApi.signIn(credentials)),
    [start],
  )
  const signUp = useCallback(async (request: SignUpRequest) => start(await authApi.signUp(request)), [start])

  const signOut = useCallback(async () => {
    // Clears the session however the server answers; a read in flight, refused as the token ends,
    // does not sign the founder out a moment earlier as if the session had expired.
    await authApi.logout()
    // After the onClear listener's SIGNED_OUT, in the same render.
    setState({ ...SIGNED_OUT, signedOutOnPurpose: true })
  }, [])

  const reloadProfile = useCallback(() => loadProfile(), [loadProfile])
  const setProfile = useCallback(
    (profile: Profile) => setState((current) => ({ ...current, profile, blocked: profile.blocked })),
    [],
  )

  const auth = useMemo<Auth>(
    () => ({ ...state, signIn, signUp, startSession: start, signOut, reloadProfile, setProfile }),
    [state, signIn, signUp, start, signOut, reloadProfile, setProfile],
  )
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
}
