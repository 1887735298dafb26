import { useState } from 'react'
import type { FacetCount } from '../../../../../shared/contracts/discovery'
import { withSelected } from '../filters'

const SHOWN_AT_FIRST = 6

interface FacetGroupProps {
  id: string
  title: string
  options: FacetCount[]
  selected: string[]
  onToggle(value: string): void
}

/** One list filter in the sidebar: the values of the current results with how many journalists each has. */
export function FacetGroup({ id, title, options, selected, onToggle }: FacetGroupProps) {
  const [expanded, setExpanded] = useState(false)
  const all = withSelected(options, selected)
  // Chosen values always stay in view, even when they rank below the fold.
  const shown = expanded
    ? all
    : all.filter((option, index) => index < SHOWN_AT_FIRST || selected.includes(option.value))
  if (all.length === 0) return null

  return (
    <fieldset className="facet-group">
      <legend>{title}</legend>
      <div className="facet-options">
        {shown.map((option) => {
          const optionId = `${id}-${option.value.replaceAll(/\W+/g, '-')}`
          return (
            <label key={option.value} htmlFor={optionId} className="check-option">
              <input
                id={optionId}
                type="checkbox"
                checked={selected.includes(option.value)}
                onChange={() => onToggle(option.value)}
              />
              <span className="check-option-label">{option.value}</span>
              <span className="facet-count">{option.count.toLocaleString('en-US')}</span>
            </label>
          )
        })}
      </div>
      {all.length > SHOWN_AT_FIRST && (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show fewer' : `Show all ${all.length}`}
        </button>
      )}
    </fieldset>
  )
}
