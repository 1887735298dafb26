import type { Company, UpdateCompanyRequest } from '../../../../../shared/contracts/company'
import { COMPANY_SECTIONS, companyCompleteness } from '../../../../../shared/domain/company'
import { CompanyAliases } from './company-aliases'
import { CompanyName } from './company-name'
import { CompanySection } from './company-section'
import { CompletenessIndicator } from './completeness-indicator'

interface CompanyOverviewProps {
  company: Company
  onSave(changes: UpdateCompanyRequest): Promise<void>
}

/** The shown company: its name, the four sections of fields and the floating completeness. */
export function CompanyOverview({ company, onSave }: CompanyOverviewProps) {
  return (
    <>
      <section className="card company-summary" aria-label="Company">
        <span className="company-avatar" aria-hidden="true">
          {company.name.trim().charAt(0).toUpperCase()}
        </span>
        <div className="company-summary-body">
          <CompanyName name={company.name} onSave={(name) => onSave({ name })} />
          <CompanyAliases aliases={company.aliases ?? []} onSave={(aliases) => onSave({ aliases })} />
          <p className="company-note">
            All fields are optional, but the more you tell us, the better we can match you with the right
            journalists and write pitches that sound like you.
          </p>
        </div>
      </section>
      {/* Floating on a wide screen; in the flow below 1200 px, where it comes first, under the name. */}
      <CompletenessIndicator percent={companyCompleteness(company)} />
      {COMPANY_SECTIONS.map((section) => (
        <CompanySection
          key={section.title}
          title={section.title}
          fields={section.fields}
          company={company}
          onSaveField={(field, value) => onSave({ [field]: value })}
        />
      ))}
    </>
  )
}
