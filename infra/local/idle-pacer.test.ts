import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createIdlePacer } from './idle-pacer'

/** How long a wait of the pacer lasts on the fake clock. */
async function lengthOf(wait: Promise<void>) {
  const started = Date.now()
  let over = false
  void wait.then(() => {
    over = true
  })
  while (!over) await vi.advanceTimersToNextTimerAsync()
  return Date.now() - started
}

describe('the idle pacer of the local workers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-12-02T09:00:00Z') })
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  const pacer = () => createIdlePacer({ firstMs: 150, maxMs: 1_000, now: Date.now })
  /** A pass of the worker that finds nothing, then its wait, as the workers' loop runs them. */
  const emptyPass = (idle: ReturnType<typeof pacer>) => {
    idle.looking()
    return lengthOf(idle.wait())
  }

  it('waits twice as long after each empty pass, up to the longest wait, and starts over on work', async () => {
    const idle = pacer()
    const waits = []
    for (let pass = 0; pass < 5; pass += 1) waits.push(await emptyPass(idle))
    expect(waits).toEqual([150, 300, 600, 1_000, 1_000])
    idle.worked()
    expect(await emptyPass(idle)).toBe(150)
  })

  it('wakes at once for something due now, and at its time for something due sooner than the wait', async () => {
    const idle = pacer()
    for (let pass = 0; pass < 4; pass += 1) await emptyPass(idle)

    const waiting = idle.wait()
    await vi.advanceTimersByTimeAsync(100)
    idle.dueAt(Date.now())
    expect(await lengthOf(waiting)).toBe(0)
    // The pass after it finds the message; two more fall due, in 40 ms and in 70.
    idle.looking()
    idle.worked()
    idle.dueAt(Date.now() + 70)
    idle.dueAt(Date.now() + 40)
    expect(await lengthOf(idle.wait())).toBe(40)
    expect(await emptyPass(idle)).toBe(30)
    expect(await emptyPass(idle)).toBe(600)
  })

  it('looks again at once when something fell due during the pass', async () => {
    const idle = pacer()
    idle.looking()
    idle.dueAt(Date.now())
    expect(await lengthOf(idle.wait())).toBe(0)
    expect(await emptyPass(idle)).toBe(150)
  })

  it('ends a wait when interrupted', async () => {
    const idle = pacer()
    const waiting = idle.wait()
    idle.interrupt()
    expect(await lengthOf(waiting)).toBe(0)
  })
})
