import { Link } from 'react-router-dom'
import { Brand } from './brand'

/** The header of pages a visitor sees: the brand and a way in. */
export function PublicHeader({ showSignIn = true }: { showSignIn?: boolean }) {
  return (
    <header className="site-header">
      <div className="header-inner">
        <Brand />
        {showSignIn && (
          <nav aria-label="Account">
            <Link to="/login" className="button button-ghost">
              Sign in
            </Link>
          </nav>
        )}
      </div>
    </header>
  )
}
