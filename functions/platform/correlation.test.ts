import { describe, expect, it } from 'vitest'
import { followUpDue } from '../../events/follow-up-due'
import type { QueueMessage } from '../../events/queue-message'
import { sendRequested } from '../../events/send-requested'
import { correlatedQueue, correlatedScheduler, correlationIdOf, withCorrelationId } from './correlation'

/** A queue and a scheduler that keep what they are handed. */
function handedOn() {
  const queued: QueueMessage[] = []
  const scheduled: QueueMessage[] = []
  return {
    queued,
    scheduled,
    queue: correlatedQueue({ enqueue: async (messages) => void queued.push(...messages) }),
    scheduler: correlatedScheduler({
      schedule: async (_name, _at, message) => void scheduled.push(message),
      cancel: async () => {},
    }),
  }
}

describe('the correlation id', () => {
  it('goes with what the work in hand queues and schedules', async () => {
    const { queue, scheduler, queued, scheduled } = handedOn()
    await withCorrelationId('req-1', async () => {
      await queue.enqueue([sendRequested('u-1', 's-1')])
      await scheduler.schedule('followup-a', new Date(), followUpDue('u-1', 'a'))
    })
    expect(queued).toEqual([{ ...sendRequested('u-1', 's-1'), correlationId: 'req-1' }])
    expect(scheduled).toEqual([{ ...followUpDue('u-1', 'a'), correlationId: 'req-1' }])
  })

  it('leaves the one a message carries already, and adds none outside any work', async () => {
    const { queue, queued } = handedOn()
    const carried = { ...sendRequested('u-1', 's-1'), correlationId: 'first-request' }
    await withCorrelationId('req-2', () => queue.enqueue([carried]))
    await queue.enqueue([sendRequested('u-1', 's-2')])
    expect(queued).toEqual([carried, sendRequested('u-1', 's-2')])
  })

  it("of a queue record is its message's, else the record's own message id", () => {
    const record = (body: string) => ({ body, messageId: 'sqs-1' })
    expect(correlationIdOf(record(JSON.stringify({ correlationId: 'req-1' })))).toBe('req-1')
    expect(correlationIdOf(record(JSON.stringify(sendRequested('u-1', 's-1'))))).toBe('sqs-1')
    expect(correlationIdOf(record('not json'))).toBe('sqs-1')
  })
})
