import type { Timeframe } from '../../../../shared/domain/analytics'

/** Spec 2's timeframe buttons, in order; 30 days is the default. */
export const TIMEFRAME_OPTIONS: { value: Timeframe; label: string }[] = [
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
  { value: 'all', label: 'All time' },
]
export const DEFAULT_TIMEFRAME: Timeframe = '30d'

/**
 * Spec 2's timeframe buttons; the pressed one is the timeframe on screen, and a spinner says a new one
 * is loading. `classPrefix` names the screen's own styles (`analytics`, `kit-analytics`).
 */
export function TimeframePicker({
  value,
  onChange,
  updating,
  classPrefix,
}: {
  value: Timeframe
  onChange: (timeframe: Timeframe) => void
  updating: boolean
  classPrefix: string
}) {
  return (
    <div className={`${classPrefix}-timeframe`}>
      <span className={`${classPrefix}-updating-note`} role="status">
        {updating && (
          <>
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">Loading...</span>
          </>
        )}
      </span>
      <fieldset className="segmented">
        <legend className="visually-hidden">Timeframe</legend>
        {TIMEFRAME_OPTIONS.map((option) => (
          <button
            key={option.value}
            type="button"
            className="segmented-option"
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </fieldset>
    </div>
  )
}
