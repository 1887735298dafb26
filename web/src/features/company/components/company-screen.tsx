import { useState } from 'react'
import { ErrorBanner } from '../../../components/ui/error-banner'
import { lazyComponent, preloadOn } from '../../../components/ui/lazy-component'
import { LoadError } from '../../../components/ui/load-error'
import { LoadingState } from '../../../components/ui/loading-state'
import { COMPANY_MESSAGES } from '../constants'
import { useCompanies } from '../use-companies'
import { CompanyOverview } from './company-overview'
import { CompanySwitcher } from './company-switcher'

// The form (react-hook-form, the contract and zod) loads when asked for, not before the company shows.
const CreateCompanyForm = lazyComponent(() =>
  import('./create-company-form').then((m) => m.CreateCompanyForm),
)

/** My Company: loading, error, empty, create and the shown company with its switcher. */
export function CompanyScreen() {
  const { state, reload, activate, create, save, switchingTo, activeError } = useCompanies()
  const [creating, setCreating] = useState(false)

  const ready = state.status === 'ready' ? state : null
  const shown = ready
    ? (ready.companies.find((company) => company.id === ready.shownId) ?? ready.companies[0] ?? null)
    : null
  const showActions = ready !== null && shown !== null && !creating

  return (
    <>
      <header className="page-header page-header-row company-header">
        <h1>My Company</h1>
        {showActions && (
          <div className="company-actions">
            {ready.companies.length > 1 && (
              <CompanySwitcher
                companies={ready.companies}
                shownId={shown.id}
                switchingTo={switchingTo}
                onSwitch={(id) => void activate(id)}
              />
            )}
            <button
              type="button"
              className="button button-primary"
              {...preloadOn(CreateCompanyForm)}
              onClick={() => setCreating(true)}
            >
              <span aria-hidden="true">+</span> Add Company
            </button>
          </div>
        )}
      </header>

      {state.status === 'loading' && <LoadingState label={COMPANY_MESSAGES.loading} />}

      {state.status === 'error' && <LoadError message={`Error: ${state.message}`} onRetry={reload} />}

      {activeError && <ErrorBanner message={activeError} />}

      {ready &&
        (creating ? (
          <CreateCompanyForm
            first={ready.companies.length === 0}
            onCancel={() => setCreating(false)}
            onCreate={async (name) => {
              await create(name)
              setCreating(false)
            }}
          />
        ) : shown ? (
          <CompanyOverview key={shown.id} company={shown} onSave={(changes) => save(shown.id, changes)} />
        ) : (
          <div className="empty-state empty-state-cta">
            <p className="empty-state-title">{COMPANY_MESSAGES.empty}</p>
            <p>Describe your startup once and every pitch we write will build on it.</p>
            <button
              type="button"
              className="button button-primary"
              {...preloadOn(CreateCompanyForm)}
              onClick={() => setCreating(true)}
            >
              Create Your First Company
            </button>
          </div>
        ))}
    </>
  )
}
