interface CompanyFilterProps {
  companies: { id: string; name: string }[]
  value: string | null
  onChange(companyId: string | null): void
}

/** Narrows the board to one company's pitches; only shown to a founder with more than one company. */
export function CompanyFilter({ companies, value, onChange }: CompanyFilterProps) {
  return (
    <div className="inline-field">
      <label htmlFor="pitch-company-filter">Company</label>
      <select
        id="pitch-company-filter"
        className="inline-select"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">All companies</option>
        {companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </select>
    </div>
  )
}
