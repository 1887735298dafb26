import type { FacetCount } from '../../../../../shared/contracts/discovery'
import { withSelected } from '../filters'

interface MultiSelectProps {
  id: string
  label: string
  options: FacetCount[]
  selected: string[]
  onChange(selected: string[]): void
}

/** A dropdown of checkboxes: pick any of the values the data has. */
export function MultiSelect({ id, label, options, selected, onChange }: MultiSelectProps) {
  const all = withSelected(options, selected)
  const summary =
    selected.length === 0 ? 'Any' : selected.length <= 2 ? selected.join(', ') : `${selected.length} selected`

  return (
    <details className="multi-select">
      <summary>
        <span className="multi-select-label">{label}</span>
        <span className={selected.length ? 'multi-select-value' : 'multi-select-value muted'}>{summary}</span>
      </summary>
      <fieldset className="multi-select-options">
        <legend className="visually-hidden">{label}</legend>
        {all.map((option) => {
          const optionId = `${id}-${option.value.replaceAll(/\W+/g, '-')}`
          const checked = selected.includes(option.value)
          return (
            <label key={option.value} htmlFor={optionId} className="check-option">
              <input
                id={optionId}
                type="checkbox"
                checked={checked}
                onChange={() =>
                  onChange(checked ? selected.filter((v) => v !== option.value) : [...selected, option.value])
                }
              />
              <span className="check-option-label">{option.value}</span>
              {option.count > 0 && <span className="facet-count">{option.count}</span>}
            </label>
          )
        })}
      </fieldset>
    </details>
  )
}
