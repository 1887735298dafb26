import { useState } from 'react'
import { COMPLETENESS_RING_SIZE, COMPLETENESS_RING_STROKE } from '../constants'

type Shape = 'bar' | 'ring'

/**
 * The floating share of filled-in fields at the bottom left. A click (or Enter/Space) switches
 * between a vertical bar and a ring.
 */
export function CompletenessIndicator({ percent }: { percent: number }) {
  const [shape, setShape] = useState<Shape>('bar')
  const other: Shape = shape === 'bar' ? 'ring' : 'bar'
  return (
    <button
      type="button"
      className="completeness"
      data-shape={shape}
      aria-label={`Company information ${percent}% complete. Show as a ${other}`}
      title={`Show as a ${other}`}
      onClick={() => setShape(other)}
    >
      {shape === 'bar' ? <CompletenessBar percent={percent} /> : <CompletenessRing percent={percent} />}
      <span className="completeness-caption" aria-hidden="true">
        complete
      </span>
    </button>
  )
}

function CompletenessBar({ percent }: { percent: number }) {
  return (
    <>
      <span className="completeness-value" aria-hidden="true">
        {percent}%
      </span>
      <span className="completeness-track" aria-hidden="true">
        <span className="completeness-fill" style={{ height: `${percent}%` }} />
      </span>
    </>
  )
}

function CompletenessRing({ percent }: { percent: number }) {
  const size = COMPLETENESS_RING_SIZE
  const radius = (size - COMPLETENESS_RING_STROKE) / 2
  const circumference = 2 * Math.PI * radius
  const center = size / 2
  return (
    <span className="completeness-ring" aria-hidden="true">
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
        <circle
          className="completeness-ring-track"
          cx={center}
          cy={center}
          r={radius}
          fill="none"
          strokeWidth={COMPLETENESS_RING_STROKE}
        />
        <circle
          className="completeness-ring-fill"
          cx={center}
          cy={center}
          r={radius}
          fill="none"
          strokeWidth={COMPLETENESS_RING_STROKE}
          strokeLinecap={percent > 0 ? 'round' : 'butt'}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
          transform={`rotate(-90 ${center} ${center})`}
        />
      </svg>
      <span className="completeness-value">{percent}%</span>
    </span>
  )
}
