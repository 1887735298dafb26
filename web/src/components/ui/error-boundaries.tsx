import { QueryErrorResetBoundary } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary'
import { useLocation } from 'react-router-dom'

export const SCREEN_FAILED = 'Something went wrong'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

function ScreenFallback({ error, resetErrorBoundary }: FallbackProps) {
  return (
    <section className="stack error-fallback" role="alert" aria-labelledby="screen-failed">
      <h1 id="screen-failed">{SCREEN_FAILED}</h1>
      <p className="muted">This screen stopped working: {messageOf(error)}</p>
      <div className="error-fallback-actions">
        <button type="button" className="button button-primary" onClick={resetErrorBoundary}>
          Try again
        </button>
        <a className="button button-secondary" href="/">
          Go to the home page
        </a>
      </div>
    </section>
  )
}

/**
 * A screen that throws while rendering shows what happened and a way to try again, inside the app's
 * frame; moving to another screen clears it. Try again also resets the queries whose error was thrown
 * (`throwOnError`), so they ask the server again instead of throwing the same error at once.
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary FallbackComponent={ScreenFallback} onReset={reset} resetKeys={[pathname]}>
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  )
}

function AppFallback({ error }: FallbackProps) {
  return (
    <main className="page error-fallback" role="alert">
      <h1>{SCREEN_FAILED}</h1>
      <p className="muted">Pressroom stopped working: {messageOf(error)}</p>
      {/* A full load: whatever broke is left behind. */}
      <a className="button button-primary" href="/">
        Go to the home page
      </a>
    </main>
  )
}

/** The last line: anything a screen's own boundary did not catch (the frame itself) still leaves a way home. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary FallbackComponent={AppFallback}>{children}</ErrorBoundary>
}
