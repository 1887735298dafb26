import type { ComponentType } from 'react'
import { type LazyComponent, lazyComponent } from '../ui/lazy-component'

/**
 * A chart's drawing (recharts, about 110 KiB gzip) loaded on demand. A chart cannot be drawn before its
 * figures arrive, so a screen preloads its drawings as it mounts: the chunk downloads while the data is
 * fetched, and the screen's own JavaScript is shown without it (issue 18). Should it arrive after the
 * data, the chart's area shows a spinner at the chart's size, so nothing moves when it is drawn.
 */
export function lazyChart<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  return lazyComponent(
    load,
    <div className="chart-loading">
      <span className="spinner" aria-hidden="true" />
      Loading...
    </div>,
  )
}
