import { randomUUID } from 'node:crypto'
import { simpleParser } from 'mailparser'
import { describe, expect, it } from 'vitest'
import { everyDomainTakesMail } from '../../functions/adapters/dns-mail-domains'
import { tableScheduler } from '../../functions/adapters/local/table-queue'
import { noMetrics } from '../../functions/platform/metrics'
import type { Settings } from '../../functions/ports/deps'
import type { Mailer, OutgoingMail } from '../../functions/ports/mailer'
import { deliverSend } from '../../functions/sending/deliver'
import { recordIntent } from '../../functions/sending/records'
import { DEFAULT_AUTOMATION_SETTINGS } from '../../shared/contracts/automation'
import { useClockedStack } from '../support/clocked-stack'
import {
  arrangeJournalists,
  deliverInbound,
  founderWithPitches,
  mailbox,
  rawMessage,
  waitUntil,
} from '../support/sending'
import { storeOf } from '../support/store'

const MINUTE = 60_000
const DAY = 86_400_000
const FINAL = ['sent', 'skipped', 'failed', 'bounced']
const MAIL_FROM = 'pitches@mail.pressroom.example'

/**
 * The product's promises to journalists (no mail to a suppressed address, none after a reply, none
 * while paused, one a day, a working unsubscribe) and exactly-once sending, attacked where the other
 * suites do not: deleted and restored cards, sends that wait a day, retries, a mail service that does
 * not deduplicate. On a stack of this file's own whose clock the tests move forward.
 */
describe('promises to journalists under attack', () => {
  const clocked = useClockedStack()
  const { api, advanceClock } = clocked
  const store = () => storeOf(clocked.stack.dataDir)
  const url = () => clocked.stack.url
  const advanceTo = async (at: Date) =>
    advanceClock(Math.max(0, at.getTime() - (await advanceClock()).getTime()))

  /** A founder with one card for a journalist in London; the pitch sent now unless `send` is false. */
  async function pitched(options: { autoSend?: boolean; send?: boolean } = {}) {
    const { ids, domain } = await arrangeJournalists(store(), ['lee'])
    const founder = await founderWithPitches(api, store(), ids)
    await api.put(
      '/api/automation/settings',
      { ...DEFAULT_AUTOMATION_SETTINGS, autoSend: options.autoSend ?? false },
      founder.token,
    )
    const pitch = founder.pitches[0]!
    const address = `lee@${domain}`
    let pitchMessageId: string | undefined
    if (options.send !== false) {
      const sent = await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)
      expect(sent.body.pitch).toMatchObject({ status: 'pitched', send_status: 'sent' })
      pitchMessageId = (await mailTo(address))[0]?.message_id
    }
    const actions = async () =>
      (await api.get('/api/automation/actions', founder.token)).body.actions as any[]
    return { founder, pitch, address, domain, pitchMessageId, actions }
  }

  const mailTo = async (address: string) => (await mailbox(url())).filter((m) => m.to === address)
  const mailStartingWith = async (prefix: string) =>
    (await mailbox(url())).filter((m) => m.message_id.startsWith(prefix))

  const sendOf = async (userId: string, sendId: string) =>
    (await store().sends.get({ user_id: userId, send_id: sendId }).go({ consistent: true })).data ?? undefined

  /**
   * Waits until the send is no longer due and unhandled: final, or scheduled for a time still ahead on
   * the stack's clock (or gone). Never a fixed sleep: the stack's workers decide when.
   */
  async function settled(userId: string, sendId: string, timeoutMs = 30_000) {
    const { send } = await waitUntil(
      async () => ({ send: await sendOf(userId, sendId), now: (await advanceClock()).toISOString() }),
      ({ send, now }) =>
        !send ||
        FINAL.includes(send.status) ||
        (send.status === 'scheduled' && !!send.scheduled_for && send.scheduled_for > now),
      timeoutMs,
    )
    return send
  }

  /** A person's answer in the thread of `messageId`, as their mail client writes it. */
  function humanReply(from: string, messageId: string | undefined, text = 'Interesting, tell me more.') {
    return [
      `From: ${from}`,
      'To: someone@elsewhere.example',
      'Subject: Re: your note',
      `Message-ID: <${randomUUID()}@news.example>`,
      `Date: ${new Date().toUTCString()}`,
      ...(messageId ? [`In-Reply-To: <${messageId}>`, `References: <${messageId}>`] : []),
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      text,
    ].join('\r\n')
  }

  const jobDone = (token: string, jobId: string) =>
    waitUntil(
      async () => (await api.get(`/api/send-jobs/${jobId}`, token)).body.job,
      (job) => job.done,
    )

  describe('no mail after a reply', () => {
    it('skips a scheduled message to a journalist who replied, even after the founder deleted the card', async () => {
      const { founder, pitch, address, pitchMessageId } = await pitched()
      const at = new Date((await advanceClock()).getTime() + 2 * DAY)
      const { body } = await api.post(
        '/api/workflow/message',
        {
          ids: [pitch.id],
          subject: 'One more thing',
          body: 'We also ship to Ireland.',
          personalize: false,
          scheduledFor: at.toISOString(),
        },
        founder.token,
      )
      const sendId = `message-${body.job.id}-${pitch.id}`
      expect((await sendOf(founder.id, sendId))?.status).toBe('scheduled')

      expect(await deliverInbound(url(), humanReply(address, pitchMessageId))).toMatchObject({
        kind: 'human_reply',
        pitchId: pitch.id,
      })
      // The conversation goes on in the founder's own mail: the card is done with.
      expect((await api.post('/api/workflow/delete', { ids: [pitch.id] }, founder.token)).status).toBe(200)

      await advanceTo(new Date(at.getTime() + MINUTE))
      const send = await settled(founder.id, sendId)
      expect(await mailStartingWith(sendId)).toEqual([])
      expect(send?.status).not.toBe('sent')
    })

    it('skips a scheduled follow-up template that comes due after the journalist replied', async () => {
      const { founder, pitch, address, pitchMessageId } = await pitched()
      const at = new Date((await advanceClock()).getTime() + 2 * DAY)
      const { body } = await api.post(
        '/api/workflow/message',
        {
          ids: [pitch.id],
          subject: 'Following up',
          body: 'Did you get a chance to read my note?',
          templateId: 'followup_1',
          personalize: false,
          scheduledFor: at.toISOString(),
        },
        founder.token,
      )
      await deliverInbound(url(), humanReply(address, pitchMessageId))
      await advanceTo(new Date(at.getTime() + MINUTE))
      const sendId = `message-${body.job.id}-${pitch.id}`
      const send = await settled(founder.id, sendId)
      expect(send).toMatchObject({ status: 'skipped', reason: expect.stringMatching(/replied/i) })
      expect(await mailStartingWith(sendId)).toEqual([])
      expect((await jobDone(founder.token, body.job.id)).skipped).toBe(1)
    })

    it('does not bring back follow-ups to a journalist who replied while the card was deleted, on undo', async () => {
      const { founder, pitch, address, pitchMessageId, actions } = await pitched({ autoSend: true })
      const [first] = await actions()
      expect(first).toBeDefined()
      expect((await api.post('/api/workflow/delete', { ids: [pitch.id] }, founder.token)).status).toBe(200)
      // The journalist answers the pitch while its card is in the bin.
      expect(await deliverInbound(url(), humanReply(address, pitchMessageId))).toMatchObject({
        kind: 'human_reply',
        pitchId: pitch.id,
      })
      expect((await api.post('/api/workflow/undo', {}, founder.token)).status).toBe(200)

      await advanceTo(new Date(new Date(first.scheduled_for).getTime() + MINUTE))
      // Whatever was restored and came due has been handled (fired or cancelled).
      await waitUntil(
        async () => ({
          due: (
            await store().scheduledActions.query.byUser({ user_id: founder.id }).go({ pages: 'all' })
          ).data.filter((a) => a.status === 'scheduled' && a.scheduled_for <= first.scheduled_for),
          sends: (await store().sends.query.byUser({ user_id: founder.id }).go({ pages: 'all' })).data,
        }),
        ({ due, sends }) =>
          due.length === 0 && sends.every((s) => FINAL.includes(s.status) || s.status === 'scheduled'),
      )
      expect(await mailStartingWith('followup-')).not.toContainEqual(expect.objectContaining({ to: address }))
      const restored = (await api.get('/api/pitches', founder.token)).body.pitches.find(
        (p: { id: string }) => p.id === pitch.id,
      )
      expect(restored?.replied_at).toBeTruthy()
    })
  })

  describe('a deleted card', () => {
    it('does not send a pitch that was scheduled for later and then deleted', async () => {
      const { founder, pitch, address } = await pitched({ send: false })
      const at = new Date((await advanceClock()).getTime() + DAY)
      const scheduled = await api.post(
        `/api/pitches/${pitch.id}/send`,
        { scheduledFor: at.toISOString() },
        founder.token,
      )
      expect(scheduled.body.pitch.send_status).toBe('scheduled')
      expect((await api.delete(`/api/pitches/${pitch.id}`, founder.token)).status).toBe(204)

      await advanceTo(new Date(at.getTime() + MINUTE))
      const send = await settled(founder.id, `pitch-${pitch.id}`)
      expect(await mailTo(address)).toEqual([])
      expect(send?.status).not.toBe('sent')
    })
  })

  describe('a deleted card brought back', () => {
    it('comes back unsent when its scheduled pitch came due while it was deleted, and can be sent', async () => {
      const { founder, pitch, address } = await pitched({ send: false })
      const at = new Date((await advanceClock()).getTime() + DAY)
      await api.post(`/api/pitches/${pitch.id}/send`, { scheduledFor: at.toISOString() }, founder.token)
      expect((await api.post('/api/workflow/delete', { ids: [pitch.id] }, founder.token)).status).toBe(200)
      await advanceTo(new Date(at.getTime() + MINUTE))
      expect(await settled(founder.id, `pitch-${pitch.id}`)).toMatchObject({
        status: 'skipped',
        reason: 'The card was deleted',
      })

      expect((await api.post('/api/workflow/undo', {}, founder.token)).status).toBe(200)
      const restored = (await api.get('/api/pitches', founder.token)).body.pitches.find(
        (p: { id: string }) => p.id === pitch.id,
      )
      expect(restored).toMatchObject({ status: 'drafted' })
      expect(restored.send_status ?? null).toBeNull()
      const again = await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)
      expect(again.body.pitch).toMatchObject({ status: 'pitched', send_status: 'sent' })
      expect(await mailTo(address)).toHaveLength(1)
    })
  })

  describe('pauses', () => {
    it('does not send a follow-up that waited a day (one message a day) once automations are paused', async () => {
      const { founder, pitch, address, actions } = await pitched({ autoSend: true })
      const [first] = await actions()
      const due = new Date(first.scheduled_for)
      // Half an hour before the follow-up, the founder writes to the journalist: the day is taken.
      await advanceTo(new Date(due.getTime() - 30 * MINUTE))
      const note = await api.post(
        '/api/workflow/message',
        { ids: [pitch.id], subject: 'A quick note', body: 'We are at the fair today.', personalize: false },
        founder.token,
      )
      expect((await jobDone(founder.token, note.body.job.id)).sent).toBe(1)

      // The follow-up comes due, finds the day taken and waits, still a follow-up, for the next day.
      await advanceTo(new Date(due.getTime() + MINUTE))
      const actionOf = async () => (await actions()).find((a) => a.id === first.id)
      const waiting = await waitUntil(
        actionOf,
        (a) => a?.status === 'scheduled' && a.scheduled_for > first.scheduled_for,
      )
      expect(await sendOf(founder.id, `followup-${first.id}`)).toBeUndefined()

      const paused = await api.post('/api/automation/pauses', { scope: 'global' }, founder.token)
      expect(paused.body.pauses.globalPause.isPaused).toBe(true)
      expect((await actionOf())?.status).toBe('paused')
      await advanceTo(new Date(new Date(waiting!.scheduled_for).getTime() + MINUTE))
      expect(await mailStartingWith('followup-')).not.toContainEqual(expect.objectContaining({ to: address }))

      // Resumed, it goes out once.
      expect((await api.delete('/api/automation/pauses/global', founder.token)).status).toBe(200)
      const resumed = await waitUntil(actionOf, (a) => a?.status === 'scheduled')
      await advanceTo(new Date(new Date(resumed?.scheduled_for).getTime() + MINUTE))
      const sendId = `followup-${first.id}`
      await waitUntil(
        () => sendOf(founder.id, sendId),
        (send) => send?.status === 'sent',
      )
      const received = (await mailTo(address)).map((m) => m.message_id)
      expect(received).toHaveLength(3) // the pitch, the note, the follow-up
      expect(received.filter((id) => id.startsWith(`${sendId}.`))).toHaveLength(1)
    })

    it("holds due follow-ups under a journalist's and a pitch's pause; lifting one releases only its own", async () => {
      const { ids, domain } = await arrangeJournalists(store(), ['pa', 'pb'])
      const founder = await founderWithPitches(api, store(), ids)
      await api.put(
        '/api/automation/settings',
        { ...DEFAULT_AUTOMATION_SETTINGS, autoSend: true },
        founder.token,
      )
      const [a, b] = founder.pitches
      for (const pitch of [a!, b!])
        expect(
          (await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)).body.pitch.send_status,
        ).toBe('sent')
      await api.post('/api/automation/pauses', { scope: 'journalist', journalistId: ids[0] }, founder.token)
      await api.post('/api/automation/pauses', { scope: 'pitch', pitchId: b!.id }, founder.token)
      const actions = async () =>
        (await api.get('/api/automation/actions', founder.token)).body.actions as any[]
      const firstOf = (list: any[], pitchId: string) =>
        list.find((x) => x.pitch_id === pitchId && x.attempt_number === 1)
      const before = await actions()
      expect(before.map((x) => x.status)).toEqual(['paused', 'paused', 'paused', 'paused'])

      // Resumed by hand while the pause still covers it: when it comes due it is held again.
      const sneaked = firstOf(before, a!.id)
      const resumed = await api.post(
        `/api/automation/actions/${encodeURIComponent(sneaked.id)}/resume`,
        {},
        founder.token,
      )
      expect(resumed.body.action.status).toBe('scheduled')
      await advanceTo(new Date(new Date(sneaked.scheduled_for).getTime() + MINUTE))
      await waitUntil(actions, (list) => firstOf(list, a!.id)?.status === 'paused')
      const followUpsTo = async (label: string) =>
        (await mailStartingWith('followup-')).filter((m) => m.to === `${label}@${domain}`)
      expect(await followUpsTo('pa')).toEqual([])
      expect(await followUpsTo('pb')).toEqual([])

      // Lifting the journalist's pause releases a's follow-up; b's pitch pause still holds b's.
      await api.delete(`/api/automation/pauses/journalist/${ids[0]}`, founder.token)
      const released = firstOf(await actions(), a!.id)
      expect(released.status).toBe('scheduled')
      expect(firstOf(await actions(), b!.id).status).toBe('paused')
      await advanceTo(new Date(new Date(released.scheduled_for).getTime() + MINUTE))
      await waitUntil(
        () => followUpsTo('pa'),
        (m) => m.length === 1,
      )
      expect(await followUpsTo('pb')).toEqual([])
    })
  })

  describe('suppression and unsubscribe', () => {
    it("stops another founder's due follow-up when the journalist asks one founder to remove them", async () => {
      const first = await pitched({ autoSend: true })
      const journalistId = first.founder.pitches[0]!.journalist_id
      const other = await founderWithPitches(api, store(), [journalistId])
      expect(
        (await api.post(`/api/pitches/${other.pitches[0]!.id}/send`, {}, other.token)).body.pitch.send_status,
      ).toBe('sent')
      const otherMessage = (await mailTo(first.address)).find((m) => m.message_id !== first.pitchMessageId)
      const optOut = humanReply(first.address, otherMessage?.message_id, 'Please remove me from your list.')
      expect(await deliverInbound(url(), optOut)).toMatchObject({ kind: 'unsubscribe_or_complaint' })

      const [due] = await first.actions()
      await advanceTo(new Date(new Date(due.scheduled_for).getTime() + MINUTE))
      await waitUntil(
        () => store().scheduledActions.get({ user_id: first.founder.id, action_id: due.id }).go(),
        ({ data }) => data?.status === 'failed',
      )
      expect(await mailStartingWith('followup-')).not.toContainEqual(
        expect.objectContaining({ to: first.address }),
      )
    })

    it('gives a bulk message and a follow-up a one-click List-Unsubscribe that works from the header', async () => {
      const { founder, pitch, address, actions } = await pitched({ autoSend: true })
      const [firstAction, secondAction] = await actions()
      await advanceTo(new Date((await advanceClock()).getTime() + DAY))
      const note = await api.post(
        '/api/workflow/message',
        { ids: [pitch.id], subject: 'News', body: 'We shipped.', personalize: false },
        founder.token,
      )
      expect((await jobDone(founder.token, note.body.job.id)).sent).toBe(1)
      await advanceTo(new Date(new Date(firstAction.scheduled_for).getTime() + MINUTE))
      await waitUntil(
        () => mailStartingWith(`followup-${firstAction.id}`),
        (m) => m.length === 1,
      )

      const headerUrls: string[] = []
      for (const prefix of [`message-${note.body.job.id}`, `followup-${firstAction.id}`]) {
        const [entry] = await mailStartingWith(prefix)
        const parsed = await simpleParser(await rawMessage(url(), entry!.message_id))
        const line = (key: string) => parsed.headerLines.find((h) => h.key === key)?.line ?? ''
        const headerUrl = line('list-unsubscribe').match(/<(https?:\/\/[^>]+)>/)?.[1] ?? ''
        expect(headerUrl).toMatch(/\/api\/unsubscribe\/[0-9a-f]{32}$/)
        expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
        expect(parsed.text).toContain(headerUrl)
        expect(parsed.html || '').toContain(`href="${headerUrl}"`)
        headerUrls.push(headerUrl)
      }

      // The mail client's one-click POST to the follow-up's header address.
      const oneClick = await fetch(headerUrls[1]!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
      expect(oneClick.status).toBe(200)
      expect((await store().suppressions.get({ email: address }).go()).data?.reason).toBe('unsubscribed')

      await advanceTo(new Date(new Date(secondAction.scheduled_for).getTime() + MINUTE))
      await waitUntil(
        () => store().scheduledActions.get({ user_id: founder.id, action_id: secondAction.id }).go(),
        ({ data }) => data?.status === 'failed',
      )
      expect(await mailStartingWith(`followup-${secondAction.id}`)).toEqual([])
    })
  })

  describe('one message a day', () => {
    it('counts one address once, though two journalist records share it', async () => {
      const address = `twin-${randomUUID().slice(0, 8)}@freelance.example`
      // A freelancer listed at two publications: two records, one inbox.
      const { ids } = await arrangeJournalists(store(), [address, address])
      const founder = await founderWithPitches(api, store(), ids)
      const statuses: string[] = []
      for (const pitch of founder.pitches)
        statuses.push(
          (await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)).body.pitch.send_status,
        )
      expect(await mailTo(address)).toHaveLength(1)
      expect(statuses).toEqual(['sent', 'scheduled'])
    })
  })

  describe('a follow-up that waited for its day', () => {
    /** A follow-up send recorded for the pitch (as one held a day is), delivered now through a mailer that keeps what it is given. */
    async function deliverFollowUp(founder: { id: string }, pitchId: string) {
      const db = store()
      const { data: pitch } = await db.pitches.get({ user_id: founder.id, pitch_id: pitchId }).go()
      const mailed: OutgoingMail[] = []
      const now = () => new Date()
      const deps = {
        store: db,
        settings: {
          mailFrom: MAIL_FROM,
          replyDomain: 'reply.pressroom.example',
          linkBaseUrl: url(),
        } as Settings,
        now,
        mailer: { deduplicates: true, send: async (mail: OutgoingMail) => void mailed.push(mail) },
        mailDomains: everyDomainTakesMail,
        scheduler: tableScheduler({ store: db, now }),
        metrics: noMetrics,
      }
      const { send } = await recordIntent(deps, {
        userId: founder.id,
        sendId: `followup-test-${randomUUID()}`,
        kind: 'follow_up',
        pitchId,
        journalistId: pitch!.journalist_id,
        to: { name: pitch!.journalist_name, email: pitch!.journalist_email! },
        subject: `Re: ${pitch!.subject}`,
        body: 'Just following up.',
      })
      const result = await deliverSend(deps, { userId: founder.id, sendId: send.send_id })
      return { result, mailed }
    }

    it('is not sent once the card has left Pitched', async () => {
      const { founder, pitch } = await pitched()
      await api.put(`/api/pitches/${pitch.id}/status`, { status: 'picked_up' }, founder.token)
      const { result, mailed } = await deliverFollowUp(founder, pitch.id)
      expect(result).toMatchObject({ status: 'skipped', reason: 'The card is no longer in Pitched' })
      expect(mailed).toEqual([])
    })

    it('is not sent while automations are paused for the pitch', async () => {
      const { founder, pitch } = await pitched()
      await api.post('/api/automation/pauses', { scope: 'pitch', pitchId: pitch.id }, founder.token)
      const { result, mailed } = await deliverFollowUp(founder, pitch.id)
      expect(result).toMatchObject({ status: 'skipped', reason: 'Automations are paused' })
      expect(mailed).toEqual([])
    })
  })

  describe('exactly once', () => {
    it('delivers a pitch whose first request died after recording its send, when the founder sends again', async () => {
      const { founder, pitch, address } = await pitched({ send: false })
      const { data } = await store().pitches.get({ user_id: founder.id, pitch_id: pitch.id }).go()
      // What the first request wrote before its Lambda timed out: the intent, nothing queued.
      await recordIntent(
        { store: store(), settings: { mailFrom: MAIL_FROM } as Settings, now: () => new Date() },
        {
          userId: founder.id,
          sendId: `pitch-${pitch.id}`,
          kind: 'pitch',
          pitchId: pitch.id,
          journalistId: data!.journalist_id,
          to: { name: data!.journalist_name, email: data!.journalist_email! },
          subject: data!.subject,
          body: data!.content,
        },
      )
      const again = await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)
      expect(again.status).toBe(200)
      // Read in one probe, the mailbox comes before the send: a send final now may have mailed after the read.
      const delivered = await waitUntil(
        async () => ({
          mail: await mailTo(address),
          send: await sendOf(founder.id, `pitch-${pitch.id}`),
        }),
        ({ send, mail }) =>
          FINAL.includes(send?.status ?? '') && (send?.status !== 'sent' || mail.length > 0),
      )
      expect(delivered.send?.status).toBe('sent')
      expect(delivered.mail).toHaveLength(1)
    })

    it('does not mail twice through a mail service that does not deduplicate when it times out after accepting', async () => {
      const db = store()
      const { ids, domain } = await arrangeJournalists(db, ['ses'])
      const founder = await founderWithPitches(api, db, ids)
      // SES took the message, then the connection dropped before its answer: the outcome is unknown.
      const accepted: OutgoingMail[] = []
      const mailer: Mailer = {
        deduplicates: false,
        async send(mail) {
          accepted.push(mail)
          if (accepted.length === 1)
            throw Object.assign(new Error('Connection timed out after 30000 ms'), { name: 'TimeoutError' })
        },
      }
      const now = () => new Date()
      const deps = {
        store: db,
        settings: {
          mailFrom: MAIL_FROM,
          replyDomain: 'reply.pressroom.example',
          linkBaseUrl: url(),
        } as Settings,
        now,
        mailer,
        mailDomains: everyDomainTakesMail,
        scheduler: tableScheduler({ store: db, now }),
        metrics: noMetrics,
      }
      const { send } = await recordIntent(deps, {
        userId: founder.id,
        sendId: `message-ses-${randomUUID()}`,
        kind: 'message',
        pitchId: founder.pitches[0]!.id,
        journalistId: ids[0]!,
        to: { name: 'Reporter 1', email: `ses@${domain}` },
        subject: 'Acme sorts parcels',
        body: 'Hi,\n\nA note.\n\nAda',
      })
      const message = { userId: founder.id, sendId: send.send_id }
      // The first attempt fails; the queue delivers the message again, as SQS does after a failure.
      await deliverSend(deps, message).catch(() => undefined)
      await deliverSend(deps, message).catch(() => undefined)
      expect(accepted.map((m) => m.to)).toEqual([`ses@${domain}`])
      expect(await sendOf(founder.id, send.send_id)).toMatchObject({
        status: 'failed',
        reason: 'Delivery was interrupted and could not be confirmed',
      })
    })

    it('sends a bulk message once when its request is retried', async () => {
      const { founder, pitch, address } = await pitched({ send: false })
      const request = {
        ids: [pitch.id],
        subject: 'Our launch',
        body: 'We launch on Monday.',
        personalize: false,
        requestId: randomUUID(), // the dialog's, made when it opened
      }
      // The browser's request timed out and was sent again: the same message, the same cards.
      const jobs = [
        (await api.post('/api/workflow/message', request, founder.token)).body.job,
        (await api.post('/api/workflow/message', request, founder.token)).body.job,
      ]
      expect(jobs[1].id).toBe(jobs[0].id)
      for (const job of jobs) await jobDone(founder.token, job.id)
      const sendIds = jobs.map((job) => `message-${job.id}-${pitch.id}`)
      const waiting = (await Promise.all(sendIds.map((id) => sendOf(founder.id, id)))).find(
        (s) => s?.status === 'scheduled',
      )
      if (waiting?.scheduled_for) {
        await advanceTo(new Date(new Date(waiting.scheduled_for).getTime() + MINUTE))
        await settled(founder.id, waiting.send_id)
      }
      expect((await mailTo(address)).length).toBe(1)
    })
  })
})
