import { describe, expect, it } from 'vitest'
import { useClockedStack } from '../support/clocked-stack'
import { arrangeJournalists, founderWithPitches, mailbox, waitUntil } from '../support/sending'
import { storeOf } from '../support/store'

const MINUTE = 60_000
const DAY = 86_400_000

/**
 * One message per journalist per day counts the journalist's day: a journalist in Tokyo (UTC+9, no
 * daylight saving) whose midnight is 15:00 UTC. On a stack whose clock the test moves to 23:30 there.
 */
describe("the one-message-a-day rule on the journalist's calendar", () => {
  const clocked = useClockedStack()
  const { api, advanceClock } = clocked
  const advanceTo = async (at: Date) =>
    advanceClock(Math.max(0, at.getTime() - (await advanceClock()).getTime()))

  it('sends again after their midnight though the UTC date is the same, and holds a third until 09:30 their next day', async () => {
    const { ids, domain } = await arrangeJournalists(storeOf(clocked.stack.dataDir), ['aiko'], {
      location: 'Tokyo',
    })
    const founder = await founderWithPitches(api, storeOf(clocked.stack.dataDir), [ids[0]!, ids[0]!, ids[0]!])
    const [first, second, third] = founder.pitches
    const send = async (pitch: { id: string }) =>
      (await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)).body.pitch

    // 14:30 UTC on the next Monday (UTC): 23:30 in Tokyo. A Monday, so the day it waits for is a
    // working day: a held message waits past a weekend (working-hours.test.ts).
    const now = await advanceClock()
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
    const daysToMonday = (8 - now.getUTCDay()) % 7 || 7
    const utcDay = today + daysToMonday * DAY
    await advanceTo(new Date(utcDay + 14 * 60 * MINUTE + 30 * MINUTE))
    expect((await send(first!)).send_status).toBe('sent')

    // 15:30 UTC, the same UTC date: 00:30 the next day in Tokyo, a new day for the journalist.
    await advanceTo(new Date(utcDay + 15 * 60 * MINUTE + 30 * MINUTE))
    expect((await send(second!)).send_status).toBe('sent')

    // 16:00 UTC, 01:00 in Tokyo: the journalist's day is taken, so it waits for 09:30 JST their next
    // day, which is 00:30 UTC two UTC dates on.
    await advanceTo(new Date(utcDay + 16 * 60 * MINUTE))
    const waits = await send(third!)
    expect(waits.send_status).toBe('scheduled')
    const heldUntil = new Date(utcDay + 2 * DAY + 30 * MINUTE)
    expect(waits.scheduled_for).toBe(heldUntil.toISOString())

    const toAiko = async () => (await mailbox(clocked.stack.url)).filter((m) => m.to === `aiko@${domain}`)
    expect(await toAiko()).toHaveLength(2)
    await advanceTo(new Date(heldUntil.getTime() + MINUTE))
    await waitUntil(toAiko, (messages) => messages.length === 3)
  })
})
