import { describe, expect, it } from 'vitest'
import { sendsRecheck } from '../../events/sends-recheck'
import { everyDomainTakesMail } from '../../functions/adapters/dns-mail-domains'
import { tableJobQueue, tableScheduler } from '../../functions/adapters/local/table-queue'
import { resumeAutomation } from '../../functions/automation/pauses'
import { scheduleFollowUps } from '../../functions/automation/schedule'
import { movePitch } from '../../functions/pitches/move-pitch'
import { noMetrics } from '../../functions/platform/metrics'
import { deliverSend } from '../../functions/sending/deliver'
import { recheckSends, SEND_RECHECK_MS } from '../../functions/sending/recheck'
import { intentRecord, recordIntent } from '../../functions/sending/records'
import { bulkSendPitches, sendPitch } from '../../functions/sending/send-pitch'
import { SKIP_REASONS } from '../../shared/domain/skip-reasons'
import { useClockedStack } from '../support/clocked-stack'
import { arrangeJournalists, founderWithPitches, mailbox, waitUntil } from '../support/sending'
import { storeOf } from '../support/store'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** What a process does when it stops: nothing after this runs. */
class Stopped extends Error {}

type Store = ReturnType<typeof storeOf>

/**
 * A request or delivery that stops partway (a crash, a Lambda timeout) after writing what waits to be
 * sent: what it wrote still goes, once, and nothing waits for ever. The use cases run here, in the
 * test's process, on the stack's own table, scheduler and queue, with a table that stops the process
 * right after a write lands; the stack's poller and consumer then do what follows. Without a schedule
 * made before the write, each of these would wait with nothing to hand it on.
 */
describe('a request that stops after writing a send', () => {
  const clocked = useClockedStack()
  const { api, advanceClock } = clocked
  const store = () => storeOf(clocked.stack.dataDir)
  const messagesTo = async (address: string) =>
    (await mailbox(clocked.stack.url)).filter((m) => m.to === address)
  const advanceTo = async (at: Date) =>
    advanceClock(Math.max(0, at.getTime() - (await advanceClock()).getTime()))

  const actionsOf = async (userId: string, pitchId: string) =>
    (await store().scheduledActions.query.byPitch({ user_id: userId, pitch_id: pitchId }).go()).data

  /** Nothing to `address` until a minute before `at` (once the stack is idle), one message a minute after. */
  async function expectSentOnceAt(at: Date, address: string) {
    await advanceTo(new Date(at.getTime() - MINUTE))
    await waitUntilIdle()
    expect(await messagesTo(address)).toEqual([])
    await advanceTo(new Date(at.getTime() + MINUTE))
    await waitUntil(
      () => messagesTo(address),
      (messages) => messages.length === 1,
    )
  }

  /** Each action waits with a schedule of its own, for its time, on the stack's scheduler. */
  async function expectEachScheduled(actions: { schedule_name: string; scheduled_for: string }[]) {
    for (const action of actions) {
      const { data: schedule } = await store()
        .localQueue.get({ queue: 'schedules', id: action.schedule_name })
        .go()
      expect(schedule?.visible_at).toBe(action.scheduled_for)
    }
  }

  /** Until the stack has nothing left to do now: no schedule due, nothing on the send queue. */
  async function waitUntilIdle() {
    const now = (await advanceClock()).toISOString()
    const ready = (queue: string) =>
      store().localQueue.query.byVisibility({ queue, state: 'ready' }).go({ pages: 'all' })
    await waitUntil(
      async () => {
        const due = (await ready('schedules')).data.filter((entry) => entry.visible_at <= now)
        return due.length + (await ready('send')).data.length
      },
      (left) => left === 0,
    )
  }

  /** `op`, and what its chain returns, with a `go` that writes and then stops the process. */
  function stopsAfterGo<T extends object>(op: T): T {
    return new Proxy(op, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver)
        if (typeof value !== 'function') return value
        if (prop === 'go')
          return async (...args: unknown[]) => {
            await value.apply(target, args)
            throw new Stopped('stopped after a write')
          }
        return (...args: unknown[]) => {
          const next = value.apply(target, args)
          return next && typeof next === 'object' && 'go' in next ? stopsAfterGo(next) : next
        }
      },
    })
  }

  /** The stack's table, where `entity`'s `method` (patch, delete) lands and then the process stops. */
  function stopsAfter<E extends 'pitches' | 'pauses'>(real: Store, entity: E, method: 'patch' | 'delete') {
    const original = real[entity] as unknown as Record<string, (...args: unknown[]) => object>
    const stopping = Object.assign(Object.create(original), {
      [method]: (...args: unknown[]) => stopsAfterGo(original[method]?.(...args) ?? {}),
    })
    return { ...real, [entity]: stopping } as Store
  }

  /** The stack's table, where `entity`'s creates land and then the process stops. */
  function stopsAfterCreating(real: Store, entity: 'sends' | 'scheduledActions') {
    const original = real[entity]
    const create = ((...args: Parameters<typeof original.create>) => {
      const op = original.create(...(args as [never]))
      return Object.assign(Object.create(op), {
        go: async (options?: Parameters<typeof op.go>[0]) => {
          await op.go(options)
          throw new Stopped(`stopped after creating a ${entity} item`)
        },
      })
    }) as typeof original.create
    return { ...real, [entity]: Object.assign(Object.create(original), { create }) } as Store
  }

  /** The use cases' ports: the given table, and the stack's scheduler and queue on it, at the stack's time. */
  async function portsOn(table: Store) {
    const at = await advanceClock()
    const now = () => at
    return {
      store: table,
      now,
      settings: {
        mailFrom: 'pitches@mail.pressroom.example',
        replyDomain: 'reply.pressroom.example',
        linkBaseUrl: clocked.stack.url,
      } as never,
      scheduler: tableScheduler({ store: store(), now }),
      queue: tableJobQueue({ store: store(), now }),
      mailDomains: everyDomainTakesMail,
      mailer: {
        deduplicates: true,
        send: async () => {
          throw new Error('nothing is mailed from the test process')
        },
      },
      metrics: noMetrics,
    }
  }

  it('sends a pitch sent now once, when the request stopped right after recording it', async () => {
    const { ids, domain } = await arrangeJournalists(store(), ['now'])
    const founder = await founderWithPitches(api, store(), ids)
    const id = founder.pitches[0]?.id ?? ''
    const deps = await portsOn(stopsAfterCreating(store(), 'sends'))
    await expect(sendPitch(deps, founder.id, id)).rejects.toBeInstanceOf(Stopped)
    const { data: send } = await store()
      .sends.get({ user_id: founder.id, send_id: `pitch-${id}` })
      .go()
    expect(send?.status).toBe('queued')

    await advanceClock(SEND_RECHECK_MS + MINUTE)
    await waitUntil(
      () => messagesTo(`now@${domain}`),
      (messages) => messages.length === 1,
    )
    await waitUntil(
      async () => (await api.get(`/api/pitches/${id}/sends`, founder.token)).body.sends,
      (sends) => sends[0]?.status === 'sent',
    )
    // Looked at again later, the send is done: nothing more goes.
    await advanceClock(SEND_RECHECK_MS + MINUTE)
    await waitUntilIdle()
    expect(await messagesTo(`now@${domain}`)).toHaveLength(1)
  })

  it('sends a scheduled pitch at its time, when the request stopped right after recording it', async () => {
    const { ids, domain } = await arrangeJournalists(store(), ['later'])
    const founder = await founderWithPitches(api, store(), ids)
    const id = founder.pitches[0]?.id ?? ''
    const deps = await portsOn(stopsAfterCreating(store(), 'sends'))
    const at = new Date(deps.now().getTime() + 2 * HOUR)
    await expect(sendPitch(deps, founder.id, id, { scheduledFor: at.toISOString() })).rejects.toBeInstanceOf(
      Stopped,
    )

    await expectSentOnceAt(at, `later@${domain}`)
  })

  it('sends a scheduled pitch at the time a retry chose, when the first request stopped after its schedule', async () => {
    const { ids, domain } = await arrangeJournalists(store(), ['retried'])
    const founder = await founderWithPitches(api, store(), ids)
    const id = founder.pitches[0]?.id ?? ''
    const ports = await portsOn(store())
    const first = new Date(ports.now().getTime() + HOUR)
    const scheduler = {
      ...ports.scheduler,
      schedule: async (...args: Parameters<typeof ports.scheduler.schedule>) => {
        await ports.scheduler.schedule(...args)
        throw new Stopped('stopped after making the schedule')
      },
    }
    await expect(
      sendPitch({ ...ports, scheduler }, founder.id, id, { scheduledFor: first.toISOString() }),
    ).rejects.toBeInstanceOf(Stopped)
    // The founder tries again, for a later time: the first time's schedule must not stand in for it.
    const second = new Date(first.getTime() + HOUR)
    const retried = await api.post(
      `/api/pitches/${id}/send`,
      { scheduledFor: second.toISOString() },
      founder.token,
    )
    expect(retried.body.pitch).toMatchObject({
      send_status: 'scheduled',
      scheduled_for: second.toISOString(),
    })

    // Nothing at the first time (passed by a minute before the second), once at the second.
    await expectSentOnceAt(second, `retried@${domain}`)
  })

  it('finishes a bulk send whose request stopped after recording its first group', async () => {
    const names = Array.from({ length: 30 }, (_, i) => `bulk${i}`)
    const { ids, domain } = await arrangeJournalists(store(), names)
    const founder = await founderWithPitches(api, store(), ids)
    const deps = await portsOn(stopsAfterCreating(store(), 'sends'))
    const request = bulkSendPitches(
      deps,
      founder.id,
      founder.pitches.map((p) => p.id),
    )
    await expect(request).rejects.toBeInstanceOf(Stopped)
    // The group's writes were under way together when the first one stopped the request.
    await waitUntil(
      async () => (await store().sends.query.byUser({ user_id: founder.id }).go({ pages: 'all' })).data,
      (sends) => sends.length === 25,
    )
    const { data: jobs } = await store().bulkJobs.query.byUser({ user_id: founder.id }).go()
    expect(jobs).toHaveLength(1)

    await advanceClock(SEND_RECHECK_MS + MINUTE)
    await waitUntil(
      async () => (await mailbox(clocked.stack.url)).filter((m) => m.to.endsWith(`@${domain}`)),
      (messages) => messages.length >= 25,
      60_000,
    )
    // The first group of 25 was recorded, so it goes, each once; the rest were never recorded.
    await waitUntilIdle()
    const all = (await mailbox(clocked.stack.url)).filter((m) => m.to.endsWith(`@${domain}`))
    expect(all).toHaveLength(25)
    expect(new Set(all.map((m) => m.to)).size).toBe(25)
    // The job ends: the 5 its request never reached count as lost, with the reason, once each even
    // when their group's recheck comes again.
    const job = jobs[0]?.job_id ?? ''
    const progress = async () => (await api.get(`/api/send-jobs/${job}`, founder.token)).body.job
    const ended = {
      total: 30,
      sent: 25,
      skipped: 5,
      failed: 0,
      reasons: [{ reason: SKIP_REASONS.interrupted, count: 5 }],
      done: true,
    }
    await waitUntil(progress, (body) => body.done === true)
    expect(await progress()).toMatchObject(ended)
    const { data: sends } = await store().sends.query.byUser({ user_id: founder.id }).go({ pages: 'all' })
    const recorded = new Set(sends.map((send) => send.send_id))
    const unrecorded = founder.pitches.map((pitch) => `pitch-${pitch.id}`).filter((id) => !recorded.has(id))
    expect(unrecorded).toHaveLength(5)
    await recheckSends(await portsOn(store()), sendsRecheck(founder.id, unrecorded, job))
    expect(await progress()).toMatchObject(ended)
  })

  it("sends a message held for the journalist's next day, when the delivery stopped right after holding it", async () => {
    const { ids, domain } = await arrangeJournalists(store(), ['held'])
    const founder = await founderWithPitches(api, store(), ids)
    // The founder wrote to them today already.
    await api.post(`/api/pitches/${founder.pitches[0]?.id}/send`, {}, founder.token)
    await waitUntil(
      () => messagesTo(`held@${domain}`),
      (messages) => messages.length === 1,
    )
    const real = store()
    const transaction = {
      ...real.transaction,
      write: ((...args: Parameters<typeof real.transaction.write>) => {
        const built = real.transaction.write(...args)
        return Object.assign(Object.create(built), {
          go: async () => {
            await built.go()
            throw new Stopped('stopped after holding the send')
          },
        })
      }) as typeof real.transaction.write,
    }
    const deps = await portsOn({ ...real, transaction })
    const { send } = await recordIntent(deps, {
      userId: founder.id,
      sendId: `held-${founder.pitches[0]?.id}`,
      kind: 'message',
      journalistId: ids[0] ?? '',
      to: { name: 'Reporter 1', email: `held@${domain}` },
      subject: 'A second word',
      body: 'One more thing worth knowing.',
    })
    await expect(deliverSend(deps, { userId: founder.id, sendId: send.send_id })).rejects.toBeInstanceOf(
      Stopped,
    )
    const { data: held } = await real.sends.get({ user_id: founder.id, send_id: send.send_id }).go()
    expect(held).toMatchObject({ status: 'scheduled', deferred: true })

    await advanceTo(new Date(Date.parse(held?.scheduled_for ?? '') + MINUTE))
    await waitUntil(
      () => messagesTo(`held@${domain}`),
      (messages) => messages.length === 2,
    )
  })

  it('leaves each follow-up it wrote a schedule, when scheduling them stopped after the first', async () => {
    const { ids } = await arrangeJournalists(store(), ['followed'])
    const founder = await founderWithPitches(api, store(), ids)
    const id = founder.pitches[0]?.id ?? ''
    const deps = await portsOn(stopsAfterCreating(store(), 'scheduledActions'))
    const { data: pitch } = await store().pitches.get({ user_id: founder.id, pitch_id: id }).go()
    if (!pitch) throw new Error('the pitch is missing')
    await expect(scheduleFollowUps(deps, { ...pitch, status: 'pitched' }, deps.now())).rejects.toBeInstanceOf(
      Stopped,
    )
    const actions = await actionsOf(founder.id, id)
    expect(actions).toHaveLength(1)
    await expectEachScheduled(actions)
  })

  it("schedules a pitch's follow-ups on its next delivery, when scheduling them failed once it was sent", async () => {
    const { ids } = await arrangeJournalists(store(), ['unfollowed'])
    const founder = await founderWithPitches(api, store(), ids)
    const id = founder.pitches[0]?.id ?? ''
    const ports = await portsOn(store())
    const mailed: unknown[] = []
    const deps = {
      ...ports,
      mailer: { deduplicates: true, send: async (message: unknown) => void mailed.push(message) },
      // EventBridge Scheduler throttles the follow-ups' schedules, after the pitch went out.
      scheduler: {
        ...ports.scheduler,
        schedule: async (...args: Parameters<typeof ports.scheduler.schedule>) => {
          if (args[0].startsWith('followup-')) throw new Error('ThrottlingException')
          return ports.scheduler.schedule(...args)
        },
      },
    }
    const pitch = await sendPitch(deps, founder.id, id)
    expect(pitch).toMatchObject({ status: 'pitched', send_status: 'sent' })
    expect(mailed).toHaveLength(1)

    // The send was queued again when its delivery failed; the stack's consumer finds it sent.
    const actions = await waitUntil(
      () => actionsOf(founder.id, id),
      (found) => found.length === 2,
    )
    await expectEachScheduled(actions)
  })

  it('leaves a card moved to Pitched its follow-ups, when the move stopped right after it was written', async () => {
    const { ids } = await arrangeJournalists(store(), ['moved'])
    const founder = await founderWithPitches(api, store(), ids)
    const id = founder.pitches[0]?.id ?? ''
    const deps = await portsOn(stopsAfter(store(), 'pitches', 'patch'))
    await expect(movePitch(deps, founder.id, id, 'pitched')).rejects.toBeInstanceOf(Stopped)
    const { data: pitch } = await store().pitches.get({ user_id: founder.id, pitch_id: id }).go()
    expect(pitch?.status).toBe('pitched')
    const actions = await actionsOf(founder.id, id)
    expect(actions).toHaveLength(2)
    await expectEachScheduled(actions)
  })

  it('releases what a pause held, when resuming stopped right after the pause was deleted', async () => {
    const { ids } = await arrangeJournalists(store(), ['resumed'])
    const founder = await founderWithPitches(api, store(), ids)
    const id = founder.pitches[0]?.id ?? ''
    await api.post(`/api/pitches/${id}/send`, {}, founder.token)
    const actions = () => actionsOf(founder.id, id)
    await waitUntil(actions, (list) => list.length === 2)
    await api.post('/api/automation/pauses', { scope: 'global', reason: 'Launch week' }, founder.token)
    expect((await actions()).map((a) => a.status)).toEqual(['paused', 'paused'])

    const deps = await portsOn(stopsAfter(store(), 'pauses', 'delete'))
    await expect(resumeAutomation(deps, founder.id, 'global')).rejects.toBeInstanceOf(Stopped)
    expect((await api.get('/api/automation/pauses', founder.token)).body.pauses.globalPause).toMatchObject({
      isPaused: false,
    })
    expect((await actions()).map((a) => a.status)).toEqual(['scheduled', 'scheduled'])
  })

  it('delivers again only the sends still waiting for a delivery', async () => {
    const { ids, domain } = await arrangeJournalists(store(), ['rechecked'])
    const founder = await founderWithPitches(api, store(), ids)
    const ports = await portsOn(store())
    const at = (ms: number) => new Date(ports.now().getTime() + ms).toISOString()
    const states = {
      queued: { status: 'queued' },
      stoppedMidway: { status: 'sending', lease_until: at(-MINUTE) },
      onItsWay: { status: 'sending', lease_until: at(MINUTE) },
      waitingForItsTime: { status: 'scheduled', scheduled_for: at(HOUR) },
      sent: { status: 'sent', sent_at: at(-MINUTE) },
      // Delivered again to schedule the follow-ups it owes (here, for no card: the debt is cleared).
      owesFollowUps: { status: 'sent', sent_at: at(-MINUTE), follow_ups_pending: true },
    } as const
    const messageIds = new Map<string, string>()
    for (const [name, state] of Object.entries(states)) {
      // Each to an address of its own: one message a day to each.
      const record = intentRecord(ports, {
        userId: founder.id,
        sendId: `recheck-${name}`,
        kind: 'message',
        journalistId: ids[0] ?? '',
        to: { name: 'Reporter 1', email: `${name.toLowerCase()}@${domain}` },
        subject: 'Rechecked',
        body: 'A send in one state or another.',
      })
      await store()
        .sends.create({ ...record, ...state })
        .go()
      messageIds.set(record.message_id, name)
    }
    const mailed: string[] = []
    const mailer = {
      deduplicates: true,
      send: async (message: { messageId: string }) =>
        void mailed.push(messageIds.get(message.messageId) ?? '?'),
    }
    const names = Object.keys(states)
    const delivered = await recheckSends(
      { ...ports, mailer },
      {
        type: 'SendsRecheck',
        version: 1,
        userId: founder.id,
        sendIds: [...names.map((n) => `recheck-${n}`), 'recheck-never-recorded'],
      },
    )
    expect(delivered).toBe(3)
    expect(mailed.sort()).toEqual(['queued', 'stoppedMidway'])
    const status = async (name: string) =>
      (
        await store()
          .sends.get({ user_id: founder.id, send_id: `recheck-${name}` })
          .go()
      ).data?.status
    expect(await status('queued')).toBe('sent')
    expect(await status('onItsWay')).toBe('sending')
    expect(await status('waitingForItsTime')).toBe('scheduled')
    const { data: paid } = await store()
      .sends.get({ user_id: founder.id, send_id: 'recheck-owesFollowUps' })
      .go()
    expect(paid).toMatchObject({ status: 'sent' })
    expect(paid?.follow_ups_pending).toBeUndefined()
  })
})
