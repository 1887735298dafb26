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
  const component = loadedOnce(load)
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, at its top level
  function Loaded(props: P) {
    const Component = component.loaded() ?? use(component.load())
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
  return Object.assign(Lazy, { preload: () => void component.load().catch(() => {}) })
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
  const screen = loadedOnce(() => load().then((module) => module.default))
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module, at its top level
  function Screen() {
    const Component = screen.loaded() ?? use(screen.load())
    return <Component />
  }
  return Object.assign(Screen, { preload: () => screen.load().then(() => undefined) })
}

/**
 * A loader called once, its result kept (`loaded()` reads it synchronously once it has come); a
 * failed load is forgotten, so the next `load()` asks again.
 */
function loadedOnce<T>(load: () => Promise<T>) {
  let loaded: T | undefined
  let loading: Promise<T> | undefined
  return {
    loaded: () => loaded,
    load(): Promise<T> {
      if (!loading) {
        const attempt = load().then((value) => {
          loaded = value
          return value
        })
        attempt.catch(() => {
          if (loading === attempt) loading = undefined
        })
        loading = attempt
      }
      return loading
    },
  }
}

/** Props that preload a lazy component while the pointer is over, or focus is on, what opens it. */
export function preloadOn(component: { preload(): void }) {
  return { onPointerEnter: component.preload, onFocus: component.preload }
}
