import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiAt } from '../support/api'
import { startFakeOpenAi } from '../support/fake-openai'
import { arrangeJournalists, founderWithPitches, mailbox, rawMessage, waitUntil } from '../support/sending'
import { type RunningStack, removeDataDir, startStack } from '../support/stack'
import { storeOf } from '../support/store'
import { checkoutCompleted, postStripeEvent } from '../support/stripe-events'

const OPENAI_API_KEY = `sk-test-${randomUUID()}`
const STRIPE_WEBHOOK_SECRET = `whsec_${randomUUID().replaceAll('-', '')}`
const KIT_PASSWORD = `kit-${randomUUID()}`
const WRONG_KIT_PASSWORD = `wrong-${randomUUID()}`
const ACCOUNT_PASSWORD = `pw-${randomUUID()}`
const WRONG_PASSWORD = `nope-${randomUUID()}`
/** Sentences only the mail bodies of this test hold. */
/** Letters only: the pitch guardrails refuse figures the company profile does not state. */
const marker = () => randomUUID().replace(/[^a-f]/g, '')
const PITCH_SENTENCE = `Our robots sorted the ${marker()} parcels last night`
const MESSAGE_SENTENCE = `Checking in about ${marker()} before Friday`
/** Makes the fake OpenAI answer nonsense, so the writer's error path logs too. */
let failNext = false

/**
 * A representative slice of the integration suite's traffic, on a stack of its own logging everything it
 * can (LOG_LEVEL=debug), with OpenAI failing once so its error path logs too; then every line is read for
 * the secrets that went through it.
 */
describe('the logs of a stack under real traffic', () => {
  let stack: RunningStack
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>
  const secrets: Record<string, string> = {
    'OpenAI key': OPENAI_API_KEY,
    'Stripe webhook secret': STRIPE_WEBHOOK_SECRET,
    'kit password': KIT_PASSWORD,
    'wrong kit password': WRONG_KIT_PASSWORD,
    'account password': ACCOUNT_PASSWORD,
    'wrong account password': WRONG_PASSWORD,
    'pitch body': PITCH_SENTENCE,
    'bulk message body': MESSAGE_SENTENCE,
  }

  beforeAll(async () => {
    fake = await startFakeOpenAi(() =>
      failNext
        ? 'not json at all'
        : JSON.stringify({
            subject: 'Acme sorts parcels overnight',
            content: `Hi,\n\n${PITCH_SENTENCE}.\n\nAda`,
            angle: 'launch',
          }),
    )
    stack = await startStack({
      env: {
        LOG_LEVEL: 'debug',
        OPENAI_API_KEY,
        OPENAI_BASE_URL: fake.baseURL,
        STRIPE_WEBHOOK_SECRET,
      },
    })
  })
  afterAll(async () => {
    await stack?.stop()
    if (stack) removeDataDir(stack.dataDir)
    await fake?.close()
  })

  it('holds no token, password, key or mail body', async () => {
    const api = apiAt(stack.url)
    const store = storeOf(stack.dataDir)

    // Accounts: sign up, a wrong and a right sign-in, refresh, sign out and use the old token.
    const email = `logs-${randomUUID().slice(0, 8)}@example.com`
    const signedUp = await api.post('/api/auth/signup', { email, password: ACCOUNT_PASSWORD })
    expect(signedUp.status).toBe(201)
    expect((await api.post('/api/auth/login', { email, password: WRONG_PASSWORD })).status).toBe(401)
    const login = await api.post('/api/auth/login', { email, password: ACCOUNT_PASSWORD })
    const refreshed = await api.post('/api/auth/refresh', { refreshToken: login.body.refreshToken })
    expect(refreshed.status).toBe(200)
    secrets['access token'] = signedUp.body.token
    secrets['refresh token'] = login.body.refreshToken
    secrets['second access token'] = login.body.token
    secrets['refreshed access token'] = refreshed.body.token
    await api.post('/api/auth/logout', { refreshToken: signedUp.body.refreshToken }, signedUp.body.token)
    expect((await api.get('/api/auth/me', signedUp.body.token)).status).toBe(401)

    // Pitches through OpenAI (its first answer refused, so its error is logged), sent and bulk messaged.
    const { ids } = await arrangeJournalists(store, ['lee', 'kim'])
    const founder = await founderWithPitches(api, store, ids)
    secrets['founder token'] = founder.token
    const [pitch, other] = founder.pitches.map((p) => p.id)
    await store.profiles.patch({ user_id: founder.id }).set({ pitches_purchased: 5 }).go()
    failNext = true
    const failed = await api.post(
      '/api/pitches/generate',
      { companyId: founder.companyId, journalistId: ids[0] },
      founder.token,
    )
    failNext = false
    expect(failed.status).toBe(502)
    const sent = await api.post(`/api/pitches/${pitch}/send`, {}, founder.token)
    expect(sent.status).toBe(200)
    const message = await api.post(
      '/api/workflow/message',
      { ids: [other], subject: 'Friday', body: `Hi {{firstName}},\n\n${MESSAGE_SENTENCE}.` },
      founder.token,
    )
    expect(message.status).toBeLessThan(300)
    await waitUntil(
      async () => (await mailbox(stack.url)).length,
      (n) => n >= 2,
    )
    const raw = await Promise.all((await mailbox(stack.url)).map((m) => rawMessage(stack.url, m.message_id)))
    expect(raw.join('\n')).toContain(MESSAGE_SENTENCE)

    // A Stripe-like webhook: a good one, and one signed with the wrong secret.
    const event = JSON.stringify(checkoutCompleted(founder.id, 'bulk'))
    const webhook = (secret: string) => postStripeEvent(stack.url, event, secret)
    expect((await webhook(STRIPE_WEBHOOK_SECRET)).status).toBe(200)
    expect((await webhook('whsec_wrong')).status).toBe(400)

    // A kit behind a password: a wrong try and a right one.
    const kit = (await api.post('/api/press-kit/kits', { quickStart: true }, founder.token)).body.kit
    await api.put(`/api/press-kit/kits/${kit.id}`, { password: KIT_PASSWORD, published: true }, founder.token)
    const slug = kit.press_kit_web.slug
    const page = (p: string) => fetch(new URL(`/kit/${slug}?p=${encodeURIComponent(p)}`, stack.url))
    expect((await page(WRONG_KIT_PASSWORD)).status).toBe(401)
    expect((await page(KIT_PASSWORD)).status).toBe(200)
    const validate = await api.get(`/api/press-kit/share/validate/${slug}?password=${WRONG_KIT_PASSWORD}`)
    expect(validate.status).toBeLessThan(500)

    const logs = stack.output()
    // The error paths ran and logged (at debug level everything logs): the scan read real lines.
    expect(logs).toContain('pitch generation failed')
    expect(logs).toContain('pitch writer answer refused')
    const found = Object.entries(secrets).filter(([, secret]) => logs.includes(secret))
    // A token's signature alone is as good as the token to anyone who has the rest.
    const signatures = Object.entries(secrets)
      .filter(([name]) => name.includes('token') && !name.includes('refresh'))
      .filter(([, token]) => logs.includes(token.split('.')[2] ?? '\u0000'))
    expect(found.map(([name]) => name)).toEqual([])
    expect(signatures.map(([name]) => name)).toEqual([])
    expect(logs).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/)
    expect(logs).not.toMatch(/authorization|bearer /i)
  })
})
