import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { QueueMessage } from './queue-message'
import { RECHECK_GROUP } from './sends-recheck'

const samples = join(import.meta.dirname, 'samples')

describe('the job queue contract', () => {
  // SES's own events (ses-*.json) are not queue messages: ses-delivery-event.test.ts reads them.
  const queueSamples = readdirSync(samples).filter((file) => !file.startsWith('ses-'))
  it.each(queueSamples)('reads the sample %s as the event it names', (file) => {
    const sample = JSON.parse(readFileSync(join(samples, file), 'utf8'))
    expect(QueueMessage.parse(sample)).toEqual(sample)
  })

  it('keeps the correlation id a message carries, and reads one queued before messages carried any', () => {
    const message = { type: 'FollowUpDue', version: 1, userId: 'u-1', actionId: 'a-1' }
    expect(QueueMessage.parse(message)).toEqual(message)
    expect(QueueMessage.parse({ ...message, correlationId: 'req-1' })).toMatchObject({
      correlationId: 'req-1',
    })
  })

  it('refuses a recheck of no sends, or of more than a group', () => {
    const recheck = (sendIds: string[]) => ({ type: 'SendsRecheck', version: 1, userId: 'u-1', sendIds })
    expect(QueueMessage.safeParse(recheck([])).success).toBe(false)
    const ids = Array.from({ length: RECHECK_GROUP + 1 }, (_, i) => `pitch-${i}`)
    expect(QueueMessage.safeParse(recheck(ids.slice(0, RECHECK_GROUP))).success).toBe(true)
    expect(QueueMessage.safeParse(recheck(ids)).success).toBe(false)
  })
})
