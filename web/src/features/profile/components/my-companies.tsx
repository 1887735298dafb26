import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Profile } from '../../../../../shared/contracts/profile'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { Link } from '../../../components/ui/link'
import { serverMessage } from '../../../lib/error-message'
import { COMPANY_MESSAGES, useActivateCompany } from '../../company'

/** The founder's companies; opening one makes it the active company and shows it on My Company. */
export function MyCompanies({ profile }: { profile: Profile }) {
  const activateCompany = useActivateCompany()
  const navigate = useNavigate()
  const [opening, setOpening] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function open(companyId: string) {
    setOpening(companyId)
    setError(null)
    try {
      if (companyId !== profile.active_company_id) {
        await activateCompany(companyId)
      }
      navigate('/company')
    } catch (failure) {
      setError(serverMessage(failure, COMPANY_MESSAGES.activateFailed))
      setOpening(null)
    }
  }

  return (
    <section className="card section-card" aria-labelledby="my-companies-heading">
      <div className="section-heading">
        <h2 id="my-companies-heading">My Companies</h2>
        {profile.companies.length > 0 && (
          <Link to="/company" className="button button-ghost">
            Manage
          </Link>
        )}
      </div>
      {error && <ErrorBanner message={error} />}
      {profile.companies.length === 0 ? (
        <div className="profile-empty">
          <p className="muted">{COMPANY_MESSAGES.empty}</p>
          <Link to="/company" className="button button-secondary">
            Create Your First Company
          </Link>
        </div>
      ) : (
        <ul className="company-list">
          {profile.companies.map((company) => {
            const active = company.id === profile.active_company_id
            return (
              <li key={company.id}>
                <button
                  type="button"
                  className={active ? 'company-list-item company-list-item-active' : 'company-list-item'}
                  disabled={opening !== null}
                  aria-busy={opening === company.id}
                  aria-current={active ? 'true' : undefined}
                  onClick={() => void open(company.id)}
                >
                  <span className="company-list-avatar" aria-hidden="true">
                    {company.name.trim().charAt(0).toUpperCase() || '?'}
                  </span>
                  <span className="company-list-name">{company.name}</span>
                  {active && <span className="active-pill">Active</span>}
                  {opening === company.id ? (
                    <span className="spinner" aria-hidden="true" />
                  ) : (
                    <span className="company-list-arrow" aria-hidden="true">
                      →
                    </span>
                  )}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
