import { useState } from 'react'
import type { Profile } from '../../../../../shared/contracts/profile'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { useAuth } from '../../../lib/auth/auth-context'
import { serverMessage } from '../../../lib/error-message'
import { profileApi } from '../api'

const FAILED = 'The setting could not be saved. Try again.'

/** Whether a journalist's reply is forwarded to the account's address (on unless turned off). */
export function ReplyForwarding({ profile }: { profile: Profile }) {
  const { setProfile } = useAuth()
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function change(on: boolean) {
    setSaving(true)
    setError(null)
    try {
      setProfile((await profileApi.update({ forward_replies: on })).profile)
    } catch (failure) {
      setError(serverMessage(failure, FAILED))
    } finally {
      setSaving(false)
    }
  }
  return (
    <section className="card section-card" aria-labelledby="reply-forwarding-heading">
      <h2 id="reply-forwarding-heading">Replies in your mail</h2>
      <label className="checkbox-row">
        <input
          type="checkbox"
          checked={profile.forward_replies}
          disabled={saving}
          onChange={(event) => void change(event.target.checked)}
        />{' '}
        Forward each journalist's reply to {profile.email}
      </label>
      <p className="muted">
        Answer the forward from any mail client: your answer reaches the journalist in the same thread.
      </p>
      {error && <ErrorBanner message={error} />}
    </section>
  )
}
