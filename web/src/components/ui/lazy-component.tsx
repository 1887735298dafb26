import { type ComponentType, type ReactNode, Suspense, use } from 'react'

export type LazyComponent<P> = ComponentType<P> & {
  /** Starts loading it now (on hover or focus of what opens it), so it is there when asked for. */
  preload(): void
}

/**
 * A component that loads the first time it is wanted, for what a screen does not show before the
 * founder asks for it: a dialog, an editor, the form inside it (issue 18). Once loaded (preloaded on
 * hover or focus of what opens it) it renders at once, as a plain import would, so focus moves in the
 * same render as before; asked for sooner, it renders nothing until it has loaded (focus stays on what
 * opened it). A failed load is forgotten, so the next attempt asks again; while rendering, it reaches
 * the screen's error boundary, as a screen's own chunk would. Call it at a module's top level.
 * `fallback` is shown while it loads (a chart's area keeps its size); nothing by default.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const once = () => {
    if (!loading) {
      const attempt = load().then((component) => {
        loaded = component
        return component
      })
      attempt.catch(() => {
        if (loading === attempt) loading = undefined
      })
      loading = attempt
    }
    return loading
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, at its top level
  function Loaded(props: P) {
    const Component = loaded ?? use(once())
    return <Component {...props} />
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, at its top level
  function Lazy(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    )
  }
  return Object.assign(Lazy, { preload: () => void once().catch(() => {}) })
}

/** Props that preload a lazy component while the pointer is over, or focus is on, what opens it. */
export function preloadOn(component: { preload(): void }) {
  return { onPointerEnter: component.preload, onFocus: component.preload }
}
