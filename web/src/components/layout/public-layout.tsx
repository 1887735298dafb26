import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { LoadingState } from '../ui/loading-state'
import { PublicHeader } from './public-header'

export function PublicLayout() {
  return (
    <div className="page-shell">
      <PublicHeader />
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    </div>
  )
}
