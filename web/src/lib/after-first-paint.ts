/**
 * Calls `then` once the page's first contentful paint has been presented (at once if it has been), so
 * what `then` asks for stays off the first paint's path; or after `atMostMs` if no paint is told of
 * meanwhile (a hidden tab paints nothing; a browser may not report paints). Returns a cancel function.
 * web/public/start-after-paint.js waits the same way before it starts the app on a prerendered page.
 */
export function afterFirstPaint(then: () => void, atMostMs = 3000): () => void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    observer?.disconnect()
    clearTimeout(timer)
    then()
  }
  const timer = setTimeout(once, atMostMs)
  const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
    ? new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) once()
      })
    : undefined
  observer?.observe({ type: 'paint', buffered: true })
  return () => {
    done = true
    observer?.disconnect()
    clearTimeout(timer)
  }
}
