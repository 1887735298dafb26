import type { ComponentType } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { type LazyComponent, lazyComponent } from '../ui/lazy-component'

/**
 * A chart's drawing (recharts, about 110 KiB gzip) loaded on demand. A chart cannot be drawn before its
 * figures arrive, so a screen preloads its drawings as it mounts: the chunk downloads while the data is
 * fetched, and the screen's own JavaScript is shown without it (issue 18). Should it arrive after the
 * data, the chart's area shows a spinner at the chart's size, so nothing moves when it is drawn. Should
 * it not arrive at all, the chart's area says so with a way to try again, and the rest of the screen
 * (its figures, the chart's table) stays.
 */
export function lazyChart<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  const Drawing = lazyComponent(
    load,
    <div className="chart-loading">
      <span className="spinner" aria-hidden="true" />
      Loading...
    </div>,
  )
  // biome-ignore lint/correctness/noComponentHookFactories: made once per chart, at a module's top level
  function Chart(props: P) {
    return (
      <ErrorBoundary
        fallbackRender={({ resetErrorBoundary }) => (
          <div className="chart-loading" role="alert">
            The chart could not be loaded.
            <button type="button" className="button button-secondary" onClick={resetErrorBoundary}>
              Try again
            </button>
          </div>
        )}
      >
        <Drawing {...props} />
      </ErrorBoundary>
    )
  }
  return Object.assign(Chart, { preload: Drawing.preload })
}
