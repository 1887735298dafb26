import { type FormEvent, useState } from 'react'
import type { SearchAggregations, SearchFilters } from '../../../../../shared/contracts/discovery'
import { SEARCH_SORTS } from '../../../../../shared/domain/search'
import { SORT_LABELS } from '../constants'
import {
  compactFilters,
  DATE_PRESET_LABELS,
  type DatePreset,
  FLAG_FILTERS,
  FLAG_LABELS,
  LIST_FILTERS,
  LIST_LABELS,
} from '../filters'
import type { SearchParams, SearchSort } from '../use-journalist-search'
import { MultiSelect } from './multi-select'

interface AdvancedSearchFormProps {
  /** The search on screen, which the form starts from. */
  initial: SearchParams
  options: SearchAggregations | null
  loading: boolean
  onRun(params: SearchParams): void
}

const DATE_PRESETS = Object.keys(DATE_PRESET_LABELS) as DatePreset[]

/** Every filter as a field, run together with 'Run Search'. */
export function AdvancedSearchForm({ initial, options, loading, onRun }: AdvancedSearchFormProps) {
  const [query, setQuery] = useState(initial.query)
  const [filters, setFilters] = useState<SearchFilters>(initial.filters)
  const [sort, setSort] = useState<SearchSort>(initial.sort)
  const set = (change: Partial<SearchFilters>) => setFilters((current) => ({ ...current, ...change }))

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onRun({ query: query.trim(), filters: compactFilters(filters), sort })
  }

  return (
    <form className="advanced-form" onSubmit={submit} aria-label="Advanced search">
      <div className="field advanced-keywords">
        <label htmlFor="advanced-keywords">Keywords</label>
        <input
          id="advanced-keywords"
          value={query}
          maxLength={500}
          placeholder="e.g. seed rounds, open source, layoffs"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <div className="advanced-grid">
        {LIST_FILTERS.map((key) => (
          <MultiSelect
            key={key}
            id={`advanced-${key}`}
            label={LIST_LABELS[key]}
            options={options?.[key] ?? []}
            selected={filters[key] ?? []}
            onChange={(selected) => set({ [key]: selected })}
          />
        ))}
      </div>
      <div className="advanced-grid">
        <fieldset className="advanced-contact">
          <legend>Contact details</legend>
          {FLAG_FILTERS.map((key) => (
            <label key={key} className="check-option" htmlFor={`advanced-${key}`}>
              <input
                id={`advanced-${key}`}
                type="checkbox"
                checked={filters[key] === true}
                onChange={(event) => set({ [key]: event.target.checked ? true : undefined })}
              />
              <span className="check-option-label">{FLAG_LABELS[key].yes}</span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="advanced-response-rate">Minimum response rate (%)</label>
          <input
            id="advanced-response-rate"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={5}
            value={filters.responseRate ?? ''}
            placeholder="Any"
            onChange={(event) => {
              const value = event.target.valueAsNumber
              set({ responseRate: Number.isNaN(value) ? undefined : Math.min(100, Math.max(0, value)) })
            }}
          />
        </div>
        <div className="field">
          <label htmlFor="advanced-date-range">Published within</label>
          <select
            id="advanced-date-range"
            value={filters.dateRange?.preset ?? 'all'}
            onChange={(event) => set({ dateRange: { preset: event.target.value as DatePreset } })}
          >
            {DATE_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {DATE_PRESET_LABELS[preset]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="advanced-sort">Sort by</label>
          <select
            id="advanced-sort"
            value={sort}
            onChange={(event) => setSort(event.target.value as SearchSort)}
          >
            {SEARCH_SORTS.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="form-actions advanced-actions">
        <button
          type="button"
          className="button button-ghost"
          onClick={() => {
            setQuery('')
            setFilters({})
            setSort('relevance')
          }}
        >
          Reset
        </button>
        <button type="submit" className="button button-primary" disabled={loading}>
          {loading && <span className="spinner" aria-hidden="true" />}
          Run Search
        </button>
      </div>
    </form>
  )
}
