import type {
  Announcements,
  CollisionDetection,
  KeyboardCoordinateGetter,
  KeyboardSensorOptions,
  ScreenReaderInstructions,
  UniqueIdentifier,
} from '@dnd-kit/core'
import { pointerWithin, rectIntersection } from '@dnd-kit/core'
import type { WorkflowCard } from '../../../../shared/contracts/workflow'
import { PITCH_STATUSES, type PitchStatus } from '../../../../shared/domain/pitches'
import { STATUS_LABELS } from './constants'

/** A card is also a drop target, `card:<id>`, so a column can be put in order. */
export const cardTarget = (id: string) => `card:${id}`
export const cardOfTarget = (id: UniqueIdentifier) =>
  String(id).startsWith('card:') ? String(id).slice(5) : null
export const isStatus = (value: unknown): value is PitchStatus =>
  PITCH_STATUSES.includes(value as PitchStatus)

/** Space lifts and drops a card, Escape puts it back; Enter also drops. */
export const KEYBOARD_CODES: NonNullable<KeyboardSensorOptions['keyboardCodes']> = {
  start: ['Space'],
  cancel: ['Escape'],
  end: ['Space', 'Enter'],
}

/** Under the pointer (or, for the keyboard, under the lifted card): another card first, else a column. */
export const cardOrColumn: CollisionDetection = (args) => {
  const hits = pointerWithin(args)
  const found = hits.length > 0 ? hits : rectIntersection(args)
  const self = cardTarget(String(args.active.id))
  const card = found.find((hit) => cardOfTarget(hit.id) !== null && hit.id !== self)
  if (card) return [card]
  const column = found.find((hit) => cardOfTarget(hit.id) === null)
  return column ? [column] : []
}

/**
 * Left and right jump a lifted card to the neighbouring column; up and down to the card above or below
 * in its column, to put it in that card's place.
 */
export const boardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const { active, over, droppableRects, droppableContainers, collisionRect } = context
  if (!collisionRect || !active) return undefined
  const statusOf = (id: UniqueIdentifier | undefined) =>
    id === undefined ? undefined : isStatus(id) ? id : droppableContainers.get(id)?.data.current?.status
  const column = statusOf(over?.id) ?? active.data.current?.status

  if (event.code === 'ArrowLeft' || event.code === 'ArrowRight') {
    event.preventDefault()
    const columns = [...droppableRects.entries()]
      .filter(([id]) => isStatus(id))
      .sort(([, a], [, b]) => a.left - b.left)
    const index = columns.findIndex(([id]) => id === column)
    const target = index === -1 ? undefined : columns[index + (event.code === 'ArrowRight' ? 1 : -1)]
    if (!target) return currentCoordinates
    const [, rect] = target
    return { x: rect.left + (rect.width - collisionRect.width) / 2, y: currentCoordinates.y }
  }
  if (event.code === 'ArrowUp' || event.code === 'ArrowDown') {
    event.preventDefault()
    const cards = [...droppableRects.entries()]
      .filter(([id]) => cardOfTarget(id) !== null && statusOf(id) === column)
      .sort(([, a], [, b]) => a.top - b.top)
    const here = cards.findIndex(
      ([id]) => id === (over && cardOfTarget(over.id) ? over.id : cardTarget(String(active.id))),
    )
    const target = cards[here + (event.code === 'ArrowDown' ? 1 : -1)]
    if (here === -1 || !target) return currentCoordinates
    const [, rect] = target
    return {
      x: rect.left + (rect.width - collisionRect.width) / 2,
      y: rect.top + (rect.height - collisionRect.height) / 2,
    }
  }
  return undefined
}

export const BOARD_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move this card, press Space to pick it up, use the left and right arrow keys to choose a column ' +
    'or up and down to choose its place in the column, then press Space to drop it or Escape to cancel. ' +
    'Its checkbox selects it for the selection bar.',
}

/** What a screen reader hears while a card is moved. */
export function boardAnnouncements(find: (id: UniqueIdentifier) => WorkflowCard | undefined): Announcements {
  const name = (id: UniqueIdentifier) => {
    const card = find(id)
    return card ? `Card for ${card.journalist.full_name}` : 'Card'
  }
  const where = (id: UniqueIdentifier | undefined) => {
    if (id === undefined) return null
    if (isStatus(id)) return STATUS_LABELS[id]
    const card = cardOfTarget(id)
    const target = card ? find(card) : undefined
    return target ? `${target.journalist.full_name}'s place in ${STATUS_LABELS[target.status]}` : null
  }
  const home = (id: UniqueIdentifier) => {
    const status = find(id)?.status
    return status ? STATUS_LABELS[status] : 'its column'
  }
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)} from ${home(active.id)}.`,
    onDragOver: ({ active, over }) => {
      const target = where(over?.id)
      return target ? `${name(active.id)} is over ${target}.` : `${name(active.id)} is not over the board.`
    },
    onDragEnd: ({ active, over }) => {
      const target = where(over?.id)
      return target
        ? `${name(active.id)} was dropped on ${target}.`
        : `${name(active.id)} stays in ${home(active.id)}.`
    },
    onDragCancel: ({ active }) => `Moving was cancelled. ${name(active.id)} stays in ${home(active.id)}.`,
  }
}
