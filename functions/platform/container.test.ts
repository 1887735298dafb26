import { describe, expect, it, vi } from 'vitest'
import { threadLink } from '../conversations/forward'
import { NO_LINK_BASE, unsubscribeUrl } from '../sending/deliver/compose'
import { parseConfig } from './config'
import { createContainer, settingsOf } from './container'

const config = parseConfig({
  TABLE_NAME: 'pressroom',
  USER_POOL_ID: 'pool',
  USER_POOL_CLIENT_ID: 'client',
  ASSETS_BUCKET: 'assets',
  APP_URL: 'https://app.example.com/',
  LAUNCH_WEEK_CAP: '12',
})

describe('createContainer', () => {
  it('builds a declared port once, on first use, from the configuration it was given', () => {
    const pages = { fetch: vi.fn() }
    const factory = vi.fn(() => pages as never)
    const deps = createContainer(config, { pages: factory }, 'The test group')
    expect(factory).not.toHaveBeenCalled()
    expect(deps.pages).toBe(pages)
    expect(deps.pages).toBe(pages)
    expect(factory).toHaveBeenCalledTimes(1)
    expect(factory).toHaveBeenCalledWith(config, expect.objectContaining({ store: deps.store }))
  })

  it('refuses a port the handler did not declare, naming both', () => {
    const deps = createContainer(config, {}, 'The test group')
    expect(() => deps.payments).toThrow("The test group does not declare the 'payments' port")
  })

  it('hands use cases the settings they read, not the configuration', () => {
    const { settings } = createContainer(config, {})
    expect(settings).toEqual({
      mailFrom: 'pitches@mail.pressroom.example',
      replyDomain: 'reply.pressroom.example',
      linkBaseUrl: 'https://app.example.com',
      appUrl: 'https://app.example.com',
      launchWeekCap: 12,
      exportInlineBytes: expect.any(Number),
      stripePriceIds: {},
      rateLimits: expect.objectContaining({ signInPerAccount: expect.any(Number) }),
    })
    expect(settings).not.toHaveProperty('TABLE_NAME')
  })

  it('builds no link on localhost through SES: without an app address no message is sent', () => {
    const base = { TABLE_NAME: 't', USER_POOL_ID: 'p', USER_POOL_CLIENT_ID: 'c', ASSETS_BUCKET: 'a' }
    const aws = settingsOf(parseConfig({ ...base, MAIL_TRANSPORT: 'ses' }))
    expect(aws.linkBaseUrl).toBeUndefined()
    expect(() => unsubscribeUrl({ settings: aws }, 'abc')).toThrow(NO_LINK_BASE)
    // A forward to the founder still goes, without the link.
    expect(threadLink(aws, 'p1')).toBeUndefined()

    const withAddress = settingsOf(
      parseConfig({ ...base, MAIL_TRANSPORT: 'ses', APP_URL: 'https://app.acme.test' }),
    )
    expect(unsubscribeUrl({ settings: withAddress }, 'abc')).toBe('https://app.acme.test/api/unsubscribe/abc')
    // The embedded stack's own mailbox, run without one, links to the local server.
    expect(settingsOf(parseConfig(base)).linkBaseUrl).toBe('http://localhost:3000')
  })
})
