import { Link, NavLink } from '../ui/link'
import { Brand } from './brand'

interface PublicHeaderProps {
  showSignIn?: boolean
  showPricing?: boolean
}

/** The header of pages a visitor sees: the brand, the prices and a way in. */
export function PublicHeader({ showSignIn = true, showPricing = true }: PublicHeaderProps) {
  return (
    <header className="site-header">
      <div className="header-inner">
        <Brand />
        {(showPricing || showSignIn) && (
          <nav className="public-nav" aria-label="Site">
            {showPricing && (
              <NavLink to="/pricing" className="button button-ghost public-nav-link">
                Pricing
              </NavLink>
            )}
            {showSignIn && (
              <Link to="/login" className="button button-ghost">
                Sign in
              </Link>
            )}
          </nav>
        )}
      </div>
    </header>
  )
}
