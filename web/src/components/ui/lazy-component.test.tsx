// @vitest-environment happy-dom
import { act, Suspense, useEffect, useRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { mount, waitFor } from '../../lib/form-test-harness'
import { lazyComponent, lazyScreen } from './lazy-component'

/** A stand-in for a dialog: focuses its field as it mounts, as the app's dialogs do. */
function Editor({ label }: { label: string }) {
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => field.current?.focus(), [])
  return <input ref={field} aria-label={label} />
}

/** A loader the test answers by hand. */
function deferred() {
  const calls: { resolve(component: typeof Editor): void; reject(error: Error): void }[] = []
  const load = vi.fn(
    () =>
      new Promise<typeof Editor>((resolve, reject) => {
        calls.push({ resolve, reject })
      }),
  )
  return { load, calls }
}

const field = () => document.querySelector('input')

/** Mounts inside an awaited act, as a render that may suspend must be. */
async function mountLazy(element: React.ReactElement) {
  await act(async () => {
    mount(element)
  })
}

describe('a component loaded when it is first wanted', () => {
  it('renders nothing until it has loaded, then itself, loading once', async () => {
    const { load, calls } = deferred()
    const LazyEditor = lazyComponent(load)
    await mountLazy(<LazyEditor label="Subject" />)
    expect(field()).toBeNull()
    await act(async () => calls[0]?.resolve(Editor))
    await waitFor(() => expect(field()?.getAttribute('aria-label')).toBe('Subject'))
    await mountLazy(<LazyEditor label="Body" />)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('shows its fallback in its place while it loads, and only until then', async () => {
    const { load, calls } = deferred()
    const LazyEditor = lazyComponent(load, <p className="placeholder">Loading...</p>)
    await mountLazy(<LazyEditor label="Subject" />)
    expect(document.querySelector('.placeholder')?.textContent).toBe('Loading...')
    await act(async () => calls[0]?.resolve(Editor))
    await waitFor(() => expect(field()).not.toBeNull())
    expect(document.querySelector('.placeholder')).toBeNull()
  })

  it('once preloaded, renders in the same render as a plain import, focus and all', async () => {
    const { load, calls } = deferred()
    const LazyEditor = lazyComponent(load)
    LazyEditor.preload()
    await act(async () => calls[0]?.resolve(Editor))
    mount(<LazyEditor label="Subject" />)
    // No Suspense turn in between: the field is there, focused, when mount returns.
    expect(document.activeElement).toBe(field())
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks again after a failed load instead of keeping the failure', async () => {
    const { load, calls } = deferred()
    const LazyEditor = lazyComponent(load)
    LazyEditor.preload()
    await act(async () => calls[0]?.reject(new TypeError('Failed to fetch dynamically imported module')))
    await mountLazy(<LazyEditor label="Subject" />)
    expect(load).toHaveBeenCalledTimes(2)
    await act(async () => calls[1]?.resolve(Editor))
    await waitFor(() => expect(field()).not.toBeNull())
  })
})

/** A stand-in for a screen: its heading. */
function Screen() {
  return <h1>Sign in to your account</h1>
}

describe('a screen in its own chunk', () => {
  const heading = () => document.querySelector('h1')?.textContent
  const loading = () => document.querySelector('.loading')?.textContent
  const inLayout = (LazyScreen: React.ComponentType) => (
    <Suspense fallback={<p className="loading">Loading...</p>}>
      <LazyScreen />
    </Suspense>
  )

  it("shows the layout's loading state until its chunk comes, the first time it is shown", async () => {
    let arrive = (_: { default: typeof Screen }) => {}
    const LazyScreen = lazyScreen(() => new Promise((resolve) => (arrive = resolve)))
    await mountLazy(inLayout(LazyScreen))
    expect(loading()).toBe('Loading...')
    await act(async () => arrive({ default: Screen }))
    await waitFor(() => expect(heading()).toBe('Sign in to your account'))
  })

  it('once preloaded (as main.tsx does for the first screen), renders in the first render, with no loading state', async () => {
    const load = vi.fn(async () => ({ default: Screen }))
    const LazyScreen = lazyScreen(load)
    await LazyScreen.preload()
    mount(inLayout(LazyScreen))
    expect(heading()).toBe('Sign in to your account')
    expect(loading()).toBeUndefined()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('settles its preload when the chunk cannot be fetched, and asks again when shown', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Screen }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Screen })
    const LazyScreen = lazyScreen(load)
    await expect(LazyScreen.preload()).rejects.toThrow('Failed to fetch')
    await mountLazy(inLayout(LazyScreen))
    await waitFor(() => expect(heading()).toBe('Sign in to your account'))
    expect(load).toHaveBeenCalledTimes(2)
  })
})
