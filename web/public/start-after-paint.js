// Starts the app on a prerendered page (web/build/prerender-pages.ts) once the page has painted, so
// that nothing but the HTML and its style sheets stands before the first paint: after the next frame,
// the app's modules (data-preload) are asked for all at once, and its entry module (data-entry) added.
// A page opened in a background tab paints nothing and runs no frames, so it starts at once.
// (Wrapped: a classic script's top-level names would be the whole page's.)
;(() => {
  const { entry, preload = '' } = document.currentScript?.dataset ?? {}

  function start() {
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = 'anonymous'
      link.href = href
      document.head.append(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = 'anonymous'
    script.src = entry
    document.head.append(script)
  }

  if (entry && document.visibilityState === 'hidden') start()
  else if (entry) requestAnimationFrame(() => setTimeout(start))
})()
