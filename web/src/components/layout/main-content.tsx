import { type ReactNode, Suspense, useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { ScreenErrorBoundary } from '../ui/error-boundaries'
import { LoadingState } from '../ui/loading-state'

/** The first stop of the keyboard on every page: straight past the navigation to the screen. */
export function SkipLink() {
  return (
    // biome-ignore lint/a11y/useValidAnchor: a skip link is an in-page link; the click moves focus itself, since following #main alone does not focus it
    <a
      className="skip-link"
      href="#main"
      onClick={(event) => {
        event.preventDefault()
        document.getElementById('main')?.focus()
      }}
    >
      Skip to content
    </a>
  )
}

/**
 * The screen's region, reached by the skip link. When a move to another screen takes away what had
 * focus (the button that generated a pitch and went to /pitches), focus starts at the new screen
 * rather than at the top of the document; a screen that focuses a field of its own keeps it.
 */
export function MainContent({ className, children }: { className: string; children: ReactNode }) {
  const main = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  const arrived = useRef(pathname)
  useEffect(() => {
    if (arrived.current === pathname) return
    arrived.current = pathname
    if (!document.activeElement || document.activeElement === document.body)
      main.current?.focus({ preventScroll: true })
  }, [pathname])
  return (
    <main ref={main} className={className} id="main" tabIndex={-1}>
      <ScreenErrorBoundary>
        <Suspense fallback={<LoadingState />}>{children}</Suspense>
      </ScreenErrorBoundary>
    </main>
  )
}
