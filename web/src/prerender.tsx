import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { AppRoutes, firstScreenLoaded } from './app'
import { type Auth, AuthContext, SIGNED_OUT } from './lib/auth/auth-context'

/**
 * A page as the app's first render draws it for a visitor, as HTML: the build writes it into the
 * page's file (web/build/prerender-pages.ts), so the page paints before any script has run, and
 * main.tsx then hydrates it, which needs the app's first render to be the same. The `<title>` comes
 * first.
 */
export async function prerender(pathname: string): Promise<string> {
  await firstScreenLoaded(pathname)
  return renderToString(
    <AuthContext value={VISITOR}>
      <StaticRouter location={pathname}>
        <AppRoutes />
      </StaticRouter>
    </AuthContext>,
  )
}

const beforeTheApp = () => {
  throw new Error('A prerendered page does nothing before the app has taken it over')
}

/** A visitor not signed in. Nothing on a prerendered page acts before the app has hydrated it. */
const VISITOR: Auth = {
  ...SIGNED_OUT,
  signIn: beforeTheApp,
  signUp: beforeTheApp,
  startSession: beforeTheApp,
  signOut: beforeTheApp,
  reloadProfile: beforeTheApp,
  setProfile: beforeTheApp,
}
