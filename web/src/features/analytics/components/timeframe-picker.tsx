import type { Timeframe } from '../../../../../shared/domain/analytics'
import { TIMEFRAME_OPTIONS } from '../format'

/** Spec 2's timeframe buttons; the pressed one is the timeframe on screen. */
export function TimeframePicker({
  value,
  onChange,
  updating,
}: {
  value: Timeframe
  onChange: (timeframe: Timeframe) => void
  updating: boolean
}) {
  return (
    <div className="analytics-timeframe">
      <span className="analytics-updating-note" role="status">
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
