import { useEffect, useState } from 'react'
import type { Profile } from '../../../../../shared/contracts/profile'
import { lazyComponent, preloadOn } from '../../../components/ui/lazy-component'

// The form (react-hook-form, the contract and zod) loads once the page shows, not before it (issue 18).
const ProfileNameForm = lazyComponent(() => import('./profile-name-form').then((m) => m.ProfileNameForm))

/** View, then edit (prefilled), then saved or cancelled. */
export function ProfileInformation({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false)

  useEffect(() => ProfileNameForm.preload(), [])

  return (
    <section className="card section-card" aria-labelledby="profile-information-heading">
      <div className="section-heading">
        <h2 id="profile-information-heading">Profile Information</h2>
        {!editing && (
          <button
            type="button"
            className="button button-ghost"
            {...preloadOn(ProfileNameForm)}
            onClick={() => setEditing(true)}
          >
            Edit name
          </button>
        )}
      </div>
      {editing ? (
        <ProfileNameForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <dl className="detail-list">
          <Detail term="First name" value={profile.first_name} />
          <Detail term="Last name" value={profile.last_name} />
          <Detail term="Email" value={profile.email} />
        </dl>
      )}
    </section>
  )
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="detail">
      <dt>{term}</dt>
      <dd>{value || <span className="muted">Not set</span>}</dd>
    </div>
  )
}
