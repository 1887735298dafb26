import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_AUTOMATION_SETTINGS } from '../../shared/contracts/automation'
import { apiAt } from '../support/api'
import {
  arrangeJournalists,
  deliverInbound,
  founderWithPitches,
  hardBounceReport,
  mailbox,
  messageTo,
  replyTo,
  waitUntil,
} from '../support/sending'
import { type RunningStack, removeDataDir, startStack } from '../support/stack'
import { storeOf } from '../support/store'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/**
 * Mail from a journalist (a reply, an out-of-office note, a bounce for their address) whose first
 * delivery died midway: right after its inbound record was written, or after the first of its
 * follow-ups was moved (the test-only crash points PRESSROOM_TEST_CRASH_AT=inbound-recorded and
 * follow-up-moved: SIGKILL there, as a Lambda crash or timeout would stop it). Delivered again on the
 * restarted stack, as SES's receipt → S3 → Lambda retries it, what the message means still happens,
 * once, and a delivery after that is a duplicate.
 */
describe('inbound mail whose first delivery was killed midway', { timeout: 240_000 }, () => {
  let stack: RunningStack
  const env = { PRESSROOM_TEST_CLOCK: '1' }
  const api = apiAt(() => stack.url)
  const store = () => storeOf(stack.dataDir)

  async function clock(advanceMs = 0) {
    const response = await fetch(new URL('/dev/clock', stack.url), {
      method: 'POST',
      body: JSON.stringify({ advanceMs }),
    })
    return new Date(((await response.json()) as { now: string }).now)
  }

  /** The first delivery of `raw`: the process dies under it at the crash point it was started with. */
  async function deliverUntilKilled(raw: string) {
    await expect(deliverInbound(stack.url, raw)).rejects.toThrow()
    await waitUntil(
      async () => stack.exited(),
      (exit) => exit !== undefined,
    )
    expect(stack.exited()).toEqual({ code: null, signal: 'SIGKILL' })
    // The same data started again, without the crash point: the receipt's retry finds it running.
    stack = await startStack({ dataDir: stack.dataDir, env })
  }

  beforeAll(async () => {
    stack = await startStack({ env: { ...env, PRESSROOM_TEST_CRASH_AT: 'inbound-recorded' } })
  })
  afterAll(async () => {
    await stack?.stop()
    if (stack) removeDataDir(stack.dataDir)
  })

  it('marks the pitch replied, cancels its follow-ups and shows the reply once when redelivered', async () => {
    const { ids, domain } = await arrangeJournalists(store(), ['answers', 'silent'])
    const founder = await founderWithPitches(api, store(), ids)
    await api.put(
      '/api/automation/settings',
      { ...DEFAULT_AUTOMATION_SETTINGS, autoSend: true },
      founder.token,
    )
    const pitchTo = (journalistId: string | undefined) => {
      const pitch = founder.pitches.find((p) => p.journalist_id === journalistId)
      if (!pitch) throw new Error(`no pitch to ${journalistId}`)
      return pitch
    }
    // The journalist who answers, and one who never does: their follow-ups fire, so the clock's move
    // is seen to have reached what was scheduled.
    const answered = pitchTo(ids[0])
    const unanswered = pitchTo(ids[1])
    for (const pitch of [answered, unanswered])
      expect((await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)).status).toBe(200)
    type Action = { pitch_id: string; status: string; scheduled_for: string }
    const actionsOf = async (pitchId: string) =>
      ((await api.get('/api/automation/actions', founder.token)).body.actions as Action[]).filter(
        (a) => a.pitch_id === pitchId,
      )
    for (const pitch of [answered, unanswered])
      await waitUntil(
        () => actionsOf(pitch.id),
        (list) => list.length === 2 && list.every((a) => a.status === 'scheduled'),
      )
    // Each pitch's first follow-up, due within the same minute or so: the later of the two.
    const firstDue = Math.max(
      ...(await Promise.all([answered, unanswered].map((p) => actionsOf(p.id)))).map((list) =>
        Math.min(...list.map((a) => Date.parse(a.scheduled_for))),
      ),
    )

    const original = await messageTo(stack.url, `answers@${domain}`)
    const messageId = `<${randomUUID()}@newsdesk.example>`
    const reply = replyTo(original, {
      from: `Reporter One <answers@${domain}>`,
      messageId,
      text: 'Happy to cover this. Can we talk on Thursday?',
    })

    // The first delivery: the process dies under it, its inbound record written and nothing after it.
    await deliverUntilKilled(reply)
    const { data: record } = await store().inbound.get({ inbound_id: messageId }).go()
    expect(record).toMatchObject({ kind: 'human_reply', pitch_id: answered.id })
    const pitchOf = async (pitchId: string) =>
      (
        (await api.get('/api/pitches', founder.token)).body.pitches as {
          id: string
          replied_at: string | null
        }[]
      ).find((p) => p.id === pitchId)
    expect((await pitchOf(answered.id))?.replied_at).toBeNull()
    expect(await actionsOf(answered.id)).toHaveLength(2)

    // The receipt's retry.
    const again = await deliverInbound(stack.url, reply)
    expect(again).toMatchObject({ kind: 'human_reply', pitchId: answered.id })

    const repliedAt = (await pitchOf(answered.id))?.replied_at
    expect(repliedAt).toBe(record?.received_at)
    expect(await actionsOf(answered.id)).toEqual([])
    const thread = async () =>
      (await api.get(`/api/pitches/${answered.id}/conversation`, founder.token)).body.conversation
        .messages as { direction: string; text: string }[]
    const replies = () => thread().then((messages) => messages.filter((m) => m.direction === 'in'))
    expect(await replies()).toMatchObject([{ text: 'Happy to cover this. Can we talk on Thursday?' }])
    const forwards = async () =>
      (await mailbox(stack.url)).filter((m) => m.to === founder.email && m.message_id.startsWith('forward-'))
    expect(await forwards()).toHaveLength(1)

    // Past both first follow-ups' time: the unanswered pitch's goes, the answered pitch's does not.
    const now = await clock()
    await clock(firstDue - now.getTime() + MINUTE)
    const followUpsTo = async (address: string) =>
      (await mailbox(stack.url)).filter((m) => m.to === address && m.message_id.startsWith('followup-'))
    await waitUntil(
      () => followUpsTo(`silent@${domain}`),
      (list) => list.length > 0,
      60_000,
    )
    expect(await followUpsTo(`answers@${domain}`)).toEqual([])
    const sends = (await api.get(`/api/pitches/${answered.id}/sends`, founder.token)).body.sends as {
      kind: string
    }[]
    expect(sends.map((s) => s.kind)).toEqual(['pitch'])

    // Settled: a further delivery is a duplicate and changes nothing.
    expect(await deliverInbound(stack.url, reply)).toMatchObject({ kind: 'human_reply', duplicate: true })
    expect((await pitchOf(answered.id))?.replied_at).toBe(repliedAt)
    expect(await replies()).toHaveLength(1)
    expect(await forwards()).toHaveLength(1)
  })

  it("moves an out-of-office note's follow-ups past the return date in their order when redelivered", async () => {
    await stack.stop()
    stack = await startStack({
      dataDir: stack.dataDir,
      env: { ...env, PRESSROOM_TEST_CRASH_AT: 'follow-up-moved' },
    })
    const { ids, domain } = await arrangeJournalists(store(), ['away'])
    const founder = await founderWithPitches(api, store(), ids)
    await api.put(
      '/api/automation/settings',
      { ...DEFAULT_AUTOMATION_SETTINGS, autoSend: true },
      founder.token,
    )
    const pitch = founder.pitches[0]!
    expect((await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)).status).toBe(200)
    type Action = {
      id: string
      pitch_id: string
      status: string
      scheduled_for: string
      attempt_number: number
    }
    const actions = async () =>
      ((await api.get('/api/automation/actions', founder.token)).body.actions as Action[])
        .filter((a) => a.pitch_id === pitch.id)
        .sort((a, b) => a.attempt_number - b.attempt_number)
    const before = await waitUntil(
      actions,
      (list) => list.length === 2 && list.every((a) => a.status === 'scheduled'),
    )
    // Back after both follow-ups' times (three and seven days on).
    const back = new Date((await clock()).getTime() + 10 * DAY)
    expect(before.every((a) => Date.parse(a.scheduled_for) < back.getTime())).toBe(true)
    const backText = back.toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    })
    const note = [
      `From: away@${domain}`,
      'To: someone@elsewhere.example',
      `Subject: Out of office: ${pitch.subject}`,
      'Auto-Submitted: auto-replied',
      `Message-ID: <${randomUUID()}@news.example>`,
      '',
      `I am out of the office until ${backText}.`,
    ].join('\r\n')

    // The first delivery moves the first follow-up past the return date and dies before the second.
    await deliverUntilKilled(note)
    const [first, second] = await actions()
    expect(Date.parse(first?.scheduled_for ?? '')).toBeGreaterThan(back.getTime())
    expect(second?.scheduled_for).toBe(before[1]?.scheduled_for)

    expect(await deliverInbound(stack.url, note)).toMatchObject({ kind: 'out_of_office', duplicate: false })
    const moved = await actions()
    expect(moved.map((a) => [a.attempt_number, a.status])).toEqual([
      [1, 'scheduled'],
      [2, 'scheduled'],
    ])
    // The first where the stopped delivery put it, the second after it, both after the return.
    expect(moved[0]?.scheduled_for).toBe(first?.scheduled_for)
    expect(Date.parse(moved[1]?.scheduled_for ?? '')).toBeGreaterThan(
      Date.parse(moved[0]?.scheduled_for ?? ''),
    )

    expect(await deliverInbound(stack.url, note)).toMatchObject({ kind: 'out_of_office', duplicate: true })
    expect(await actions()).toEqual(moved)
  })

  it("suppresses a hard bounce's address and marks its send bounced when redelivered", async () => {
    await stack.stop()
    stack = await startStack({
      dataDir: stack.dataDir,
      env: { ...env, PRESSROOM_TEST_CRASH_AT: 'inbound-recorded' },
    })
    const { ids, domain } = await arrangeJournalists(store(), ['gone'])
    const founder = await founderWithPitches(api, store(), ids)
    const pitch = founder.pitches[0]!
    expect((await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)).status).toBe(200)
    const address = `gone@${domain}`
    const sent = (await mailbox(stack.url)).find((m) => m.to === address)
    const dsn = hardBounceReport(address, sent?.message_id)
    const suppressed = async () => (await store().suppressions.get({ email: address }).go()).data?.reason
    const sendStatus = async () =>
      (
        (await api.get(`/api/pitches/${pitch.id}/sends`, founder.token)).body.sends as { status: string }[]
      ).map((s) => s.status)

    await deliverUntilKilled(dsn)
    expect(await suppressed()).toBeUndefined()
    expect(await sendStatus()).toEqual(['sent'])

    expect(await deliverInbound(stack.url, dsn)).toMatchObject({ kind: 'bounce_hard', duplicate: false })
    expect(await suppressed()).toBe('hard_bounce')
    expect(await sendStatus()).toEqual(['bounced'])
    const health = async () => (await api.get('/api/sending/health', founder.token)).body.health
    expect((await health()).last_30_days).toMatchObject({ sent: 1, bounced: 1 })

    expect(await deliverInbound(stack.url, dsn)).toMatchObject({ kind: 'bounce_hard', duplicate: true })
    expect(await sendStatus()).toEqual(['bounced'])
    expect((await health()).last_30_days).toMatchObject({ sent: 1, bounced: 1 })
  })
})
