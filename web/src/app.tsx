import { lazy, Suspense } from 'react'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { AppLayout } from './components/layout/app-layout'
import { PublicLayout } from './components/layout/public-layout'
import { SiteLayout } from './components/layout/site-layout'
import { AppErrorBoundary, ScreenErrorBoundary } from './components/ui/error-boundaries'
import { LoadingState } from './components/ui/loading-state'
import { RequireAuth } from './features/auth/require-auth'
import { AuthProvider } from './lib/auth/auth-provider'

// One chunk per screen: a visitor on the landing page downloads none of the signed-in app. The screens
// that read server state bring the cache with them (lib/server-state.tsx), so the landing, login and
// pricing pages load without it.
// Loaded beside the first screen rather than with it: no screen shows a toast before it is in place.
const Toaster = lazy(() => import('./components/ui/toaster'))
const Landing = lazy(() => import('./routes/landing'))
const Login = lazy(() => import('./routes/login'))
const Company = lazy(() => import('./routes/company'))
const Profile = lazy(() => import('./routes/profile'))
const Search = lazy(() => import('./routes/search'))
const Discovery = lazy(() => import('./routes/discovery'))
const Pitchlist = lazy(() => import('./routes/pitchlist'))
const Pitches = lazy(() => import('./routes/pitches'))
const Workflow = lazy(() => import('./routes/workflow'))
const Analytics = lazy(() => import('./routes/analytics'))
const PressKit = lazy(() => import('./routes/press-kit'))
const PressKitBuilder = lazy(() => import('./routes/press-kit-builder'))
const PressKitView = lazy(() => import('./routes/press-kit-view'))
const PressKitAnalytics = lazy(() => import('./routes/press-kit-analytics'))
const Pricing = lazy(() => import('./routes/pricing'))
const CheckoutSuccess = lazy(() => import('./routes/checkout-success'))
const CheckoutCancel = lazy(() => import('./routes/checkout-cancel'))
const LaunchWeek = lazy(() => import('./routes/launch-week'))
const NotFound = lazy(() => import('./routes/not-found'))

export function App() {
  return (
    <AppErrorBoundary>
      <AuthProvider>
        <BrowserRouter>
          <Routes>
            <Route element={<PublicLayout />}>
              <Route index element={<Landing />} />
              <Route path="login" element={<Login />} />
            </Route>
            {/* Open to visitors, and shown inside the app's navigation to a founder who is signed in. */}
            <Route element={<SiteLayout />}>
              <Route path="pricing" element={<Pricing />} />
              <Route path="checkout/success" element={<CheckoutSuccess />} />
              <Route path="checkout/cancel" element={<CheckoutCancel />} />
              <Route path="launch-week" element={<LaunchWeek />} />
            </Route>
            <Route
              element={
                <RequireAuth>
                  <AppLayout />
                </RequireAuth>
              }
            >
              <Route path="company" element={<Company />} />
              <Route path="search" element={<Search />} />
              <Route path="discovery" element={<Discovery />} />
              <Route path="pitchlist" element={<Pitchlist />} />
              <Route path="pitches" element={<Pitches />} />
              <Route path="workflow" element={<Workflow />} />
              <Route path="analytics" element={<Analytics />} />
              <Route path="press-kit" element={<PressKit />} />
              <Route path="press-kit/builder" element={<PressKitBuilder />} />
              <Route path="press-kit/builder/:kitId" element={<PressKitBuilder />} />
              <Route path="press-kit/view/:id" element={<PressKitView />} />
              <Route path="press-kit/analytics/:kitId" element={<PressKitAnalytics />} />
              <Route path="profile" element={<Profile />} />
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
        </BrowserRouter>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AuthProvider>
    </AppErrorBoundary>
  )
}
