import { describe, expect, it } from 'vitest'
import type { MessageDraft } from './api'
import { failedMessage, withRetryId } from './message-retry'

const draft = (overrides: Partial<MessageDraft> = {}): MessageDraft => ({
  ids: ['p1', 'p2'],
  subject: 'Our launch',
  body: 'We launch on Monday.',
  personalize: true,
  requestId: 'first',
  ...overrides,
})

describe('a bulk message sent again after a failure', () => {
  it('goes with the failed request id when it is the same message', () => {
    const failed = failedMessage(draft())
    expect(withRetryId(failed, draft({ requestId: 'second' })).requestId).toBe('first')
    expect(withRetryId(failed, draft({ requestId: 'second', ids: ['p2', 'p1'] })).requestId).toBe('first')
  })

  it('keeps its own id when anything in it changed, or nothing failed', () => {
    const failed = failedMessage(draft())
    expect(withRetryId(failed, draft({ requestId: 'second', body: 'We launch on Tuesday.' })).requestId).toBe(
      'second',
    )
    expect(withRetryId(failed, draft({ requestId: 'second', ids: ['p1'] })).requestId).toBe('second')
    expect(withRetryId(null, draft({ requestId: 'second' })).requestId).toBe('second')
  })
})
