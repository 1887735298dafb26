import { describe, expect, it } from 'vitest'
import { everyDomainTakesMail } from '../../functions/adapters/dns-mail-domains'
import { noMetrics } from '../../functions/platform/metrics'
import type { Scheduler } from '../../functions/ports/scheduler'
import { cancelScheduledSend, rescheduleSend } from '../../functions/sending/cancel-send'
import { deliverSend } from '../../functions/sending/deliver'
import { recordIntent } from '../../functions/sending/records'
import { DEFERRED_ONE_A_DAY } from '../../shared/contracts/sending'
import { useClockedStack } from '../support/clocked-stack'
import { arrangeJournalists, founderWithPitches, mailbox, waitUntil } from '../support/sending'
import { storeOf } from '../support/store'

/** A delivery run in the test's own process against the stack's table, into a mailer that keeps what it is given. */
function inProcessDelivery(store: ReturnType<typeof storeOf>, settings: never) {
  const mailed: unknown[] = []
  const deps = {
    store,
    settings,
    now: () => new Date(),
    mailer: { deduplicates: true, send: async (message: unknown) => void mailed.push(message) },
    mailDomains: everyDomainTakesMail,
    scheduler: { schedule: async () => {}, cancel: async () => {} },
    metrics: noMetrics,
  }
  return { deps, mailed }
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY_MS = 24 * HOUR

/**
 * A pitch waiting to be sent can be taken back (DELETE /api/pitches/{id}/send): nothing goes at its
 * time, and it can be sent or scheduled again. On a stack whose clock the test moves forward; a pitch
 * scheduled beside it, to someone else, shows the scheduler has fired by then.
 */
describe('cancelling a scheduled pitch', () => {
  const clocked = useClockedStack()
  const { api, advanceClock } = clocked
  const store = () => storeOf(clocked.stack.dataDir)
  const advanceTo = async (at: Date) =>
    advanceClock(Math.max(0, at.getTime() - (await advanceClock()).getTime()))
  const pitchOf = async (founder: { token: string; companyId: string }, id: string | undefined) =>
    (
      (await api.get(`/api/pitches?companyId=${founder.companyId}`, founder.token)).body.pitches as {
        id: string
      }[]
    ).find((pitch) => pitch.id === id) as Record<string, unknown>
  const messagesTo = async (address: string) =>
    (await mailbox(clocked.stack.url)).filter((m) => m.to === address)

  it('sends nothing at its time, and it can be scheduled again and goes once', async () => {
    const { ids, domain } = await arrangeJournalists(store(), ['taken', 'kept'])
    const founder = await founderWithPitches(api, store(), ids)
    const [taken, kept] = founder.pitches.map((p) => p.id)
    const at = new Date((await advanceClock()).getTime() + 2 * HOUR)
    const schedule = (id: string | undefined, when: Date) =>
      api.post(`/api/pitches/${id}/send`, { scheduledFor: when.toISOString() }, founder.token)
    await schedule(taken, at)
    await schedule(kept, at)
    // Named by its time, made before the send was recorded.
    const scheduleOfTaken = () =>
      store()
        .localQueue.get({ queue: 'schedules', id: `send-pitch-${taken}-${at.getTime()}` })
        .go()
    expect((await scheduleOfTaken()).data?.visible_at).toBe(at.toISOString())

    const cancelled = await api.delete(`/api/pitches/${taken}/send`, founder.token)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.pitch).toMatchObject({ status: 'drafted', send_status: null, scheduled_for: null })
    // Kept in the pitch's send history, final, with why it did not go.
    expect((await api.get(`/api/pitches/${taken}/sends`, founder.token)).body.sends).toMatchObject([
      { status: 'skipped', reason: 'Cancelled before it was sent', scheduled_for: at.toISOString() },
    ])
    expect((await scheduleOfTaken()).data).toBeNull()
    expect(await api.delete(`/api/pitches/${taken}/send`, founder.token)).toMatchObject({
      status: 409,
      body: { message: 'This pitch is not waiting to be sent, so there is nothing to cancel' },
    })

    // Scheduled again before the first time, for an hour after it: a send of its own, so nothing of
    // the cancelled one (its schedule, its queue message) can stand in for it or send it early.
    const later = new Date(at.getTime() + HOUR)
    expect((await schedule(taken, later)).body.pitch).toMatchObject({
      send_status: 'scheduled',
      scheduled_for: later.toISOString(),
    })
    await advanceTo(new Date(at.getTime() + MINUTE))
    await waitUntil(
      () => messagesTo(`kept@${domain}`),
      (messages) => messages.length === 1,
    )
    expect(await messagesTo(`taken@${domain}`)).toEqual([])

    await advanceTo(new Date(later.getTime() + MINUTE))
    await waitUntil(
      () => messagesTo(`taken@${domain}`),
      (messages) => messages.length === 1,
    )
    // The message is in the mailbox a moment before its send is recorded on the pitch.
    expect(
      await waitUntil(
        () => pitchOf(founder, taken),
        (pitch) => pitch.send_status === 'sent',
      ),
    ).toMatchObject({ send_status: 'sent', status: 'pitched' })
    expect(await api.delete(`/api/pitches/${taken}/send`, founder.token)).toMatchObject({
      status: 409,
      body: { message: 'This pitch has already been sent' },
    })
  })

  it('moves a scheduled pitch to another time: nothing at the first, once at the second', async () => {
    const { ids, domain } = await arrangeJournalists(store(), ['moved', 'still'])
    const founder = await founderWithPitches(api, store(), ids)
    const [moved, still] = founder.pitches.map((p) => p.id)
    const at = new Date((await advanceClock()).getTime() + 2 * HOUR)
    const later = new Date(at.getTime() + HOUR)
    for (const id of [moved, still])
      await api.post(`/api/pitches/${id}/send`, { scheduledFor: at.toISOString() }, founder.token)
    const move = (id: string | undefined, when: string) =>
      api.put(`/api/pitches/${id}/send`, { scheduledFor: when }, founder.token)

    expect(await move(moved, '2020-01-01T00:00:00Z')).toMatchObject({
      status: 400,
      body: { message: 'Choose a time from now on' },
    })
    expect(await move(moved, '2099-01-01T00:00:00Z')).toMatchObject({
      status: 400,
      body: { message: 'Choose a time within a year from now' },
    })
    const response = await move(moved, later.toISOString())
    expect(response.status).toBe(200)
    // Its schedule was made before the move was written, named by its time.
    const { data: waiting } = await store()
      .localQueue.get({ queue: 'schedules', id: `send-pitch-${moved}.1-${later.getTime()}` })
      .go()
    expect(waiting?.visible_at).toBe(later.toISOString())
    expect(response.body.pitch).toMatchObject({
      send_status: 'scheduled',
      scheduled_for: later.toISOString(),
    })

    await advanceTo(new Date(at.getTime() + MINUTE))
    await waitUntil(
      () => messagesTo(`still@${domain}`),
      (messages) => messages.length === 1,
    )
    expect(await messagesTo(`moved@${domain}`)).toEqual([])
    await advanceTo(new Date(later.getTime() + MINUTE))
    await waitUntil(
      () => messagesTo(`moved@${domain}`),
      (messages) => messages.length === 1,
    )
    // The message is in the mailbox a moment before its send is recorded as finished.
    const history = await waitUntil(
      async () => (await api.get(`/api/pitches/${moved}/sends`, founder.token)).body.sends,
      (sends: { status: string; reason: string | null }[]) =>
        sends.every((send) => send.status !== 'sending'),
    )
    expect(
      history.map((send: { status: string; reason: string | null }) => [send.status, send.reason]).sort(),
    ).toEqual([
      ['sent', null],
      ['skipped', 'Moved to another time before it was sent'],
    ])
    expect(await move(moved, new Date(later.getTime() + HOUR).toISOString())).toMatchObject({
      status: 409,
      body: { message: 'This pitch has already been sent' },
    })
  })

  it('leaves one send waiting, with one schedule, after two moves at once', async () => {
    const { ids } = await arrangeJournalists(store(), ['twomoves'])
    const founder = await founderWithPitches(api, store(), ids)
    const id = founder.pitches[0]?.id
    const now = (await advanceClock()).getTime()
    await api.post(
      `/api/pitches/${id}/send`,
      { scheduledFor: new Date(now + HOUR).toISOString() },
      founder.token,
    )
    const times = [new Date(now + 2 * HOUR), new Date(now + 3 * HOUR)].map((at) => at.toISOString())
    const answers = await Promise.all(
      times.map((at) => api.put(`/api/pitches/${id}/send`, { scheduledFor: at }, founder.token)),
    )
    // Both may land one after the other, or one may lose the race (409); never both lost, never a 5xx.
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true)
    expect(answers.some((a) => a.status === 200)).toBe(true)
    const { scheduled_for: final } = await pitchOf(founder, id)
    expect(times).toContain(final)
    const sends = (await api.get(`/api/pitches/${id}/sends`, founder.token)).body.sends as {
      status: string
      scheduled_for: string
    }[]
    expect(sends.filter((send) => send.status === 'scheduled').map((send) => send.scheduled_for)).toEqual([
      final,
    ])
    const schedules = (
      await store().localQueue.query.byVisibility({ queue: 'schedules', state: 'ready' }).go({ pages: 'all' })
    ).data.filter((entry) => entry.id.startsWith(`send-pitch-${id}`))
    expect(schedules.map((entry) => entry.visible_at)).toEqual([final])
  })

  it("takes back a pitch held for the journalist's next day, settling it on its bulk job", async () => {
    const { ids, domain } = await arrangeJournalists(store(), ['held', 'control'])
    const [held, control] = ids as [string, string]
    const founder = await founderWithPitches(api, store(), [held, held, control])
    const [first, second, beside] = founder.pitches.map((p) => p.id)
    expect((await api.post(`/api/pitches/${first}/send`, {}, founder.token)).body.pitch.send_status).toBe(
      'sent',
    )

    // The second to the same journalist today waits for 09:30 their next day.
    const job = (await api.post('/api/send-jobs', { pitchIds: [second] }, founder.token)).body.job
    const waiting = await waitUntil(
      () => pitchOf(founder, second),
      (pitch) => pitch.send_status === 'scheduled',
    )
    const heldUntil = new Date(String(waiting.scheduled_for))
    // The job is done, and says what waits and until when.
    expect((await api.get(`/api/send-jobs/${job.id}`, founder.token)).body.job).toMatchObject({
      total: 1,
      deferred: 1,
      done: true,
      deferrals: [{ until: waiting.scheduled_for, reason: DEFERRED_ONE_A_DAY, count: 1 }],
    })

    const heldSchedules = async () =>
      (
        await store()
          .localQueue.query.byVisibility({ queue: 'schedules', state: 'ready' })
          .go({ pages: 'all' })
      ).data.filter((entry) => entry.id.startsWith(`send-pitch-${second}`))
    expect(await heldSchedules()).toHaveLength(1)
    const cancelled = await api.delete(`/api/pitches/${second}/send`, founder.token)
    expect(cancelled.body.pitch).toMatchObject({ send_status: null, scheduled_for: null })
    expect(await heldSchedules()).toEqual([])
    expect((await api.get(`/api/send-jobs/${job.id}`, founder.token)).body.job).toMatchObject({
      total: 1,
      skipped: 1,
      deferred: 0,
      done: true,
      reasons: [{ reason: 'Cancelled before it was sent', count: 1 }],
      deferrals: [],
    })
    const stored = await store().bulkJobs.get({ user_id: founder.id, job_id: job.id }).go()
    expect(stored.data?.deferred_sends ?? []).toEqual([])

    await api.post(
      `/api/pitches/${beside}/send`,
      { scheduledFor: new Date(heldUntil.getTime() + MINUTE).toISOString() },
      founder.token,
    )
    await advanceTo(new Date(heldUntil.getTime() + 2 * MINUTE))
    await waitUntil(
      () => messagesTo(`control@${domain}`),
      (messages) => messages.length === 1,
    )
    expect(await messagesTo(`held@${domain}`)).toHaveLength(1)
  })

  it("refuses a pitch that is not waiting, and another founder's", async () => {
    const { ids } = await arrangeJournalists(store(), ['idle'])
    const founder = await founderWithPitches(api, store(), ids)
    const id = founder.pitches[0]?.id
    expect(
      await api.put(
        `/api/pitches/${id}/send`,
        { scheduledFor: new Date((await advanceClock()).getTime() + DAY_MS).toISOString() },
        founder.token,
      ),
    ).toMatchObject({
      status: 409,
      body: { message: 'This pitch is not waiting to be sent, so there is nothing to move' },
    })
    expect(await api.delete(`/api/pitches/${id}/send`, founder.token)).toMatchObject({
      status: 409,
      body: { message: 'This pitch is not waiting to be sent, so there is nothing to cancel' },
    })
    const later = new Date((await advanceClock()).getTime() + HOUR).toISOString()
    await api.post(`/api/pitches/${id}/send`, { scheduledFor: later }, founder.token)
    const other = await founderWithPitches(api, store(), [])
    expect(await api.delete(`/api/pitches/${id}/send`, other.token)).toMatchObject({
      status: 404,
      body: { message: expect.any(String) },
    })
    expect(await pitchOf(founder, id)).toMatchObject({
      send_status: 'scheduled',
      scheduled_for: later,
    })
  })
  it('takes back one scheduled message of a bulk message: nothing to that journalist, the rest on time', async () => {
    const { ids, domain } = await arrangeJournalists(store(), ['spared', 'told'])
    const founder = await founderWithPitches(api, store(), ids)
    const [spared, told] = founder.pitches.map((p) => p.id)
    const at = new Date((await advanceClock()).getTime() + 2 * HOUR)
    const message = await api.post(
      '/api/workflow/message',
      {
        ids: [spared, told],
        subject: 'Our launch date',
        body: 'We launch on Monday.',
        scheduledFor: at.toISOString(),
      },
      founder.token,
    )
    expect(message.status).toBe(200)
    const waitingOf = async (id: string | undefined) =>
      (
        (await api.get(`/api/pitches/${id}/sends`, founder.token)).body.sends as {
          id: string
          kind: string
          status: string
        }[]
      ).find((send) => send.kind === 'message')
    const sendId = (await waitingOf(spared))?.id
    expect(await waitingOf(spared)).toMatchObject({ status: 'scheduled' })

    // Only the founder's own message, of that pitch, and only a message.
    const other = await founderWithPitches(api, store(), [])
    expect((await api.delete(`/api/pitches/${spared}/messages/${sendId}`, other.token)).status).toBe(404)
    expect((await api.delete(`/api/pitches/${told}/messages/${sendId}`, founder.token)).status).toBe(404)
    expect((await api.delete(`/api/pitches/${spared}/messages/pitch-${spared}`, founder.token)).status).toBe(
      404,
    )

    const cancelled = await api.delete(`/api/pitches/${spared}/messages/${sendId}`, founder.token)
    expect(cancelled).toMatchObject({
      status: 200,
      body: { send: { id: sendId, status: 'skipped', reason: 'Cancelled before it was sent' } },
    })
    expect(await api.delete(`/api/pitches/${spared}/messages/${sendId}`, founder.token)).toMatchObject({
      status: 409,
      body: { message: 'This message is not waiting to be sent, so there is nothing to cancel' },
    })
    expect((await api.get(`/api/send-jobs/${message.body.job.id}`, founder.token)).body.job).toMatchObject({
      total: 2,
      skipped: 1,
      reasons: [{ reason: 'Cancelled before it was sent', count: 1 }],
    })

    await advanceTo(new Date(at.getTime() + MINUTE))
    await waitUntil(
      () => messagesTo(`told@${domain}`),
      (messages) => messages.length === 1,
    )
    expect(await messagesTo(`spared@${domain}`)).toEqual([])
    const toldId = (await waitingOf(told))?.id
    expect(await api.delete(`/api/pitches/${told}/messages/${toldId}`, founder.token)).toMatchObject({
      status: 409,
      body: { message: 'This message has already been sent' },
    })
  })

  describe('when something writes to the send or its pitch while it is cancelled', () => {
    /** A scheduled pitch, and the use case's ports: the stack's table, a scheduler that records. */
    async function scheduledPitch() {
      const { ids } = await arrangeJournalists(store(), ['race'])
      const founder = await founderWithPitches(api, store(), ids)
      const id = founder.pitches[0]?.id ?? ''
      const later = new Date((await advanceClock()).getTime() + HOUR).toISOString()
      await api.post(`/api/pitches/${id}/send`, { scheduledFor: later }, founder.token)
      const cancelled: string[] = []
      const scheduler: Scheduler = {
        schedule: async () => {},
        cancel: async (name) => void cancelled.push(name),
      }
      return { founder, id, later, cancelled, scheduler }
    }
    /** The table, with `first` written just before the cancel's transaction. */
    const storeWhere = (first: (s: ReturnType<typeof store>) => Promise<unknown>) => {
      const real = store()
      const transaction = {
        ...real.transaction,
        write: ((...args: Parameters<typeof real.transaction.write>) => {
          const built = real.transaction.write(...args)
          return {
            ...built,
            go: async () => {
              await first(real)
              return built.go()
            },
          }
        }) as typeof real.transaction.write,
      }
      return { ...real, transaction }
    }

    it('leaves the send to a delivery that claimed it first, and says so', async () => {
      const { founder, id, later, cancelled, scheduler } = await scheduledPitch()
      const claim = (s: ReturnType<typeof store>) =>
        s.sends
          .patch({ user_id: founder.id, send_id: `pitch-${id}` })
          .set({ status: 'sending' })
          .go()
      const deps = { store: storeWhere(claim), scheduler, now: () => new Date() }
      await expect(cancelScheduledSend(deps, founder.id, id)).rejects.toMatchObject({
        status: 409,
        message: 'This pitch is already on its way and can no longer be cancelled',
      })
      expect(cancelled).toEqual([])
      expect(await pitchOf(founder, id)).toMatchObject({ send_status: 'scheduled', scheduled_for: later })
    })

    /**
     * The table, where DynamoDB cancels the first `times` transactions as it does one that meets
     * another write to the same item at once (a busy bulk job): nothing written, `canceled` answered.
     */
    const storeConflicting = (times: number) => {
      const real = store()
      let tries = 0
      const write = ((...args: Parameters<typeof real.transaction.write>) => {
        const built = real.transaction.write(...args)
        return Object.assign(Object.create(built), {
          go: async () => (tries++ < times ? { canceled: true, data: [] } : built.go()),
        })
      }) as typeof real.transaction.write
      return { store: { ...real, transaction: { ...real.transaction, write } }, tries: () => tries }
    }

    it('tries once more when the write meets another, and then cancels', async () => {
      const { founder, id, scheduler } = await scheduledPitch()
      const table = storeConflicting(1)
      const deps = { store: table.store, scheduler, now: () => new Date() }
      expect(await cancelScheduledSend(deps, founder.id, id)).toMatchObject({ send_status: null })
      expect(table.tries()).toBe(2)
    })

    it('keeps the send and its schedule when the write meets another twice, and asks to try again', async () => {
      const { founder, id, cancelled, scheduler } = await scheduledPitch()
      const table = storeConflicting(2)
      const deps = { store: table.store, scheduler, now: () => new Date() }
      await expect(cancelScheduledSend(deps, founder.id, id)).rejects.toMatchObject({
        status: 503,
        message: 'The send could not be changed just now; please try again',
      })
      expect(cancelled).toEqual([])
      const { data: send } = await store()
        .sends.get({ user_id: founder.id, send_id: `pitch-${id}` })
        .go()
      expect(send?.status).toBe('scheduled')
    })

    it('keeps the new schedule of a move whose write landed but answered with an error', async () => {
      const { founder, id, cancelled } = await scheduledPitch()
      const made: string[] = []
      const scheduler: Scheduler = {
        schedule: async (name) => void made.push(name),
        cancel: async (name) => void cancelled.push(name),
      }
      // DynamoDB took the transaction, and the answer never came (a timeout): the outcome is unknown here.
      const real = store()
      const write = ((...args: Parameters<typeof real.transaction.write>) => {
        const built = real.transaction.write(...args)
        return Object.assign(Object.create(built), {
          go: async () => {
            await built.go()
            throw new Error('socket hang up')
          },
        })
      }) as typeof real.transaction.write
      const now = await advanceClock()
      const next = new Date(now.getTime() + 3 * HOUR).toISOString()
      const deps = {
        store: { ...real, transaction: { ...real.transaction, write } },
        scheduler,
        now: () => now,
        settings: { mailFrom: 'pitches@mail.pressroom.example' } as never,
      }
      await expect(rescheduleSend(deps, founder.id, id, next)).rejects.toThrow('socket hang up')
      const { data: moved } = await real.sends.get({ user_id: founder.id, send_id: `pitch-${id}.1` }).go()
      expect(moved).toMatchObject({ status: 'scheduled', scheduled_for: next })
      expect(made).toEqual([`send-pitch-${id}.1-${Date.parse(next)}`])
      expect(cancelled).toEqual([])
    })

    it("gives the journalist's day back when the send is taken back between taking the day and claiming it", async () => {
      const { ids, domain } = await arrangeJournalists(store(), ['dayback'])
      const founder = await founderWithPitches(api, store(), ids)
      const real = store()
      const settings = { mailFrom: 'pitches@mail.pressroom.example' } as never
      const { send } = await recordIntent(
        { store: real, settings, now: () => new Date() },
        {
          userId: founder.id,
          sendId: `race-${founder.pitches[0]?.id}`,
          kind: 'message',
          journalistId: ids[0] ?? '',
          to: { name: 'Reporter', email: `dayback@${domain}` },
          subject: 'Taken back',
          body: 'A message cancelled at the last moment.',
        },
      )
      // The cancel lands right after this delivery took the journalist's day.
      const contacts = Object.create(real.dailyContacts) as typeof real.dailyContacts
      contacts.create = ((item: Parameters<typeof real.dailyContacts.create>[0]) => {
        const op = real.dailyContacts.create(item)
        return Object.assign(Object.create(op), {
          go: async (options?: Parameters<typeof op.go>[0]) => {
            const result = await op.go(options)
            await real.sends
              .patch({ user_id: founder.id, send_id: send.send_id })
              .set({ status: 'skipped', reason: 'Cancelled before it was sent' })
              .go()
            return result
          },
        })
      }) as typeof real.dailyContacts.create
      const { deps, mailed } = inProcessDelivery({ ...real, dailyContacts: contacts }, settings)
      const delivered = await deliverSend(deps, { userId: founder.id, sendId: send.send_id })
      expect(delivered?.status).toBe('skipped')
      expect(mailed).toEqual([])
      const { data: days } = await real.dailyContacts.scan
        .where((a, op) => op.eq(a.address, `dayback@${domain}`))
        .go({ pages: 'all' })
      expect(days).toEqual([])
    })

    it('never mails a send recorded with no text (one scheduled before the routes refused them)', async () => {
      const { ids, domain } = await arrangeJournalists(store(), ['blank'])
      const founder = await founderWithPitches(api, store(), ids)
      const real = store()
      const settings = { mailFrom: 'pitches@mail.pressroom.example' } as never
      const { send } = await recordIntent(
        { store: real, settings, now: () => new Date() },
        {
          userId: founder.id,
          sendId: `blank-${founder.pitches[0]?.id}`,
          kind: 'pitch',
          pitchId: founder.pitches[0]?.id,
          journalistId: ids[0] ?? '',
          to: { name: 'Reporter', email: `blank@${domain}` },
          subject: 'Pitch to Reporter 1',
          body: ' \n ',
        },
      )
      const { deps, mailed } = inProcessDelivery(real, settings)
      const delivered = await deliverSend(deps, { userId: founder.id, sendId: send.send_id })
      expect(delivered).toMatchObject({
        status: 'skipped',
        reason: 'The message has no text: write it, then send it again',
      })
      expect(mailed).toEqual([])
    })
  })
})
