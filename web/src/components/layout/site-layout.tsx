import { Outlet } from 'react-router-dom'
import { useAuth } from '../../lib/auth/auth-context'
import { AppNav } from './app-nav'
import { MainContent, SkipLink } from './main-content'
import { PublicHeader } from './public-header'

/**
 * Open pages a founder also visits while signed in (pricing, checkout, launch week): the app's
 * navigation for a founder, the public header for a visitor.
 */
export function SiteLayout() {
  const { status, blocked } = useAuth()
  const signedIn = status === 'signed-in' && !blocked
  return (
    <div className="page-shell">
      <SkipLink />
      {/* While the session is checked, no 'Sign in' link flashes up for a founder who is signed in. */}
      {signedIn ? <AppNav /> : <PublicHeader showSignIn={status === 'signed-out'} />}
      <MainContent className="app-main site-main">
        <Outlet />
      </MainContent>
    </div>
  )
}
