import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core'
import type { Pitch } from '../../../../shared/contracts/pitches'
import { PITCH_STATUS_LABELS, type PitchStatus } from '../../../../shared/domain/pitches'

export const BOARD_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'Press Enter to open this pitch. To move it, press Space to pick it up, use the left and right arrow ' +
    'keys to choose a column, then press Space to drop it or Escape to cancel.',
}

const columnName = (id: UniqueIdentifier | undefined) =>
  id !== undefined && id in PITCH_STATUS_LABELS ? PITCH_STATUS_LABELS[id as PitchStatus] : null

/** What a screen reader hears while a card is moved, in the words of the board. */
export function boardAnnouncements(find: (id: UniqueIdentifier) => Pitch | undefined): Announcements {
  const cardName = (id: UniqueIdentifier) => {
    const pitch = find(id)
    return pitch ? `Pitch to ${pitch.journalist.full_name}` : 'Pitch'
  }
  const fromColumn = (id: UniqueIdentifier) => columnName(find(id)?.status) ?? 'its column'

  return {
    onDragStart: ({ active }) => `Picked up ${cardName(active.id)} from ${fromColumn(active.id)}.`,
    onDragOver: ({ active, over }) => {
      const column = columnName(over?.id)
      return column
        ? `${cardName(active.id)} is over ${column}.`
        : `${cardName(active.id)} is no longer over a column.`
    },
    onDragEnd: ({ active, over }) => {
      const column = columnName(over?.id)
      if (!column)
        return `${cardName(active.id)} was dropped outside the board and stays in ${fromColumn(active.id)}.`
      return `${cardName(active.id)} was dropped in ${column}.`
    },
    onDragCancel: ({ active }) =>
      `Moving was cancelled. ${cardName(active.id)} stays in ${fromColumn(active.id)}.`,
  }
}
