import type { Company } from '../../../../../shared/contracts/company'

interface CompanySwitcherProps {
  companies: Company[]
  shownId: string
  /** The company being activated, shown as chosen while the server confirms. */
  switchingTo: string | null
  onSwitch(companyId: string): void
}

/** Picks the active company; only rendered for a founder with more than one. */
export function CompanySwitcher({ companies, shownId, switchingTo, onSwitch }: CompanySwitcherProps) {
  return (
    <div className="inline-field company-switcher">
      <label htmlFor="company-switcher">Company</label>
      <select
        id="company-switcher"
        className="inline-select"
        value={switchingTo ?? shownId}
        disabled={switchingTo !== null}
        aria-busy={switchingTo !== null}
        onChange={(event) => onSwitch(event.target.value)}
      >
        {companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </select>
    </div>
  )
}
