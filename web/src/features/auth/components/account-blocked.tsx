import { useNavigate } from 'react-router-dom'
import { ACCOUNT_BLOCKED_HEADING, ACCOUNT_BLOCKED_MESSAGE } from '../../../../../shared/domain/account'
import { PublicHeader } from '../../../components/layout/public-header'
import { useAuth } from '../../../lib/auth/auth-context'

/** Shown in place of every signed-in page; signing out is the one thing a blocked founder can still do. */
export function AccountBlocked() {
  const { signOut } = useAuth()
  const navigate = useNavigate()

  async function leave() {
    await signOut()
    navigate('/login', { replace: true })
  }

  return (
    <div className="page-shell">
      <title>Account Blocked · Pressroom</title>
      <PublicHeader showSignIn={false} showPricing={false} />
      <main className="centered-page">
        <section className="card notice-card" aria-labelledby="blocked-heading">
          <h1 id="blocked-heading">{ACCOUNT_BLOCKED_HEADING}</h1>
          <p>{ACCOUNT_BLOCKED_MESSAGE}</p>
          <button type="button" className="button button-secondary" onClick={leave}>
            Sign Out
          </button>
        </section>
      </main>
    </div>
  )
}
