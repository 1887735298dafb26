// Starts the app on a prerendered page (web/build/prerender-pages.ts) once the page has painted, so
// that nothing but the HTML and its style sheets stands before the first paint: once the first
// contentful paint is on screen, the app's modules (data-preload) and the screen's style sheets
// (data-styles) are asked for all at once, and its entry module (data-entry) added. A page opened in
// a background tab paints nothing, so it starts at once; where no paint is told of within 3 s, it
// starts then. (web/src/lib/after-first-paint.ts waits the same way in the app.)
// (Wrapped: a classic script's top-level names would be the whole page's.)
;(() => {
  const { entry, preload = '', styles = '' } = document.currentScript?.dataset ?? {}
  if (!entry) return

  const add = (tag, attributes) => {
    const element = Object.assign(document.createElement(tag), { crossOrigin: 'anonymous' }, attributes)
    document.head.append(element)
  }
  const start = () => {
    for (const href of preload.split(' ').filter(Boolean)) add('link', { rel: 'modulepreload', href })
    for (const href of styles.split(' ').filter(Boolean)) add('link', { rel: 'stylesheet', href })
    add('script', { type: 'module', src: entry })
  }

  if (document.visibilityState === 'hidden') return start()
  let observer
  const timer = setTimeout(() => {
    observer?.disconnect()
    start()
  }, 3000)
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      clearTimeout(timer)
      start()
    })
    observer.observe({ type: 'paint', buffered: true })
  }
})()
