import { AppNav } from '../components/layout/app-nav'
import { PublicHeader } from '../components/layout/public-header'
import { Link } from '../components/ui/link'
import { useAuth } from '../lib/auth/auth-context'

export default function NotFoundPage() {
  const { status, blocked } = useAuth()
  const signedIn = status === 'signed-in' && !blocked
  return (
    <div className="page-shell">
      <title>Page not found · Pressroom</title>
      {signedIn ? <AppNav /> : <PublicHeader />}
      <main className="centered-page">
        <section className="card notice-card" aria-labelledby="not-found-heading">
          <p className="eyebrow">404</p>
          <h1 id="not-found-heading">Page not found</h1>
          <p className="muted">The page you are looking for does not exist or has moved.</p>
          <Link to="/" className="button button-primary">
            Go home
          </Link>
        </section>
      </main>
    </div>
  )
}
