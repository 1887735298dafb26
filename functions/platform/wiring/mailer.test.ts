import { describe, expect, it } from 'vitest'
import { SEND_LEASE_MS } from '../../sending/deliver'
import { SES_TIMEOUTS } from './mailer'

describe('the SES wiring', () => {
  it("times out well inside a send's lease, so a hung call never outlives its claim", () => {
    const { connectionTimeout, requestTimeout, sendWithin } = SES_TIMEOUTS
    expect(connectionTimeout).toBeLessThanOrEqual(requestTimeout)
    expect(requestTimeout).toBeLessThanOrEqual(sendWithin)
    expect(sendWithin).toBeLessThan(SEND_LEASE_MS)
  })
})
