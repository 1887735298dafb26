import { describe, expect, it } from 'vitest'
import { hiddenSides } from './side-scroll'

describe('the sides of the board with columns out of view', () => {
  it('hides nothing when the columns fit', () => {
    expect(hiddenSides({ scrollLeft: 0, scrollWidth: 900, clientWidth: 900 })).toEqual({
      before: false,
      after: false,
    })
  })

  it('hides columns to the right at the start, on both sides in between, and to the left at the end', () => {
    const board = { scrollWidth: 1148, clientWidth: 876 }
    expect(hiddenSides({ ...board, scrollLeft: 0 })).toEqual({ before: false, after: true })
    expect(hiddenSides({ ...board, scrollLeft: 120 })).toEqual({ before: true, after: true })
    expect(hiddenSides({ ...board, scrollLeft: 272 })).toEqual({ before: true, after: false })
  })

  it('takes the fraction of a pixel a zoomed page leaves as the end', () => {
    expect(hiddenSides({ scrollLeft: 271.4, scrollWidth: 1148, clientWidth: 876 })).toEqual({
      before: true,
      after: false,
    })
  })
})
