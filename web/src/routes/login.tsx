import { Navigate, useSearchParams } from 'react-router-dom'
import { Link } from '../components/ui/link'
import { LoadingState } from '../components/ui/loading-state'
import { AuthForm } from '../features/auth/components/auth-form'
import { useAuth } from '../lib/auth/auth-context'
import { safeRedirect } from '../lib/safe-redirect'

export default function LoginPage() {
  const { status, signIn, signUp } = useAuth()
  const [params] = useSearchParams()
  const signUpMode = params.get('mode') === 'signup'
  const redirect = params.get('redirect')

  // Also the way out after a successful submit: the new session re-renders this page into a redirect.
  if (status === 'signed-in') return <Navigate to={safeRedirect(redirect)} replace />
  if (status === 'loading') return <LoadingState />

  const toggle = new URLSearchParams()
  if (!signUpMode) toggle.set('mode', 'signup')
  if (redirect) toggle.set('redirect', redirect)
  const toggleQuery = toggle.toString()

  return (
    <main className="centered-page auth-page">
      <title>{signUpMode ? 'Create your account · Pressroom' : 'Sign in · Pressroom'}</title>
      <section className="card auth-card" aria-labelledby="auth-heading">
        <h1 id="auth-heading">{signUpMode ? 'Get more press in 24 hours' : 'Sign in to your account'}</h1>
        <p className="muted">
          {signUpMode
            ? 'Create your account to find journalists and pitch them in your voice.'
            : 'Welcome back. Pick up where you left off.'}
        </p>
        <AuthForm mode={signUpMode ? 'signup' : 'signin'} onSubmit={signUpMode ? signUp : signIn} />
        <p className="auth-toggle">
          <Link to={{ pathname: '/login', search: toggleQuery ? `?${toggleQuery}` : '' }} replace>
            {signUpMode ? 'Already have an account? Sign in' : 'Need an account? Sign up'}
          </Link>
        </p>
      </section>
    </main>
  )
}
