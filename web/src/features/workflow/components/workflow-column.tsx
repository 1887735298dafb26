import { useDroppable } from '@dnd-kit/core'
import { memo } from 'react'
import type { PitchStatus } from '../../../../../shared/contracts/pitches'
import type { WorkflowCard } from '../../../../../shared/contracts/workflow'
import { STATUS_LABELS } from '../constants'
import type { ClickKeys } from '../selection'
import { WorkflowCardItem } from './workflow-card'

interface ColumnProps {
  status: PitchStatus
  cards: WorkflowCard[]
  selected: ReadonlySet<string>
  reverted: ReadonlySet<string>
  activeId: string | null
  onClick(id: string, keys: ClickKeys): void
  onToggle(id: string): void
  onOpenConversation(pitchId: string): void
}

/** One status: its name and count, and its cards in board order. The whole column is a drop target. */
export const WorkflowColumn = memo(function WorkflowColumn({
  status,
  cards,
  selected,
  reverted,
  activeId,
  onClick,
  onToggle,
  onOpenConversation,
}: ColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: status })
  const headingId = `workflow-column-${status}`
  return (
    <section
      ref={setNodeRef}
      className={`workflow-column workflow-column-${status}${isOver ? ' workflow-column-over' : ''}`}
      aria-labelledby={headingId}
      data-status={status}
    >
      <header className="workflow-column-header">
        <h2 id={headingId} className="workflow-column-title">
          <span className="workflow-column-dot" aria-hidden="true" />
          {STATUS_LABELS[status]}
        </h2>
        <span className="workflow-column-count">
          {cards.length}
          <span className="visually-hidden">{cards.length === 1 ? ' card' : ' cards'}</span>
        </span>
      </header>
      {cards.length > 0 ? (
        <ul className="workflow-column-cards" aria-labelledby={headingId}>
          {cards.map((card) => (
            <WorkflowCardItem
              key={card.id}
              card={card}
              selected={selected.has(card.id)}
              lifted={card.id === activeId}
              reverted={reverted.has(card.id)}
              onClick={onClick}
              onToggle={onToggle}
              onOpenConversation={onOpenConversation}
            />
          ))}
        </ul>
      ) : (
        <p className="workflow-column-empty">Drop cards here</p>
      )}
    </section>
  )
})
