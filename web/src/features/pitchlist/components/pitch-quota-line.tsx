import { quotaState } from '../../../../../shared/domain/quota'
import { Link } from '../../../components/ui/link'
import { useAuth } from '../../../lib/auth/auth-context'

/**
 * Which company the pitches are written for and how many are left, from the profile; without an
 * active company, where to set one up.
 */
export function PitchQuotaLine({ companyMissing }: { companyMissing: boolean }) {
  const { profile } = useAuth()
  if (!profile) return null
  const company = profile.companies.find((known) => known.id === profile.active_company_id)

  if (!company || companyMissing) {
    return (
      <p className="pitch-company-notice">
        Pitches are written for your active company, and you have none yet.{' '}
        <Link to="/company">Set up your company</Link>
      </p>
    )
  }

  const { remaining } = quotaState(profile, new Date())
  const left =
    remaining === null ? 'Unlimited pitches' : `${remaining} ${remaining === 1 ? 'pitch' : 'pitches'} left`
  return (
    <p className="pitch-quota-line muted">
      Pitching for <strong>{company.name}</strong> · {left}
      {remaining === 0 && (
        <>
          {' · '}
          <Link to="/pricing">Get more pitches</Link>
        </>
      )}
    </p>
  )
}
