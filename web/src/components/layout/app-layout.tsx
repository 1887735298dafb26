import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { ScreenErrorBoundary } from '../ui/error-boundaries'
import { LoadingState } from '../ui/loading-state'
import { AppNav } from './app-nav'

export function AppLayout() {
  return (
    <div className="page-shell">
      <AppNav />
      <main className="app-main" id="main">
        <ScreenErrorBoundary>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
    </div>
  )
}
