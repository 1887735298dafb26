import type { SearchAggregations, SearchFilters } from '../../../../../shared/contracts/discovery'
import { RESPONSE_RATE_OPTIONS } from '../constants'
import {
  compactFilters,
  countFilters,
  DATE_PRESET_LABELS,
  type DatePreset,
  FLAG_LABELS,
  LIST_FILTERS,
  LIST_LABELS,
  type ListFilter,
} from '../filters'
import { FacetGroup } from './facet-group'

interface FilterSidebarProps {
  id: string
  options: SearchAggregations | null
  filters: SearchFilters
  onToggle(key: ListFilter, value: string): void
  onChange(filters: SearchFilters): void
}

const DATE_PRESETS = Object.keys(DATE_PRESET_LABELS) as DatePreset[]

/** Narrows the results; every change runs the search again. */
export function FilterSidebar({ id, options, filters, onToggle, onChange }: FilterSidebarProps) {
  const change = (patch: Partial<SearchFilters>) => onChange(compactFilters({ ...filters, ...patch }))
  const count = countFilters(filters)
  const email = options?.hasEmail

  return (
    <aside className="filter-sidebar" id={id} aria-labelledby={`${id}-heading`}>
      <div className="filter-sidebar-head">
        <h2 id={`${id}-heading`}>Filters</h2>
        {count > 0 && <span className="count-pill count-pill-done">{count} active</span>}
      </div>
      {LIST_FILTERS.map((key) => (
        <FacetGroup
          key={key}
          id={`${id}-${key}`}
          title={LIST_LABELS[key]}
          options={options?.[key] ?? []}
          selected={filters[key] ?? []}
          onToggle={(value) => onToggle(key, value)}
        />
      ))}
      <fieldset className="facet-group">
        <legend>Contact details</legend>
        <div className="facet-options">
          {([true, false] as const).map((value) => (
            <label key={String(value)} htmlFor={`${id}-email-${value}`} className="check-option">
              <input
                id={`${id}-email-${value}`}
                type="checkbox"
                checked={filters.hasEmail === value}
                onChange={(event) => change({ hasEmail: event.target.checked ? value : undefined })}
              />
              <span className="check-option-label">
                {value ? FLAG_LABELS.hasEmail.yes : FLAG_LABELS.hasEmail.no}
              </span>
              {email && (
                <span className="facet-count">{email[value ? 'true' : 'false'].toLocaleString('en-US')}</span>
              )}
            </label>
          ))}
          {(['hasTwitter', 'hasLinkedin'] as const).map((key) => (
            <label key={key} htmlFor={`${id}-${key}`} className="check-option">
              <input
                id={`${id}-${key}`}
                type="checkbox"
                checked={filters[key] === true}
                onChange={(event) => change({ [key]: event.target.checked ? true : undefined })}
              />
              <span className="check-option-label">{FLAG_LABELS[key].yes}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field facet-field">
        <label htmlFor={`${id}-response-rate`}>Minimum response rate</label>
        <select
          id={`${id}-response-rate`}
          value={filters.responseRate ?? 0}
          onChange={(event) => change({ responseRate: Number(event.target.value) || undefined })}
        >
          {withCurrent(RESPONSE_RATE_OPTIONS, filters.responseRate).map((rate) => (
            <option key={rate} value={rate}>
              {rate ? `${rate}% or more` : 'Any'}
            </option>
          ))}
        </select>
      </div>
      <div className="field facet-field">
        <label htmlFor={`${id}-date-range`}>Published within</label>
        <select
          id={`${id}-date-range`}
          value={filters.dateRange?.preset ?? 'all'}
          onChange={(event) => change({ dateRange: { preset: event.target.value as DatePreset } })}
        >
          {DATE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {DATE_PRESET_LABELS[preset]}
            </option>
          ))}
        </select>
      </div>
    </aside>
  )
}

/** The preset rates, plus a rate typed in the advanced form. */
function withCurrent(options: readonly number[], current: number | undefined) {
  return current && !options.includes(current) ? [...options, current].sort((a, b) => a - b) : options
}
