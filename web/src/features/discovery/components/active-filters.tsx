import type { SearchFilters } from '../../../../../shared/contracts/discovery'
import { filterChips } from '../filters'

interface ActiveFiltersProps {
  filters: SearchFilters
  /** Filters understood from the query text rather than chosen; marked so the founder sees why they apply. */
  parsed: SearchFilters
  onChange(filters: SearchFilters): void
  onClearAll(): void
}

/** Every filter in force as a removable chip, with one button that clears them all. */
export function ActiveFilters({ filters, parsed, onChange, onClearAll }: ActiveFiltersProps) {
  const chips = filterChips(filters)
  if (chips.length === 0) return null
  const fromQuery = new Set(filterChips(parsed).map((chip) => chip.id))

  return (
    <section className="active-filters" aria-labelledby="active-filters-heading">
      <h2 id="active-filters-heading" className="active-filters-heading">
        Active filters
      </h2>
      <ul className="chip-list">
        {chips.map((chip) => {
          const parsedChip = fromQuery.has(chip.id)
          return (
            <li key={chip.id}>
              <button
                type="button"
                className={parsedChip ? 'chip chip-parsed' : 'chip'}
                aria-label={`Remove filter ${chip.label}`}
                title={parsedChip ? 'Understood from your search. Click to remove.' : 'Click to remove'}
                onClick={() => onChange(chip.remove(filters))}
              >
                {parsedChip && (
                  <span className="chip-spark" aria-hidden="true">
                    ✦
                  </span>
                )}
                {chip.label}
                <span className="chip-x" aria-hidden="true">
                  ×
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      <button type="button" className="link-button" onClick={onClearAll}>
        Clear all
      </button>
    </section>
  )
}
