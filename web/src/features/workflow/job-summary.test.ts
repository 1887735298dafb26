import { describe, expect, it } from 'vitest'
import type { BulkJob } from '../../../../shared/contracts/sending'
import { jobNotice, jobReasons, jobResult, settledCount } from './job-summary'

const job = (overrides: Partial<BulkJob>): BulkJob => ({
  id: 'j',
  total: 5,
  sent: 0,
  skipped: 0,
  failed: 0,
  deferred: 0,
  reasons: [],
  done: true,
  ...overrides,
})

describe('a finished bulk job, in words', () => {
  it('says nothing more when every item went', () => {
    const all = job({ sent: 5 })
    expect(settledCount(all)).toBe(5)
    expect(jobResult(all)).toBe('Sent 5')
    expect(jobReasons(all)).toEqual([])
    expect(jobNotice(all)).toBeUndefined()
  })

  it('counts what did not go and says why, as information when nothing failed', () => {
    const some = job({
      sent: 2,
      skipped: 2,
      deferred: 1,
      reasons: [
        { reason: 'No e-mail address', count: 1 },
        { reason: 'The journalist has already replied', count: 1 },
      ],
    })
    expect(settledCount(some)).toBe(5)
    expect(jobResult(some)).toBe('Sent 2 · skipped 2 · deferred 1')
    expect(jobReasons(some)).toEqual(['No e-mail address (1)', 'The journalist has already replied (1)'])
    expect(jobNotice(some)).toEqual({
      text: '2 of 5 not sent: No e-mail address (1); The journalist has already replied (1)',
      tone: 'info',
    })
  })

  it('is an error when the mail service refused one, and reads without reasons from older jobs', () => {
    expect(jobNotice(job({ sent: 4, failed: 1 }))).toEqual({ text: '1 of 5 not sent', tone: 'error' })
  })
})
