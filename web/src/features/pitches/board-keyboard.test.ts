import type { KeyboardCoordinateGetter } from '@dnd-kit/core'
import { describe, expect, it } from 'vitest'
import { columnCoordinates } from './board-keyboard'

type Args = Parameters<KeyboardCoordinateGetter>[1]

const rect = (left: number) => ({ left, top: 100, width: 200, height: 600, right: left + 200, bottom: 700 })

/** Five 200 px columns 20 px apart, and a 180 px card lifted from the one it is over. */
function lifted(over: string | null): Args {
  const droppableRects = new Map(
    ['archived', 'drafted', 'pitched', 'reviewed', 'picked_up'].map((id) => [
      id,
      rect({ drafted: 0, reviewed: 220, pitched: 440, picked_up: 660, archived: 880 }[id] ?? 0),
    ]),
  )
  const context = {
    active: { id: 'p1', data: { current: { status: 'drafted' } } },
    over: over ? { id: over } : null,
    droppableRects,
    collisionRect: { left: 10, top: 150, width: 180, height: 120, right: 190, bottom: 270 },
  }
  return { active: 'p1', currentCoordinates: { x: 10, y: 150 }, context } as unknown as Args
}

const press = (code: string) => {
  let prevented = false
  const event = { code, preventDefault: () => (prevented = true) } as unknown as KeyboardEvent
  return { event, prevented: () => prevented }
}

describe('moving a lifted card with the arrow keys', () => {
  it('centres the card on the next column to the right, in board order', () => {
    const key = press('ArrowRight')
    expect(columnCoordinates(key.event, lifted('drafted'))).toEqual({ x: 230, y: 150 })
    expect(key.prevented()).toBe(true)
    expect(columnCoordinates(press('ArrowRight').event, lifted('pitched'))).toEqual({ x: 670, y: 150 })
  })

  it('goes left from the column it is over, and falls back to its own column before it is over one', () => {
    expect(columnCoordinates(press('ArrowLeft').event, lifted('reviewed'))).toEqual({ x: 10, y: 150 })
    expect(columnCoordinates(press('ArrowRight').event, lifted(null))).toEqual({ x: 230, y: 150 })
  })

  it('stays put at either end of the board and ignores up and down', () => {
    expect(columnCoordinates(press('ArrowLeft').event, lifted('drafted'))).toEqual({ x: 10, y: 150 })
    expect(columnCoordinates(press('ArrowRight').event, lifted('archived'))).toEqual({ x: 10, y: 150 })
    const down = press('ArrowDown')
    expect(columnCoordinates(down.event, lifted('drafted'))).toBeUndefined()
    expect(down.prevented()).toBe(true)
  })
})
