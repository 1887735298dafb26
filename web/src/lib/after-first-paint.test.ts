// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint } from './after-first-paint'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** A PerformanceObserver that tells of paints, and lets the test say when one is presented. */
function paintsToldOf() {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = []
  class FakeObserver {
    static supportedEntryTypes = ['paint']
    private readonly own: (typeof observers)[number]
    constructor(callback: PerformanceObserverCallback) {
      this.own = { callback, disconnected: false }
      observers.push(this.own)
    }
    observe() {}
    disconnect() {
      this.own.disconnected = true
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  const paint = (name: string) => {
    const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }
    for (const observer of observers.filter((o) => !o.disconnected))
      observer.callback(list as unknown as PerformanceObserverEntryList, {} as PerformanceObserver)
  }
  return { observers, paint }
}

describe('after the first paint, where paints are told of', () => {
  it('calls back once the first contentful paint is presented, not on an earlier paint, and leaves nothing running', () => {
    vi.useFakeTimers()
    const { observers, paint } = paintsToldOf()
    const then = vi.fn()
    afterFirstPaint(then, 3000)
    paint('first-paint')
    expect(then).not.toHaveBeenCalled()
    paint('first-contentful-paint')
    expect(then).toHaveBeenCalledTimes(1)
    expect(observers.every((observer) => observer.disconnected)).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stops listening when cancelled', () => {
    vi.useFakeTimers()
    const { observers, paint } = paintsToldOf()
    const then = vi.fn()
    afterFirstPaint(then, 3000)()
    paint('first-contentful-paint')
    expect(then).not.toHaveBeenCalled()
    expect(observers.every((observer) => observer.disconnected)).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })
})

// happy-dom paints nothing and tells of no paint, as a hidden tab or a browser without paint timing.
describe('after the first paint, where no paint is told of', () => {
  it('calls back once, when the longest wait is over', () => {
    vi.useFakeTimers()
    const then = vi.fn()
    afterFirstPaint(then, 3000)
    vi.advanceTimersByTime(2999)
    expect(then).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    vi.advanceTimersByTime(10_000)
    expect(then).toHaveBeenCalledTimes(1)
  })

  it('never calls back once cancelled (the component that asked is gone)', () => {
    vi.useFakeTimers()
    const then = vi.fn()
    const cancel = afterFirstPaint(then, 3000)
    cancel()
    vi.advanceTimersByTime(10_000)
    expect(then).not.toHaveBeenCalled()
  })
})
