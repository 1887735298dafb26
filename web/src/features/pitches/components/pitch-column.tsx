import { useDroppable } from '@dnd-kit/core'
import type { Pitch } from '../../../../../shared/contracts/pitches'
import { PITCH_STATUS_LABELS, type PitchStatus } from '../../../../../shared/domain/pitches'
import { PitchCard } from './pitch-card'

interface PitchColumnProps {
  status: PitchStatus
  pitches: Pitch[]
  activeId: string | null
  onOpen(id: string): void
}

/** One status: its label and count, and its cards, newest first. The whole column is the drop target. */
export function PitchColumn({ status, pitches, activeId, onOpen }: PitchColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: status })
  const label = PITCH_STATUS_LABELS[status]
  const headingId = `pitch-column-${status}`
  const className = ['pitch-column', `pitch-column-${status}`, isOver ? 'pitch-column-over' : '']
    .filter(Boolean)
    .join(' ')

  return (
    <section ref={setNodeRef} className={className} aria-labelledby={headingId} data-status={status}>
      <header className="pitch-column-header">
        <h2 id={headingId} className="pitch-column-title">
          <span className="pitch-column-dot" aria-hidden="true" />
          {label}
        </h2>
        <span className="pitch-column-count">
          {pitches.length}
          <span className="visually-hidden">{pitches.length === 1 ? ' pitch' : ' pitches'}</span>
        </span>
      </header>
      {pitches.length > 0 ? (
        <ul className="pitch-column-cards" aria-labelledby={headingId}>
          {pitches.map((pitch) => (
            <li key={pitch.id}>
              <PitchCard pitch={pitch} lifted={pitch.id === activeId} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="pitch-column-empty">Drop a pitch here</p>
      )}
    </section>
  )
}
