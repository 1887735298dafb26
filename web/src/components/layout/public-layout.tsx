import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { ScreenErrorBoundary } from '../ui/error-boundaries'
import { LoadingState } from '../ui/loading-state'
import { PublicHeader } from './public-header'

export function PublicLayout() {
  return (
    <div className="page-shell">
      <PublicHeader />
      <ScreenErrorBoundary>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </ScreenErrorBoundary>
    </div>
  )
}
