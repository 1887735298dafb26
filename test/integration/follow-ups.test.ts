import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { followUpDue } from '../../events/follow-up-due'
import { tableScheduler } from '../../functions/adapters/local/table-queue'
import { movePitch } from '../../functions/pitches/move-pitch'
import { DEFAULT_AUTOMATION_SETTINGS } from '../../shared/contracts/automation'
import { ACCOUNT_BLOCKED_MESSAGE } from '../../shared/domain/account'
import { followUpDueDates } from '../../shared/domain/follow-ups'
import { type Api, apiAt } from '../support/api'
import {
  arrangeJournalists,
  deliverInbound,
  founderWithPitches,
  mailbox,
  waitUntil,
} from '../support/sending'
import { type RunningStack, removeDataDir, startStack } from '../support/stack'
import { storeOf } from '../support/store'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * Follow-ups due at once in the everyday suite: more than one pass of the local scheduler (50) and of
 * the queue's consumers (4 batches of 10). FOLLOW_UPS_AT_ONCE=1000 for the full size, which
 * `npm run bench:follow-ups` also measures (README, "Testing").
 */
const AT_ONCE = Number(process.env.FOLLOW_UPS_AT_ONCE ?? 150)

/** Follow-ups are days away: this file's stack has a clock that is moved forward instead of waited for. */
let stack: RunningStack
let api: Api
const store = () => storeOf(stack.dataDir)

beforeAll(async () => {
  stack = await startStack({ env: { PRESSROOM_TEST_CLOCK: '1' } })
  api = apiAt(stack.url)
})
afterAll(async () => {
  await stack?.stop()
  if (stack) removeDataDir(stack.dataDir)
})

async function clock(advanceMs = 0): Promise<Date> {
  const response = await fetch(new URL('/dev/clock', stack.url), {
    method: 'POST',
    body: JSON.stringify({ advanceMs }),
  })
  return new Date(((await response.json()) as { now: string }).now)
}
const advanceTo = async (at: Date) => clock(Math.max(0, at.getTime() - (await clock()).getTime()))

describe('follow-up automation', () => {
  /** A founder who pitched one journalist in London by sending the pitch now. */
  async function pitched(options: { autoSend: boolean }) {
    const { ids, domain } = await arrangeJournalists(store(), ['lee'])
    const founder = await founderWithPitches(api, store(), ids)
    await api.put(
      '/api/automation/settings',
      { ...DEFAULT_AUTOMATION_SETTINGS, autoSend: options.autoSend },
      founder.token,
    )
    const pitch = founder.pitches[0]!
    const sent = await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)
    expect(sent.body.pitch).toMatchObject({ status: 'pitched', send_status: 'sent' })
    const actions = async () =>
      (await api.get('/api/automation/actions', founder.token)).body.actions as any[]
    const followUpsTo = async () =>
      (await mailbox(stack.url)).filter(
        (m) => m.to === `lee@${domain}` && m.message_id.startsWith('followup-'),
      )
    return {
      founder,
      pitch,
      sentAt: new Date(sent.body.pitch.sent_at),
      actions,
      followUpsTo,
      address: `lee@${domain}`,
    }
  }

  it('schedules two follow-ups at +3 and +7 days on working days when a pitch is sent', async () => {
    const { sentAt, actions } = await pitched({ autoSend: false })
    const expected = followUpDueDates(sentAt, DEFAULT_AUTOMATION_SETTINGS, 'Europe/London')
    const list = await actions()
    expect(list.map((a) => [a.type, a.template, a.status, a.scheduled_for, a.attempt_number])).toEqual([
      ['reminder', 'gentle_reminder', 'scheduled', expected[0]!.dueAt.toISOString(), 1],
      ['reminder', 'check_in', 'scheduled', expected[1]!.dueAt.toISOString(), 2],
    ])
    expect(list[0].journalist).toMatchObject({ name: 'Reporter 1', publication: 'The Test Gazette' })
  })

  it('sends one follow-up in the thread when it comes due, even when its schedule fires twice', async () => {
    const { founder, actions, followUpsTo, pitch } = await pitched({ autoSend: true })
    const [first] = await actions()
    await advanceTo(new Date(new Date(first.scheduled_for).getTime() + 60_000))
    // A second delivery of the same schedule, as EventBridge may do.
    const body = JSON.stringify(followUpDue(founder.id, first.id))
    const visible_at = (await clock()).toISOString()
    await Promise.all(
      ['x', 'y'].map((copy) =>
        store()
          .localQueue.create({ queue: 'send', id: `dup-${first.id}-${copy}`, body, visible_at })
          .go(),
      ),
    )
    await waitUntil(followUpsTo, (m) => m.length >= 1)
    await waitUntil(
      async () => (await store().localQueue.query.byVisibility({ queue: 'send', state: 'ready' }).go()).data,
      (left) => !left.some((m) => m.id.startsWith(`dup-${first.id}`)),
    )
    expect(await followUpsTo()).toHaveLength(1)
    const remaining = await actions()
    expect(remaining.map((a) => a.template)).toEqual(['check_in'])
    const sends = (await api.get(`/api/pitches/${pitch.id}/sends`, founder.token)).body.sends
    expect(sends.find((s: any) => s.kind === 'follow_up')).toMatchObject({
      status: 'sent',
      template: 'gentle_reminder',
    })
  })

  it('gives a card moved to Pitched unsent only reminders, never a follow-up, until Pressroom sends it', async () => {
    const { ids, domain } = await arrangeJournalists(store(), ['never'])
    const founder = await founderWithPitches(api, store(), ids)
    await api.put(
      '/api/automation/settings',
      { ...DEFAULT_AUTOMATION_SETTINGS, autoSend: true },
      founder.token,
    )
    const pitch = founder.pitches[0]!
    const moved = await api.post('/api/workflow/move', { ids: [pitch.id], status: 'pitched' }, founder.token)
    expect(moved.status).toBe(200)
    const actions = async () =>
      ((await api.get('/api/automation/actions', founder.token)).body.actions as any[]).filter(
        (a) => a.pitch_id === pitch.id,
      )
    const [first, second] = await actions()
    expect([first?.type, second?.type]).toEqual(['reminder', 'reminder'])

    // Due, it mails nothing: there is no message of Pressroom's to follow up.
    await advanceTo(new Date(new Date(first.scheduled_for).getTime() + 60_000))
    const toJournalist = async () => (await mailbox(stack.url)).filter((m) => m.to === `never@${domain}`)
    expect(await toJournalist()).toEqual([])

    // Sent now, the pitch goes, and with auto-send on the reminder still ahead becomes a follow-up.
    const sent = await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)
    expect(sent.body.pitch).toMatchObject({ status: 'pitched', send_status: 'sent' })
    await waitUntil(actions, (list) => list.some((a) => a.id === second.id && a.type === 'followup'))
    expect(await toJournalist()).toHaveLength(1)
  })

  it('sends nothing for a founder the operator blocked: the due follow-up is skipped', async () => {
    const { founder, actions, followUpsTo, pitch } = await pitched({ autoSend: true })
    const [first] = await actions()
    const admin = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin.ts', 'block', founder.email, '--data-dir', stack.dataDir],
      { encoding: 'utf8' },
    )
    expect(admin.stdout).toContain(`${founder.email} is blocked.`)
    expect(await api.get('/api/automation/actions', founder.token)).toMatchObject({
      status: 403,
      body: { message: ACCOUNT_BLOCKED_MESSAGE },
    })
    await advanceTo(new Date(new Date(first.scheduled_for).getTime() + 60_000))
    const followUp = async () =>
      (await store().sends.query.byUser({ user_id: founder.id }).go()).data.find(
        (s) => s.kind === 'follow_up',
      )
    await waitUntil(followUp, (send) => send?.status === 'skipped')
    expect(await followUpsTo()).toEqual([])
    spawnSync(process.execPath, [
      '--import',
      'tsx',
      'scripts/admin.ts',
      'unblock',
      founder.email,
      '--data-dir',
      stack.dataDir,
    ])
    expect((await api.get(`/api/pitches/${pitch.id}/sends`, founder.token)).status).toBe(200)
  })

  it('holds follow-ups while paused globally and sends them after resume', async () => {
    const { founder, actions, followUpsTo, pitch } = await pitched({ autoSend: true })
    const paused = await api.post(
      '/api/automation/pauses',
      { scope: 'global', reason: 'Launch week' },
      founder.token,
    )
    expect(paused.body.pauses.globalPause).toEqual({
      isPaused: true,
      resumeDate: null,
      reason: 'Launch week',
    })
    const [first, second] = await actions()
    await advanceTo(new Date(new Date(second.scheduled_for).getTime() + 60_000))
    await waitUntil(actions, (list) => list.length === 2 && list.every((a) => a.status === 'paused'))
    expect(await followUpsTo()).toHaveLength(0)

    await api.delete('/api/automation/pauses/global', founder.token)
    const resumed = await actions()
    expect(resumed.map((a) => [a.template, a.status])).toEqual([
      ['gentle_reminder', 'scheduled'],
      ['check_in', 'scheduled'],
    ])
    // Both past due: the first at the journalist's next working time, the second as many days after
    // it as it was scheduled after it, so they go in their order and never on the same day.
    const [firstAt, secondAt] = resumed.map((a) => new Date(a.scheduled_for).getTime())
    const resumedAt = await clock()
    expect(firstAt! - resumedAt.getTime()).toBeLessThan(3 * DAY)
    const gap = new Date(second.scheduled_for).getTime() - new Date(first.scheduled_for).getTime()
    expect(secondAt! - firstAt!).toBeGreaterThanOrEqual(gap - HOUR)

    const templatesMailed = async () => {
      const { sends } = (await api.get(`/api/pitches/${pitch.id}/sends`, founder.token)).body
      return (sends as any[])
        .filter((s) => s.kind === 'follow_up' && s.status === 'sent')
        .map((s) => s.template)
    }
    await advanceTo(new Date(firstAt! + 60_000))
    await waitUntil(templatesMailed, (mailed) => mailed.length === 1)
    expect(await templatesMailed()).toEqual(['gentle_reminder'])
    expect((await actions()).map((a) => a.template)).toEqual(['check_in'])
    await advanceTo(new Date(secondAt! + 60_000))
    await waitUntil(templatesMailed, (mailed) => mailed.length === 2)
    expect((await templatesMailed()).sort()).toEqual(['check_in', 'gentle_reminder'])
    expect(await followUpsTo()).toHaveLength(2)
  })

  it('cancels every remaining follow-up of a pitch when the journalist replies', async () => {
    const { founder, actions, address, pitch } = await pitched({ autoSend: true })
    expect(await actions()).toHaveLength(2)
    const reply = [
      `From: ${address}`,
      'To: someone@elsewhere.example',
      `Subject: Re: ${pitch.subject}`,
      `Message-ID: <${crypto.randomUUID()}@news.example>`,
      '',
      'Interesting, tell me more.',
    ].join('\r\n')
    expect(await deliverInbound(stack.url, reply)).toMatchObject({ kind: 'human_reply', pitchId: pitch.id })
    expect(await actions()).toEqual([])
    expect(founder).toBeTruthy()
  })

  it('holds a follow-up until the working day after an out-of-office return date', async () => {
    const { actions, address, pitch, followUpsTo } = await pitched({ autoSend: true })
    const now = await clock()
    const back = new Date(now.getTime() + 10 * DAY)
    const backText = back.toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    })
    const ooo = [
      `From: ${address}`,
      'To: someone@elsewhere.example',
      `Subject: Out of office: ${pitch.subject}`,
      'Auto-Submitted: auto-replied',
      `Message-ID: <${crypto.randomUUID()}@news.example>`,
      '',
      `I am out of the office until ${backText}.`,
    ].join('\r\n')
    expect(await deliverInbound(stack.url, ooo)).toMatchObject({ kind: 'out_of_office' })
    const [first] = await actions()
    await advanceTo(new Date(new Date(first.scheduled_for).getTime() + 60_000))
    const heldAction = (list: any[]) => list.find((a) => a.id === first.id)
    const held = heldAction(
      await waitUntil(actions, (list) => new Date(heldAction(list)?.scheduled_for) > back),
    )
    expect(held.status).toBe('scheduled')
    expect(await followUpsTo()).toHaveLength(0)
  })

  it('pauses, resumes and cancels single actions', async () => {
    const { founder, actions } = await pitched({ autoSend: false })
    const [first, second] = await actions()
    const paused = await api.post(
      `/api/automation/actions/${encodeURIComponent(first.id)}/pause`,
      {},
      founder.token,
    )
    expect(paused.body.action.status).toBe('paused')
    const resumed = await api.post(
      `/api/automation/actions/${encodeURIComponent(first.id)}/resume`,
      {},
      founder.token,
    )
    expect(resumed.body.action).toMatchObject({ status: 'scheduled', scheduled_for: first.scheduled_for })
    expect(
      (await api.delete(`/api/automation/actions/${encodeURIComponent(second.id)}`, founder.token)).status,
    ).toBe(204)
    expect((await actions()).map((a) => a.id)).toEqual([first.id])
    const other = await founderWithPitches(api, store(), [])
    expect(
      (await api.post(`/api/automation/actions/${encodeURIComponent(first.id)}/pause`, {}, other.token))
        .status,
    ).toBe(404)
  })

  it('refuses settings with an unknown placeholder or days out of range, and changes nothing', async () => {
    const founder = await founderWithPitches(api, store(), [])
    const bad = await api.put(
      '/api/automation/settings',
      { ...DEFAULT_AUTOMATION_SETTINGS, templates: { check_in: 'Hi {{first_name}}' } },
      founder.token,
    )
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('Unknown placeholder {{first_name}}')
    expect((await api.get('/api/automation/settings', founder.token)).body.settings).toEqual(
      DEFAULT_AUTOMATION_SETTINGS,
    )
  })

  it('loses nothing across a restart between scheduling and firing', { timeout: 180_000 }, async () => {
    const { actions, followUpsTo } = await pitched({ autoSend: true })
    const [first] = await actions()
    await stack.stop()
    stack = await startStack({ dataDir: stack.dataDir, env: { PRESSROOM_TEST_CLOCK: '1' } })
    api = apiAt(stack.url)
    await advanceTo(new Date(new Date(first.scheduled_for).getTime() + 60_000))
    await waitUntil(followUpsTo, (m) => m.length === 1)
  })
})

describe('many follow-ups due at once', () => {
  it(`fires ${AT_ONCE.toLocaleString('en')} actions due in the same minute, each exactly once`, {
    timeout: 400_000,
  }, async () => {
    const COUNT = AT_ONCE
    const store = storeOf(stack.dataDir)
    const { ids, domain } = await arrangeJournalists(
      store,
      Array.from({ length: COUNT }, (_, i) => `m${i}`),
    )
    const founder = await founderWithPitches(api, store, [])
    await api.put(
      '/api/automation/settings',
      { ...DEFAULT_AUTOMATION_SETTINGS, autoSend: true, maxFollowUps: 1 },
      founder.token,
    )
    // The pitches are written straight into the table and moved to pitched by the same use case the
    // API runs, with the stack's configuration: arranging hundreds through HTTP would only add minutes.
    // The earlier tests moved the stack's clock on: the pitches are moved on the stack's day.
    const stackDay = await clock()
    const onStackDay = () => stackDay
    const deps = { store, now: onStackDay, scheduler: tableScheduler({ store, now: onStackDay }) }
    const now = new Date().toISOString()
    for (let i = 0; i < COUNT; i += 50) {
      await Promise.all(
        ids.slice(i, i + 50).map(async (journalist_id, j) => {
          const pitch_id = crypto.randomUUID()
          await store.pitches
            .create({
              user_id: founder.id,
              pitch_id,
              company_id: founder.companyId,
              journalist_id,
              subject: 'Acme sorts parcels with robots',
              content: 'Hi,\n\nAcme builds robots that sort parcels.\n\nAda',
              angle: 'launch',
              writer: 'test',
              journalist_name: `Reporter ${i + j + 1}`,
              journalist_publication: 'The Test Gazette',
              journalist_email: `m${i + j}@${domain}`,
              // As if sent through Pressroom: follow-ups go only in the thread of a message it sent.
              sent_at: stackDay.toISOString(),
              thread_message_id: `pitch-${pitch_id}@mail.pressroom.example`,
              created_at: now,
              updated_at: now,
            })
            .go()
          await movePitch(deps, founder.id, pitch_id, 'pitched')
        }),
      )
    }
    const actions = (await store.scheduledActions.query.byUser({ user_id: founder.id }).go({ pages: 'all' }))
      .data
    expect(actions).toHaveLength(COUNT)
    expect(new Set(actions.map((a) => a.scheduled_for)).size).toBe(1)

    await advanceTo(new Date(new Date(actions[0]!.scheduled_for).getTime() + 60_000))
    const sent = async () =>
      (await store.sends.query.byUser({ user_id: founder.id }).go({ pages: 'all' })).data.filter(
        (s) => s.status === 'sent',
      )
    await waitUntil(sent, (list) => list.length >= COUNT, 360_000, 1_000)
    const received = (await mailbox(stack.url)).filter((m) => m.to.endsWith(`@${domain}`))
    expect(received).toHaveLength(COUNT)
    expect(new Set(received.map((m) => m.to)).size).toBe(COUNT)
    // Each action is marked sent just after its send is finished: the last ones follow a moment later.
    const actionsLeft = async () =>
      (await store.scheduledActions.query.byUser({ user_id: founder.id }).go({ pages: 'all' })).data.filter(
        (a) => a.status !== 'sent',
      )
    await waitUntil(actionsLeft, (left) => left.length === 0, 60_000)
    expect(
      await mailbox(stack.url).then((all) => all.filter((m) => m.to.endsWith(`@${domain}`))),
    ).toHaveLength(COUNT)
  })
})
