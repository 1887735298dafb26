import { randomUUID } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { sendRequested } from '../../events/send-requested'
import {
  EARLIEST_LOCAL_SCHEDULE_MS,
  SCHEDULES,
  tableScheduler,
} from '../../functions/adapters/local/table-queue'
import { storeOf } from '../support/store'

/**
 * The embedded stack's scheduler, on its own table. Its clock stands a century ahead, so the stack's
 * poller never finds these schedules due while the test reads them.
 */
describe('the embedded scheduler', () => {
  const store = storeOf(inject('stackDataDir'))
  const now = new Date('2126-01-05T09:00:00.000Z')
  const scheduler = tableScheduler({ store, now: () => now })
  const visibleAt = async (name: string) =>
    (await store.localQueue.get({ queue: SCHEDULES, id: name }).go()).data?.visible_at

  it('fires a schedule due now or in a moment no sooner than a moment after it is made', async () => {
    // Due now, in half a second, and a minute ago.
    const schedules = [0, 500, -60_000].map((offset) => ({
      name: `at-${offset}-${randomUUID()}`,
      at: new Date(now.getTime() + offset),
    }))
    for (const { name, at } of schedules) await scheduler.schedule(name, at, sendRequested('user', 'send'))
    const earliest = new Date(now.getTime() + EARLIEST_LOCAL_SCHEDULE_MS).toISOString()
    for (const { name } of schedules) {
      expect(await visibleAt(name)).toBe(earliest)
      await scheduler.cancel(name)
      expect(await visibleAt(name)).toBeUndefined()
    }
  })

  it('fires a later schedule at its own time', async () => {
    const name = `later-${randomUUID()}`
    const at = new Date(now.getTime() + EARLIEST_LOCAL_SCHEDULE_MS + 1)
    await scheduler.schedule(name, at, sendRequested('user', 'send'))
    expect(await visibleAt(name)).toBe(at.toISOString())
    await scheduler.cancel(name)
  })
})
