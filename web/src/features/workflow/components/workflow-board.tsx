import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { useMemo, useRef, useState } from 'react'
import type { WorkflowCard } from '../../../../../shared/contracts/workflow'
import { PITCH_STATUSES, type PitchStatus } from '../../../../../shared/domain/pitches'
import {
  BOARD_INSTRUCTIONS,
  boardAnnouncements,
  boardCoordinates,
  cardOfTarget,
  cardOrColumn,
  isStatus,
  KEYBOARD_CODES,
} from '../board-dnd'
import { reorderedIds } from '../board-order'
import type { ClickKeys } from '../selection'
import { useHiddenSides } from '../side-scroll'
import { CardBody } from './workflow-card'
import { WorkflowColumn } from './workflow-column'

interface BoardProps {
  cards: WorkflowCard[]
  selected: ReadonlySet<string>
  reverted: ReadonlySet<string>
  onClick(id: string, keys: ClickKeys, column: string[]): void
  onToggle(id: string): void
  /** Several ids when a selected card is dragged: the whole selection goes. */
  onMove(ids: string[], status: PitchStatus): void
  onReorder(status: PitchStatus, ids: string[]): void
  /** A card's reply marker opens the pitch's conversation. */
  onOpenConversation(pitchId: string): void
}

/**
 * Five columns. A card goes to any column in any direction, by pointer, touch or keyboard; dropped on
 * another card of its column it takes that card's place. Dragging a selected card moves the selection.
 */
export function WorkflowBoard({
  cards,
  selected,
  reverted,
  onClick,
  onToggle,
  onMove,
  onReorder,
  onOpenConversation,
}: BoardProps) {
  const [activeId, setActiveId] = useState<string | null>(null)
  const scroller = useRef<HTMLElement>(null)
  const hidden = useHiddenSides(scroller)
  const scrolls = hidden.before || hidden.after
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardCoordinates, keyboardCodes: KEYBOARD_CODES }),
  )

  const byStatus = useMemo(() => {
    const columns = new Map<PitchStatus, WorkflowCard[]>(PITCH_STATUSES.map((status) => [status, []]))
    for (const card of cards) columns.get(card.status)?.push(card)
    return columns
  }, [cards])
  const byId = useMemo(() => new Map(cards.map((card) => [card.id, card])), [cards])
  const announcements = useMemo(() => boardAnnouncements((id) => byId.get(String(id))), [byId])
  // Handlers the memoised columns keep: a click knows its column's order without a new function per render.
  const clickHandlers = useMemo(
    () =>
      new Map(
        PITCH_STATUSES.map((status) => [
          status,
          (id: string, keys: ClickKeys) =>
            onClick(
              id,
              keys,
              (byStatus.get(status) ?? []).map((card) => card.id),
            ),
        ]),
      ),
    [byStatus, onClick],
  )

  function onDragEnd({ active, over }: DragEndEvent) {
    setActiveId(null)
    const card = byId.get(String(active.id))
    if (!card || !over) return
    const overCard = cardOfTarget(over.id)
    const target = overCard ? byId.get(overCard)?.status : isStatus(over.id) ? over.id : undefined
    if (!target) return
    if (target === card.status) {
      if (!overCard) return
      const column = (byStatus.get(target) ?? []).map((c) => c.id)
      const ids = reorderedIds(column, card.id, overCard)
      if (ids) onReorder(target, ids)
      return
    }
    const ids =
      selected.has(card.id) && selected.size > 1
        ? cards.filter((c) => selected.has(c.id)).map((c) => c.id)
        : [card.id]
    onMove(ids, target)
  }

  const active = activeId ? byId.get(activeId) : undefined
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={cardOrColumn}
      accessibility={{ announcements, screenReaderInstructions: BOARD_INSTRUCTIONS }}
      onDragStart={({ active }) => setActiveId(String(active.id))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
    >
      {/* Beside a docked panel the columns may not all fit: the board scrolls sideways, a shadow on
          each side that hides columns says so, and the board takes the keyboard's arrows (Tab stops
          on it while it scrolls). */}
      <div
        className="workflow-board-frame"
        data-hidden-before={hidden.before}
        data-hidden-after={hidden.after}
      >
        <section
          ref={scroller}
          className="workflow-board"
          aria-label={scrolls ? 'Columns, scroll sideways for more' : 'Columns'}
          tabIndex={scrolls ? 0 : undefined}
        >
          {PITCH_STATUSES.map((status) => (
            <WorkflowColumn
              key={status}
              status={status}
              cards={byStatus.get(status) ?? []}
              selected={selected}
              reverted={reverted}
              activeId={activeId}
              onClick={clickHandlers.get(status) ?? (() => {})}
              onToggle={onToggle}
              onOpenConversation={onOpenConversation}
            />
          ))}
        </section>
      </div>
      <DragOverlay dropAnimation={{ duration: 160, easing: 'ease-out' }}>
        {active ? (
          <div className="workflow-card-overlay">
            <CardBody card={active} className="workflow-card-body" />
            {selected.has(active.id) && selected.size > 1 && (
              <span className="workflow-card-overlay-count">{selected.size} cards</span>
            )}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  )
}
