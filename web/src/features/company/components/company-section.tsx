import type { Company } from '../../../../../shared/contracts/company'
import type { CompanyField } from '../../../../../shared/domain/company'
import { CompanyFieldRow } from './company-field'

interface CompanySectionProps {
  title: string
  fields: readonly CompanyField[]
  company: Company
  onSaveField(field: CompanyField, value: string): Promise<void>
}

export function CompanySection({ title, fields, company, onSaveField }: CompanySectionProps) {
  const headingId = `section-${title.toLowerCase().replaceAll(' ', '-')}`
  const filled = fields.filter((field) => company[field]).length
  return (
    <section className="card section-card company-section" aria-labelledby={headingId}>
      <div className="section-heading">
        <h2 id={headingId}>{title}</h2>
        <span className={filled === fields.length ? 'count-pill count-pill-done' : 'count-pill'}>
          {filled} of {fields.length} filled
        </span>
      </div>
      <dl className="company-fields">
        {fields.map((field) => (
          <CompanyFieldRow
            key={field}
            field={field}
            value={company[field]}
            onSave={(value) => onSaveField(field, value)}
          />
        ))}
      </dl>
    </section>
  )
}
