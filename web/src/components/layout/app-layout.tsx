import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { LoadingState } from '../ui/loading-state'
import { AppNav } from './app-nav'

export function AppLayout() {
  return (
    <div className="page-shell">
      <AppNav />
      <main className="app-main" id="main">
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}
