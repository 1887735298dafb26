import { DEFAULT_SECTIONS, quickStartContent } from '../../../../../shared/domain/press-kit'
import { Link } from '../../../components/ui/link'
import { LoadError } from '../../../components/ui/load-error'
import { LoadingState } from '../../../components/ui/loading-state'
import { useAuth } from '../../../lib/auth/auth-context'
import { possessive } from '../../../lib/possessive'
import { useCurrentCompany } from '../use-press-kit'

/**
 * Quick Start: the kit's sections written from the active company's profile, only from what it states.
 * The step shows which sections that fills before the founder picks a template.
 */
export function QuickStartStep({ onChoose }: { onChoose(fromProfile: boolean): void }) {
  const company = useCurrentCompany()
  const { profile } = useAuth()

  if (company.isPending) return <LoadingState />
  if (company.isError)
    return <LoadError message="Failed to load your company" onRetry={() => company.refetch()} />
  if (!company.data)
    return (
      <section className="card kit-step-card" aria-labelledby="quick-start-title">
        <h1 id="quick-start-title">Quick Start</h1>
        <p role="alert">Please select a company first</p>
        <p className="muted">
          A press kit presents one of your companies. Create or choose it on My Company.
        </p>
        <Link to="/company" className="button button-primary">
          Go to My Company
        </Link>
      </section>
    )

  const filled = quickStartContent(company.data, profile?.email)
  const sections = DEFAULT_SECTIONS.filter((section) => filled[section.id])

  return (
    <section className="card kit-step-card" aria-labelledby="quick-start-title">
      <p className="eyebrow">Step 1</p>
      <h1 id="quick-start-title">Quick Start</h1>
      <p>
        Start your press kit from <strong>{possessive(company.data.name)}</strong> profile: what it states
        goes into the kit, and nothing is made up.
      </p>
      {sections.length > 0 ? (
        <>
          <h2 className="kit-step-subtitle">Sections your profile fills</h2>
          <ul className="kit-quick-list">
            {sections.map((section) => (
              <li key={section.id}>
                <span aria-hidden="true">✓</span> {section.title}
              </li>
            ))}
          </ul>
          <p className="muted">The other sections start empty for you to write.</p>
        </>
      ) : (
        <p className="muted">
          Your profile has no facts for a kit yet. <Link to="/company">Add them on My Company</Link>, or start
          from scratch and write every section yourself.
        </p>
      )}
      <div className="kit-step-actions">
        <button type="button" className="button button-secondary" onClick={() => onChoose(false)}>
          Start from scratch
        </button>
        <button type="button" className="button button-primary" onClick={() => onChoose(true)}>
          Use Quick Start
        </button>
      </div>
    </section>
  )
}
