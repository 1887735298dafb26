import { afterAll, beforeAll } from 'vitest'
import { apiAt } from './api'
import { type RunningStack, removeDataDir, startStack } from './stack'

/**
 * A stack of the test file's own whose clock the test moves forward (the test-only /dev/clock), for
 * what is days or minutes away: follow-ups, pauses, rate-limit windows. Started before the file's tests,
 * stopped and removed after them.
 */
export function useClockedStack(env: Record<string, string> = {}) {
  let stack: RunningStack | undefined
  beforeAll(async () => {
    stack = await startStack({ env: { PRESSROOM_TEST_CLOCK: '1', ...env } })
  })
  afterAll(async () => {
    await stack?.stop()
    if (stack) removeDataDir(stack.dataDir)
  })
  const running = () => {
    if (!stack) throw new Error('the clocked stack is not started yet')
    return stack
  }
  return {
    get stack() {
      return running()
    },
    api: apiAt(() => running().url),
    /** Moves the stack's clock forward by `advanceMs` (0 reads it) and answers its time. */
    async advanceClock(advanceMs = 0): Promise<Date> {
      const response = await fetch(new URL('/dev/clock', running().url), {
        method: 'POST',
        body: JSON.stringify({ advanceMs }),
      })
      return new Date(((await response.json()) as { now: string }).now)
    },
  }
}
