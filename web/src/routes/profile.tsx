import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { LoadError } from '../components/ui/load-error'
import { MyCompanies } from '../features/profile/components/my-companies'
import { ProfileInformation } from '../features/profile/components/profile-information'
import { ReplyForwarding } from '../features/profile/components/reply-forwarding'
import { SendingDomain } from '../features/profile/components/sending-domain'
import { SendingHealth } from '../features/profile/components/sending-health'
import { SendingSettings } from '../features/profile/components/sending-settings'
import { SubscriptionSection } from '../features/profile/components/subscription-section'
import { useAuth } from '../lib/auth/auth-context'
import '../features/profile/profile.css'
import { ServerState } from '../lib/server-state'

export default function ProfilePage() {
  const { profile, profileStatus, reloadProfile, signOut } = useAuth()
  const navigate = useNavigate()
  const [signingOut, setSigningOut] = useState(false)

  // Plan and pitches change elsewhere (checkout, the billing portal, launch week, generating pitches):
  // the page shows the server's numbers, not those loaded when the app started.
  useEffect(() => {
    void reloadProfile()
  }, [reloadProfile])

  async function leave() {
    setSigningOut(true)
    await signOut()
    navigate('/login', { replace: true })
  }

  return (
    <ServerState>
      <div className="page page-narrow profile-page">
        <title>Profile · Pressroom</title>
        <header className="page-header page-header-row">
          <h1>Profile</h1>
          <button type="button" className="button button-secondary" onClick={leave} disabled={signingOut}>
            Sign Out
          </button>
        </header>
        {profile ? (
          <>
            <MyCompanies profile={profile} />
            <ProfileInformation profile={profile} />
            <SendingSettings />
            <SendingDomain />
            <SendingHealth />
            <ReplyForwarding profile={profile} />
            <SubscriptionSection profile={profile} />
          </>
        ) : profileStatus === 'error' ? (
          <LoadError message="An error occurred" onRetry={reloadProfile} />
        ) : (
          <p className="empty-state">Profile not found</p>
        )}
      </div>
    </ServerState>
  )
}
