import { describe, expect, it, vi } from 'vitest'
import { parseConfig } from './config'
import { createContainer } from './container'

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
})
