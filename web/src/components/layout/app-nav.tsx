import { lazy, Suspense } from 'react'
import { NavLink } from '../ui/link'
import { Brand } from './brand'

// With the cache it reads, loaded after the screen: a visitor's first pages carry none of it.
const InboxBadge = lazy(() => import('../../features/conversations/components/inbox-badge'))

const SECTIONS = [
  { to: '/company', label: 'My Company' },
  { to: '/search', label: 'Search' },
  { to: '/discovery', label: 'Discovery' },
  { to: '/pitchlist', label: 'Pitchlist' },
  { to: '/pitches', label: 'Pitches' },
  { to: '/inbox', label: 'Inbox' },
  { to: '/workflow', label: 'Workflow' },
  { to: '/analytics', label: 'Analytics' },
  { to: '/press-kit', label: 'Press Kit' },
] as const

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link active' : 'nav-link')

/** The signed-in top bar; NavLink sets aria-current="page" on the active section. */
export function AppNav() {
  return (
    <header className="site-header app-header">
      <div className="header-inner">
        <Brand to="/company" />
        <nav className="app-nav" aria-label="Main">
          <ul className="nav-sections">
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} className={linkClass}>
                  {section.label}
                  {section.to === '/inbox' && (
                    <Suspense fallback={null}>
                      <InboxBadge />
                    </Suspense>
                  )}
                </NavLink>
              </li>
            ))}
            {/* In the same list, so on a narrow screen it wraps with the others instead of taking a row. */}
            <li className="nav-profile">
              <NavLink to="/profile" className={linkClass}>
                Profile
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  )
}
