import { lazy, Suspense, useEffect, useState } from 'react'
import { BrowserRouter, matchPath, Route, Routes } from 'react-router-dom'
import { AppLayout } from './components/layout/app-layout'
import { PublicLayout } from './components/layout/public-layout'
import { SiteLayout } from './components/layout/site-layout'
import { AppErrorBoundary, ScreenErrorBoundary } from './components/ui/error-boundaries'
import { type LazyScreen, lazyScreen } from './components/ui/lazy-component'
import { LoadingState } from './components/ui/loading-state'
import { RequireAuth } from './features/auth/require-auth'
import { afterFirstPaint } from './lib/after-first-paint'
import { AuthProvider } from './lib/auth/auth-provider'

// One chunk per screen: a visitor on the landing page downloads none of the signed-in app. The screens
// that read server state bring the cache with them (lib/server-state.tsx), so the landing, login and
// pricing pages load without it.
// Loaded once the first screen has painted (ToasterAfterFirstPaint), off the first paint's path; a toast
// raised sooner shows once it is in place (components/ui/toast.tsx).
const Toaster = lazy(() => import('./components/ui/toaster'))
const NotFound = lazyScreen(() => import('./routes/not-found'))
const PressKitBuilder = lazyScreen(() => import('./routes/press-kit-builder'))

/** Open to visitors, in the public header. */
const PUBLIC_SCREENS = {
  '/': lazyScreen(() => import('./routes/landing')),
  '/login': lazyScreen(() => import('./routes/login')),
}
/** Open to visitors, and shown inside the app's navigation to a founder who is signed in. */
const SITE_SCREENS = {
  '/pricing': lazyScreen(() => import('./routes/pricing')),
  '/checkout/success': lazyScreen(() => import('./routes/checkout-success')),
  '/checkout/cancel': lazyScreen(() => import('./routes/checkout-cancel')),
  '/launch-week': lazyScreen(() => import('./routes/launch-week')),
}
/** The signed-in app. */
const APP_SCREENS = {
  '/company': lazyScreen(() => import('./routes/company')),
  '/search': lazyScreen(() => import('./routes/search')),
  '/discovery': lazyScreen(() => import('./routes/discovery')),
  '/pitchlist': lazyScreen(() => import('./routes/pitchlist')),
  '/pitches': lazyScreen(() => import('./routes/pitches')),
  '/inbox': lazyScreen(() => import('./routes/inbox')),
  '/workflow': lazyScreen(() => import('./routes/workflow')),
  '/analytics': lazyScreen(() => import('./routes/analytics')),
  '/press-kit': lazyScreen(() => import('./routes/press-kit')),
  '/press-kit/builder': PressKitBuilder,
  '/press-kit/builder/:kitId': PressKitBuilder,
  '/press-kit/view/:id': lazyScreen(() => import('./routes/press-kit-view')),
  '/press-kit/analytics/:kitId': lazyScreen(() => import('./routes/press-kit-analytics')),
  '/profile': lazyScreen(() => import('./routes/profile')),
}

/**
 * What the first render waits for: the chunk of the screen at `pathname` when a visitor can see it
 * at once (the page not found for an address that is none), so the page opened paints whole. A
 * signed-in screen waits for the session first (RequireAuth): its chunk loads meanwhile, and the
 * render does not wait for it.
 */
export function firstScreenLoaded(pathname: string): Promise<void> {
  const matching = (screens: Record<string, LazyScreen>) =>
    Object.entries(screens).find(([pattern]) => matchPath(pattern, pathname))?.[1]
  const signedIn = matching(APP_SCREENS)
  if (signedIn) {
    signedIn.preload().catch(() => {})
    return Promise.resolve()
  }
  return (matching({ ...PUBLIC_SCREENS, ...SITE_SCREENS }) ?? NotFound).preload()
}

const routes = (screens: Record<string, LazyScreen>) =>
  Object.entries(screens).map(([path, Screen]) => <Route key={path} path={path} element={<Screen />} />)

/** Every screen at its address, under its layout: the app's, and the prerendered pages' (prerender.tsx). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>{routes(PUBLIC_SCREENS)}</Route>
      <Route element={<SiteLayout />}>{routes(SITE_SCREENS)}</Route>
      <Route
        element={
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        }
      >
        {routes(APP_SCREENS)}
      </Route>
      <Route
        path="*"
        element={
          <ScreenErrorBoundary>
            <Suspense fallback={<LoadingState />}>
              <NotFound />
            </Suspense>
          </ScreenErrorBoundary>
        }
      />
    </Routes>
  )
}

export function App() {
  return (
    <AppErrorBoundary>
      <AuthProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <ToasterAfterFirstPaint />
      </AuthProvider>
    </AppErrorBoundary>
  )
}

/** The toasts' region, added once the first screen's paint is on screen. */
function ToasterAfterFirstPaint() {
  const [painted, setPainted] = useState(false)
  useEffect(() => afterFirstPaint(() => setPainted(true)), [])
  return painted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
