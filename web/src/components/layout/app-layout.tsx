import { Outlet } from 'react-router-dom'
import { AppNav } from './app-nav'
import { MainContent, SkipLink } from './main-content'

export function AppLayout() {
  return (
    <div className="page-shell">
      <SkipLink />
      <AppNav />
      <MainContent className="app-main">
        <Outlet />
      </MainContent>
    </div>
  )
}
