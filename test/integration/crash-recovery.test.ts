import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_AUTOMATION_SETTINGS } from '../../shared/contracts/automation'
import { apiAt, signUp } from '../support/api'
import { arrangeJournalists, founderWithPitches, mailbox, waitUntil } from '../support/sending'
import { type RunningStack, removeDataDir, startStack } from '../support/stack'
import { storeOf } from '../support/store'
import { checkoutCompleted, postStripeEvent } from '../support/stripe-events'

/** This run's webhook signing secret, made now: the stack and the test share it across its restarts. */
const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('hex')}`
const PACK_PITCHES = 10 // the 'bulk' pack

/**
 * SIGKILL during a webhook, a kit render and a follow-up fire (a bulk send is
 * test/integration/sending-restart.test.ts), then a restart on the same data: each ends exactly once,
 * nothing lost, nothing left 'generating' or 'sending'. One stack with a test clock, killed three times.
 */
// A test here restarts the stack and then waits up to two minutes for what the dead process held:
// its own time limit is above the sum of its waits, as on a loaded machine they can all be needed.
describe('crash recovery on the embedded stack', { timeout: 240_000 }, () => {
  let stack: RunningStack
  /** How far this test has moved the clock: a restarted process starts from real time again. */
  let clockOffsetMs = 0
  const api = apiAt(() => stack.url)
  const store = () => storeOf(stack.dataDir)
  const env = { PRESSROOM_TEST_CLOCK: '1', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }

  async function advanceClock(ms: number) {
    const response = await fetch(new URL('/dev/clock', stack.url), {
      method: 'POST',
      body: JSON.stringify({ advanceMs: ms }),
    })
    clockOffsetMs += ms
    return new Date(((await response.json()) as { now: string }).now)
  }

  /** SIGKILL, then the same data started again, its clock where it was plus the queue's visibility timeout. */
  async function crashAndRestart() {
    await stack.kill()
    stack = await startStack({ dataDir: stack.dataDir, env })
    const offset = clockOffsetMs
    clockOffsetMs = 0
    // Messages the dead process held come back once their visibility timeout (10 s) has passed.
    await advanceClock(offset + 11_000)
  }

  beforeAll(async () => {
    stack = await startStack({ env })
  })
  afterAll(async () => {
    await stack?.stop()
    if (stack) removeDataDir(stack.dataDir)
  })

  it('applies each of 20 webhook events exactly once when killed mid-delivery and Stripe redelivers them all', async () => {
    const founder = await signUp(api)
    const events = Array.from({ length: 20 }, () => JSON.stringify(checkoutCompleted(founder.id, 'bulk')))
    const deliver = (event: string) =>
      postStripeEvent(stack.url, event, WEBHOOK_SECRET).then(
        (r) => r.status,
        () => 'connection lost',
      )
    const purchased = async () =>
      (await store().profiles.get({ user_id: founder.id }).go()).data?.pitches_purchased ?? 0
    const inFlight = events.map(deliver)
    // Some applied, the rest on their way: the process dies under them.
    await waitUntil(purchased, (n) => n > 0)
    await crashAndRestart()
    const first = await Promise.all(inFlight)
    // Stripe redelivers every event it has no 2xx for; here, every event, to be sure.
    const again = await Promise.all(events.map(deliver))
    expect(again.every((s) => s === 200)).toBe(true)
    expect(await purchased()).toBe(events.length * PACK_PITCHES)
    expect(first.length).toBe(20)
  })

  it('finishes a kit render killed midway: completed once, not left generating', async () => {
    const founder = await signUp(api)
    await api.post(
      '/api/companies',
      { name: 'Crash Kits', short_description: 'Kits that survive.' },
      founder.token,
    )
    const kits = await Promise.all(
      [1, 2, 3].map(
        async () => (await api.post('/api/press-kit/kits', { quickStart: true }, founder.token)).body.kit,
      ),
    )
    for (const kit of kits) {
      const started = await api.put(`/api/press-kit/kits/${kit.id}`, { regenerate: true }, founder.token)
      expect(started.body.kit.status).toBe('generating')
    }
    await crashAndRestart()
    const done = await Promise.all(
      kits.map((kit) =>
        waitUntil(
          async () => (await api.get(`/api/press-kit/kits/${kit.id}`, founder.token)).body.kit,
          (k) => k.status !== 'generating',
          90_000,
        ),
      ),
    )
    for (const kit of done) {
      expect(kit.status).toBe('completed')
      const pdf = await fetch(kit.outputs.pdf.download_url)
      expect(pdf.status).toBe(200)
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-')
    }
  })

  it('sends each of 20 due follow-ups exactly once when killed while they fire', async () => {
    const labels = Array.from({ length: 20 }, (_, i) => `crashfollow${i}`)
    const { ids, domain } = await arrangeJournalists(store(), labels)
    const founder = await founderWithPitches(api, store(), ids)
    await api.put(
      '/api/automation/settings',
      { ...DEFAULT_AUTOMATION_SETTINGS, autoSend: true },
      founder.token,
    )
    for (const pitch of founder.pitches) {
      const sent = await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)
      expect(sent.status).toBe(200)
    }
    const actions = async () =>
      (await api.get('/api/automation/actions', founder.token)).body.actions as {
        status: string
        scheduled_for: string
        attempt_number: number
      }[]
    const firsts = (await waitUntil(actions, (list) => list.length >= 40)).filter(
      (a) => a.attempt_number === 1,
    )
    expect(firsts).toHaveLength(20)
    const lastDue = Math.max(...firsts.map((a) => new Date(a.scheduled_for).getTime()))
    const followUps = async () =>
      (await mailbox(stack.url)).filter(
        (m) => m.to.endsWith(`@${domain}`) && m.message_id.startsWith('followup-'),
      )
    const now = await advanceClock(0)
    await advanceClock(lastDue - now.getTime() + 60_000)
    // Some follow-ups out, the rest firing: the process dies under them.
    await waitUntil(followUps, (list) => list.length > 0, 60_000)
    await crashAndRestart()

    await waitUntil(
      async () => (await actions()).filter((a) => a.attempt_number === 1),
      (list) => list.every((a) => a.status === 'sent'),
      120_000,
    )
    const received = await followUps()
    expect(received.map((m) => m.to).sort()).toEqual(labels.map((l) => `${l}@${domain}`).sort())
    const sends = (await store().sends.query.byUser({ user_id: founder.id }).go({ pages: 'all' })).data
    expect(sends.filter((s) => s.kind === 'follow_up' && s.status === 'sent')).toHaveLength(20)
    expect(sends.filter((s) => s.status === 'sending')).toEqual([])
  })
})
