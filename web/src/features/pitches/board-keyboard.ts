import type { KeyboardCoordinateGetter, KeyboardSensorOptions } from '@dnd-kit/core'

/**
 * Space picks a card up and drops it; Enter stays free to open the pitch (it also drops a card that
 * is being moved). Escape puts the card back.
 */
export const BOARD_KEYBOARD_CODES: NonNullable<KeyboardSensorOptions['keyboardCodes']> = {
  start: ['Space'],
  cancel: ['Escape'],
  end: ['Space', 'Enter'],
}

/**
 * Left and right arrows jump a lifted card to the centre of the neighbouring column, instead of
 * nudging it 25 px at a time as dnd-kit does by default. Up and down do nothing: a column has no order.
 */
export const columnCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0
  if (event.code === 'ArrowUp' || event.code === 'ArrowDown') event.preventDefault()
  if (step === 0) return undefined
  event.preventDefault()

  const { active, over, droppableRects, collisionRect } = context
  const columns = [...droppableRects.entries()].sort(([, a], [, b]) => a.left - b.left)
  const from = over?.id ?? active?.data.current?.status
  const index = columns.findIndex(([id]) => id === from)
  const target = index === -1 ? undefined : columns[index + step]
  if (!target || !collisionRect) return currentCoordinates
  const [, rect] = target
  return { x: rect.left + (rect.width - collisionRect.width) / 2, y: currentCoordinates.y }
}
