import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { useMemo, useState } from 'react'
import type { KitSection } from '../../../../../shared/domain/press-kit'
import { dropSection, inOrder, moveSectionBy, updateSection } from '../sections'

interface SectionsPanelProps {
  sections: KitSection[]
  selectedId: string | null
  onSelect(id: string): void
  onChange(sections: KitSection[]): void
}

const INSTRUCTIONS =
  'To pick up a section, press Space or Enter on its handle. Use the up and down arrow keys to move it, Space or Enter to drop it, Escape to cancel. The Move up and Move down buttons do the same one place at a time.'

/**
 * The keyboard moves a lifted section one row at a time, to the middle of the row above or below (the
 * default would nudge it 25 px a press). Left and right do nothing: the list has one column.
 */
const rowCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const step = event.code === 'ArrowDown' ? 1 : event.code === 'ArrowUp' ? -1 : 0
  if (step === 0) return undefined
  event.preventDefault()
  const { active, over, droppableRects, collisionRect } = context
  const rows = [...droppableRects.entries()].sort(([, a], [, b]) => a.top - b.top)
  const index = rows.findIndex(([id]) => id === (over?.id ?? active))
  const target = index === -1 ? undefined : rows[index + step]
  if (!target || !collisionRect) return currentCoordinates
  const [, rect] = target
  return { x: currentCoordinates.x, y: rect.top + (rect.height - collisionRect.height) / 2 }
}

/** Sections in kit order: pick one to edit, drag (or move) to reorder, show or hide it in the kit. */
export function SectionsPanel({ sections, selectedId, onSelect, onChange }: SectionsPanelProps) {
  const ordered = useMemo(() => inOrder(sections), [sections])
  const [dragging, setDragging] = useState<string | null>(null)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: rowCoordinates }),
  )
  const titleOf = (id: unknown) => ordered.find((section) => section.id === id)?.title ?? 'Section'
  const positionOf = (id: unknown) => ordered.findIndex((section) => section.id === id) + 1
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}, at position ${positionOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} is over position ${positionOf(over.id)}.`
        : `${titleOf(active.id)} is over no section.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} was moved to position ${positionOf(over.id)}.`
        : `${titleOf(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    setDragging(null)
    if (over && active.id !== over.id) onChange(dropSection(ordered, String(active.id), String(over.id)))
  }

  const active = dragging ? ordered.find((section) => section.id === dragging) : undefined
  const visibleCount = ordered.filter((section) => section.visible).length

  return (
    <div className="kit-sections">
      <p className="kit-panel-note muted">
        {visibleCount} of {ordered.length} sections shown. Drag a handle or use the arrows to reorder.
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
        onDragStart={({ active }) => setDragging(String(active.id))}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
      >
        <ol className="kit-section-list" aria-label="Sections">
          {ordered.map((section, index) => (
            <SectionRow
              key={section.id}
              section={section}
              first={index === 0}
              last={index === ordered.length - 1}
              selected={section.id === selectedId}
              dragging={section.id === dragging}
              onSelect={() => onSelect(section.id)}
              onMove={(delta) => onChange(moveSectionBy(ordered, section.id, delta))}
              onToggle={(visible) => onChange(updateSection(ordered, section.id, { visible }))}
            />
          ))}
        </ol>
        <DragOverlay dropAnimation={{ duration: 150, easing: 'ease-out' }}>
          {active ? <div className="kit-section-row kit-section-overlay">{active.title}</div> : null}
        </DragOverlay>
      </DndContext>
    </div>
  )
}

interface SectionRowProps {
  section: KitSection
  first: boolean
  last: boolean
  selected: boolean
  dragging: boolean
  onSelect(): void
  onMove(delta: number): void
  onToggle(visible: boolean): void
}

function SectionRow({
  section,
  first,
  last,
  selected,
  dragging,
  onSelect,
  onMove,
  onToggle,
}: SectionRowProps) {
  const drag = useDraggable({ id: section.id })
  const drop = useDroppable({ id: section.id })
  const classes = [
    'kit-section-row',
    selected && 'selected',
    dragging && 'dragging',
    drop.isOver && !dragging && 'drop-target',
    !section.visible && 'hidden-section',
  ]
  return (
    <li ref={drop.setNodeRef} className={classes.filter(Boolean).join(' ')} data-section-id={section.id}>
      <button
        type="button"
        ref={drag.setNodeRef}
        className="kit-drag-handle"
        aria-label={`Drag ${section.title}`}
        {...drag.attributes}
        {...drag.listeners}
      >
        <span aria-hidden="true">⋮⋮</span>
      </button>
      <button
        type="button"
        className="kit-section-select"
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
      >
        <span className="kit-section-title">{section.title}</span>
        {!section.visible && <span className="kit-section-hidden-note">Hidden</span>}
      </button>
      <span className="kit-section-tools">
        <button
          type="button"
          className="icon-button kit-icon"
          aria-label={`Move ${section.title} up`}
          disabled={first}
          onClick={() => onMove(-1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className="icon-button kit-icon"
          aria-label={`Move ${section.title} down`}
          disabled={last}
          onClick={() => onMove(1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <label
          className="kit-visible-toggle"
          title={section.visible ? 'Shown in the kit' : 'Hidden from the kit'}
        >
          <input
            type="checkbox"
            checked={section.visible}
            onChange={(event) => onToggle(event.target.checked)}
          />
          <span className="visually-hidden">Show {section.title} in the kit</span>
        </label>
      </span>
    </li>
  )
}
