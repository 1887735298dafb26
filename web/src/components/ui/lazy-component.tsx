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
  const { Loaded, preload } = suspendingUntilLoaded(load)
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, at its top level
  function Lazy(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    )
  }
  return Object.assign(Lazy, { preload: () => void preload().catch(() => {}) })
}

export type LazyScreen = ComponentType & {
  /** Loads the screen's chunk: resolves once it is there, rejects if it could not be fetched. */
  preload(): Promise<void>
}

/**
 * A screen in its own chunk, as `React.lazy` makes one, suspending to the layout's loading state the
 * first time it is shown, except that once its chunk is loaded it renders at once. main.tsx loads the
 * first screen's chunk before the first render, so a page opened by its address paints whole: not its
 * loading state first, and not held back by the 300 ms React waits before it reveals a screen that
 * replaces a loading state it has just shown. Call it at a module's top level.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  const { Loaded, preload } = suspendingUntilLoaded(() => load().then((module) => module.default))
  return Object.assign(Loaded, { preload: () => preload().then(() => undefined) })
}

/**
 * A component that renders what `load` gives once it has come, and suspends until then. `load` is
 * called once and its component kept; a failed load is forgotten, so the next render or `preload()`
 * asks again.
 */
function suspendingUntilLoaded<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () => {
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
  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy component, at a module's top level
  function Loaded(props: P) {
    const Component = loaded ?? use(preload())
    return <Component {...props} />
  }
  return { Loaded, preload }
}

/** Props that preload a lazy component while the pointer is over, or focus is on, what opens it. */
export function preloadOn(component: { preload(): void }) {
  return { onPointerEnter: component.preload, onFocus: component.preload }
}
