/**
 * How long an idle worker waits before it looks again: a little at first, twice as long after each
 * pass that finds nothing, up to `maxMs`; never past a time something is known to fall due, and not
 * at all if something fell due during the pass. Work found starts it over.
 */
export function createIdlePacer(options: { firstMs: number; maxMs: number; now: () => number }) {
  let backoffMs = options.firstMs
  // Times something falls due that no pass has looked at yet.
  let dueTimes: number[] = []
  let wake: (() => void) | undefined

  return {
    /** Something falls due at this time (a message written, a retry's delay, the clock moved). */
    dueAt(ms: number) {
      dueTimes.push(ms)
      wake?.()
    },
    /** A pass starts: it sees whatever is due by now. */
    looking() {
      const now = options.now()
      dueTimes = dueTimes.filter((ms) => ms > now)
    },
    worked() {
      backoffMs = options.firstMs
    },
    /** Resolves when the worker should look again (or at `interrupt`). */
    wait(): Promise<void> {
      const untilDue =
        dueTimes.reduce((soonest, ms) => Math.min(soonest, ms), Number.POSITIVE_INFINITY) - options.now()
      if (untilDue <= 0) return Promise.resolve()
      const waitMs = Math.min(backoffMs, untilDue)
      backoffMs = Math.min(backoffMs * 2, options.maxMs)
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer)
          wake = undefined
          resolve()
        }
        const timer = setTimeout(done, waitMs)
        wake = done
      })
    },
    /** Ends a wait at once (the worker is stopping). */
    interrupt() {
      wake?.()
    },
  }
}
