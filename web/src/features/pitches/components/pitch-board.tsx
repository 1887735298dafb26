import {
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { useMemo, useState } from 'react'
import type { Pitch } from '../../../../../shared/contracts/pitches'
import { PITCH_STATUSES, type PitchStatus } from '../../../../../shared/domain/pitches'
import { BOARD_INSTRUCTIONS, boardAnnouncements } from '../board-announcements'
import { BOARD_KEYBOARD_CODES, columnCoordinates } from '../board-keyboard'
import { PitchCardBody } from './pitch-card'
import { PitchColumn } from './pitch-column'

interface PitchBoardProps {
  pitches: Pitch[]
  onMove(id: string, status: PitchStatus): void
  onOpen(id: string): void
}

/** The pointer's column when there is a pointer; for the keyboard, the column the lifted card overlaps most. */
const columnUnderCard: CollisionDetection = (args) => {
  const hits = pointerWithin(args)
  return hits.length > 0 ? hits : rectIntersection(args)
}

const isStatus = (value: unknown): value is PitchStatus => PITCH_STATUSES.includes(value as PitchStatus)

/**
 * Five columns, one per status. A card moves to any column in any direction, by mouse, touch or
 * keyboard; a click (a press that moves less than 6 px) opens it instead.
 */
export function PitchBoard({ pitches, onMove, onOpen }: PitchBoardProps) {
  const [activeId, setActiveId] = useState<string | null>(null)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates, keyboardCodes: BOARD_KEYBOARD_CODES }),
  )

  const byStatus = useMemo(() => {
    const columns = new Map<PitchStatus, Pitch[]>(PITCH_STATUSES.map((status) => [status, []]))
    for (const pitch of pitches) columns.get(pitch.status)?.push(pitch)
    return columns
  }, [pitches])

  const announcements = useMemo(
    () => boardAnnouncements((id) => pitches.find((pitch) => pitch.id === id)),
    [pitches],
  )
  const active = activeId ? pitches.find((pitch) => pitch.id === activeId) : undefined

  function onDragStart({ active }: DragStartEvent) {
    setActiveId(String(active.id))
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    setActiveId(null)
    const pitch = pitches.find((known) => known.id === active.id)
    if (pitch && over && isStatus(over.id) && over.id !== pitch.status) onMove(pitch.id, over.id)
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={columnUnderCard}
      accessibility={{ announcements, screenReaderInstructions: BOARD_INSTRUCTIONS }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
    >
      <div className="pitch-board">
        {PITCH_STATUSES.map((status) => (
          <PitchColumn
            key={status}
            status={status}
            pitches={byStatus.get(status) ?? []}
            activeId={activeId}
            onOpen={onOpen}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={{ duration: 180, easing: 'ease-out' }}>
        {active ? <PitchCardBody pitch={active} className="pitch-card pitch-card-overlay" /> : null}
      </DragOverlay>
    </DndContext>
  )
}
