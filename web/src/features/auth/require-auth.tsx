import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { LoadingState } from '../../components/ui/loading-state'
import { useAuth } from '../../lib/auth/auth-context'
import { AccountBlocked } from './components/account-blocked'

/** Signed-in pages: waits for the session and profile, sends visitors to sign in, and shuts out blocked accounts. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, user, blocked, profile, profileStatus, signedOutOnPurpose } = useAuth()
  const location = useLocation()

  if (status === 'loading') return <LoadingState />
  if (blocked) return <AccountBlocked />
  if (status === 'signed-out' || !user) {
    // Signing out is leaving: the next person to sign in on this browser should not land on this page.
    if (signedOutOnPurpose) return <Navigate to="/login" replace />
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`)
    return <Navigate to={`/login?redirect=${redirect}`} replace />
  }
  // A reload of an already loaded profile keeps the page on screen.
  if (profileStatus === 'idle' || (profileStatus === 'loading' && !profile)) return <LoadingState />
  return children
}
