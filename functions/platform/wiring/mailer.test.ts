import { afterEach, describe, expect, it, vi } from 'vitest'
import { SEND_LEASE_MS } from '../../sending/deliver'
import { parseConfig } from '../config'
import { mailerPort, SES_TIMEOUTS } from './mailer'

const configWith = (variables: Record<string, string> = {}) =>
  parseConfig({
    TABLE_NAME: 't',
    USER_POOL_ID: 'p',
    USER_POOL_CLIENT_ID: 'c',
    ASSETS_BUCKET: 'b',
    ...variables,
  })
const deps = { store: {} as never, now: () => new Date() }

describe('the SES wiring', () => {
  afterEach(() => vi.unstubAllEnvs())

  it("times out well inside a send's lease, so a hung call never outlives its claim", () => {
    const { connectionTimeout, requestTimeout, sendWithin } = SES_TIMEOUTS
    expect(connectionTimeout).toBeLessThanOrEqual(requestTimeout)
    expect(requestTimeout).toBeLessThanOrEqual(sendWithin)
    expect(sendWithin).toBeLessThan(SEND_LEASE_MS)
  })

  it('sends through SES when the configuration says ses, to the local mailbox otherwise', () => {
    vi.stubEnv('PRESSROOM_HOST', undefined)
    // SES does not deduplicate; the mailbox keeps each Message-ID once.
    expect(mailerPort(configWith({ MAIL_TRANSPORT: 'ses' }), deps).deduplicates).toBe(false)
    expect(mailerPort(configWith(), deps).deduplicates).toBe(true)
  })

  it('sends through SES in a Lambda whatever the configuration says', () => {
    vi.stubEnv('PRESSROOM_HOST', 'lambda')
    expect(mailerPort(configWith({ MAIL_TRANSPORT: 'mailbox' }), deps).deduplicates).toBe(false)
  })
})
