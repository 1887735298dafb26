import { describe, expect, it } from 'vitest'
import type { BulkJob } from '../../../../shared/contracts/sending'
import { jobDeferrals, jobDetails, jobNotice, jobReasons, jobResult, settledCount } from './job-summary'

const job = (overrides: Partial<BulkJob>): BulkJob => ({
  id: 'j',
  total: 5,
  sent: 0,
  skipped: 0,
  failed: 0,
  deferred: 0,
  reasons: [],
  done: true,
  deferrals: [],
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
      text: '2 of 5 not sent: No e-mail address (1); The journalist has already replied (1). 1 of 5 deferred to a later day',
      tone: 'info',
    })
  })

  it('names when each deferred one goes and why, in the overlay and in the notice that stays', () => {
    // 09:30 on Monday 7 December 2026, on the clock of the browser these tests run in.
    const monday = new Date(2026, 11, 7, 9, 30).toISOString()
    const tuesday = new Date(2026, 11, 8, 9, 30).toISOString()
    const some = job({
      total: 4,
      sent: 1,
      skipped: 1,
      deferred: 2,
      reasons: [{ reason: 'No e-mail address', count: 1 }],
      deferrals: [
        { until: monday, reason: 'One message a day to this journalist', count: 1 },
        { until: tuesday, reason: 'One message a day to this journalist', count: 2 },
      ],
    })
    expect(jobDeferrals(some)).toEqual([
      'Deferred to Mon 09:30: one message a day to this journalist',
      'Deferred to Tue 09:30: one message a day to this journalist (2)',
    ])
    expect(jobDetails(some)).toEqual(['No e-mail address (1)', ...jobDeferrals(some)])
    expect(jobNotice(some)).toEqual({
      text: '1 of 4 not sent: No e-mail address (1). Deferred to Mon 09:30: one message a day to this journalist. Deferred to Tue 09:30: one message a day to this journalist (2)',
      tone: 'info',
    })
    // Nothing left out, one waiting: the notice is its time alone.
    expect(jobNotice(job({ total: 2, sent: 1, deferred: 1, deferrals: [some.deferrals[0]!] }))?.text).toBe(
      'Deferred to Mon 09:30: one message a day to this journalist',
    )
  })

  it('says that some wait for a later day when the job does not know when (made before it kept the times)', () => {
    expect(jobNotice(job({ total: 3, sent: 2, deferred: 1 }))).toEqual({
      text: '1 of 3 deferred to a later day',
      tone: 'info',
    })
  })

  it('is an error when the mail service refused one, and reads without reasons from older jobs', () => {
    expect(jobNotice(job({ sent: 4, failed: 1 }))).toEqual({ text: '1 of 5 not sent', tone: 'error' })
  })
})
