import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const required = {
  TABLE_NAME: 't',
  USER_POOL_ID: 'p',
  USER_POOL_CLIENT_ID: 'c',
  ASSETS_BUCKET: 'b',
}

// Each test reads the configuration afresh: it is read once per container, and a file run before this
// one in the same worker may have read it already.
beforeEach(() => vi.resetModules())
afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

async function configWith(env: Record<string, string>) {
  for (const [key, value] of Object.entries({ ...required, ...env })) vi.stubEnv(key, value)
  const { config } = await import('./config')
  return config()
}

describe('the configuration', () => {
  it('treats settings left empty, as in a copied .env.example, as unset', async () => {
    const env = await configWith({
      OPENAI_API_KEY: '',
      OPENAI_BASE_URL: '',
      STRIPE_SECRET_KEY: '',
      STRIPE_PRICE_IDS: '',
      APP_URL: '',
      LAUNCH_WEEK_CAP: '',
    })
    expect(env).toMatchObject({ OPENAI_MODEL: 'gpt-4o-mini', STRIPE_PRICE_IDS: {}, LAUNCH_WEEK_CAP: 137 })
    expect(env.OPENAI_API_KEY).toBeUndefined()
    expect(env.APP_URL).toBeUndefined()
  })

  it('reads the rate limits, their defaults when unset or empty, and refuses a zero', async () => {
    expect(
      await configWith({ SIGN_UP_LIMIT_PER_ADDRESS: '500', SIGN_IN_LIMIT_PER_ADDRESS: '' }),
    ).toMatchObject({
      SIGN_IN_LIMIT_PER_ACCOUNT: 10,
      SIGN_IN_LIMIT_PER_ADDRESS: 30,
      SIGN_UP_LIMIT_PER_ADDRESS: 500,
    })
    vi.resetModules()
    await expect(configWith({ SIGN_IN_LIMIT_PER_ACCOUNT: '0' })).rejects.toThrow(/SIGN_IN_LIMIT_PER_ACCOUNT/)
  })

  it('reads the Stripe price ids as a map and refuses a missing table name', async () => {
    expect((await configWith({ STRIPE_PRICE_IDS: '{"growth":"price_1"}' })).STRIPE_PRICE_IDS).toEqual({
      growth: 'price_1',
    })
    vi.resetModules()
    await expect(configWith({ TABLE_NAME: '' })).rejects.toThrow(/TABLE_NAME/)
  })
})
