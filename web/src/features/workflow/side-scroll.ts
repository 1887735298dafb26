import { type RefObject, useEffect, useState } from 'react'

/** Which sides of a scroller hide something: columns to its left, columns to its right. */
export interface HiddenSides {
  before: boolean
  after: boolean
}

/**
 * The sides of the board with columns out of view. A pixel of slack each side: a zoomed page leaves a
 * fraction of a pixel that no scroll can take up.
 */
export function hiddenSides({
  scrollLeft,
  scrollWidth,
  clientWidth,
}: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): HiddenSides {
  return { before: scrollLeft > 1, after: scrollLeft + clientWidth < scrollWidth - 1 }
}

/**
 * The board's hidden sides, kept up to date as it scrolls, as the window or a docked panel changes its
 * width, and as its columns grow: the edges that show there is more.
 */
export function useHiddenSides(scroller: RefObject<HTMLElement | null>): HiddenSides {
  const [sides, setSides] = useState<HiddenSides>({ before: false, after: false })
  useEffect(() => {
    const element = scroller.current
    if (!element) return
    const measure = () =>
      setSides((current) => {
        const next = hiddenSides(element)
        return next.before === current.before && next.after === current.after ? current : next
      })
    measure()
    element.addEventListener('scroll', measure, { passive: true })
    const resized = new ResizeObserver(measure)
    resized.observe(element)
    for (const child of element.children) resized.observe(child)
    return () => {
      element.removeEventListener('scroll', measure)
      resized.disconnect()
    }
  }, [scroller])
  return sides
}
