import { useAuth } from '../features/auth/auth-context'

/** Placeholder until the My Company screen lands: the landing page after sign-in. */
export default function CompanyPage() {
  const { user } = useAuth()
  return (
    <div className="page">
      <title>My Company · Pressroom</title>
      <header className="page-header">
        <h1>My Company</h1>
        <p className="muted">Signed in as {user?.email}</p>
      </header>
    </div>
  )
}
