import { simpleParser } from 'mailparser'
import { describe, expect, inject, it } from 'vitest'
import { sendRequested } from '../../events/send-requested'
import { recordIntent } from '../../functions/sending/records'
import { suppress } from '../../functions/sending/suppression'
import { FIXED_WORDS } from '../../shared/domain/pitches'
import { apiAt, signUp } from '../support/api'
import {
  arrangeJournalists,
  deliverInbound,
  founderWithPitches,
  hardBounceReport,
  mailbox,
  rawMessage,
  waitUntil,
} from '../support/sending'
import { storeOf } from '../support/store'

const baseUrl = inject('stackUrl')
const api = apiAt(baseUrl)
const store = () => storeOf(inject('stackDataDir'))

const messagesTo = async (addresses: string[]) => {
  const wanted = new Set(addresses)
  return (await mailbox(baseUrl)).filter((m) => wanted.has(m.to))
}

async function sentPitch(label = 'jo') {
  const { ids, domain } = await arrangeJournalists(store(), [label])
  const founder = await founderWithPitches(api, store(), ids)
  const pitch = founder.pitches[0]!
  const response = await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)
  expect(response.status).toBe(200)
  const [message] = await messagesTo([`${label}@${domain}`])
  return { founder, pitch: response.body.pitch, address: `${label}@${domain}`, domain, message: message! }
}

/** A journalist's answer as their mail client writes it. */
function reply(options: {
  from: string
  to: string
  subject: string
  inReplyTo?: string
  headers?: string
  body: string
}) {
  return [
    `From: ${options.from}`,
    `To: ${options.to}`,
    `Subject: ${options.subject}`,
    `Message-ID: <${crypto.randomUUID()}@mail.news.example>`,
    `Date: ${new Date().toUTCString()}`,
    ...(options.inReplyTo
      ? [`In-Reply-To: <${options.inReplyTo}>`, `References: <${options.inReplyTo}>`]
      : []),
    ...(options.headers ? [options.headers] : []),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    options.body,
  ].join('\r\n')
}

/** The founder's pitches sent as one bulk job, once every item has a final count. */
async function bulkSendAll(founder: { token: string; pitches: { id: string }[] }) {
  const response = await api.post(
    '/api/send-jobs',
    { pitchIds: founder.pitches.map((p) => p.id) },
    founder.token,
  )
  return waitUntil(
    async () => (await api.get(`/api/send-jobs/${response.body.job.id}`, founder.token)).body.job,
    (job) => job.done,
  )
}

const pitchOf = async (token: string, id: string) =>
  (await api.get('/api/pitches', token)).body.pitches.find((p: { id: string }) => p.id === id)

describe('sending a pitch', () => {
  it('puts real MIME in the mailbox with one-click unsubscribe, moves the pitch to pitched, and a retry sends nothing more', async () => {
    const { founder, pitch, address, message } = await sentPitch()
    expect(pitch).toMatchObject({ status: 'pitched', send_status: 'sent' })
    expect(pitch.sent_at).toBeTruthy()

    const parsed = await simpleParser(await rawMessage(baseUrl, message.message_id))
    const line = (key: string) => parsed.headerLines.find((h) => h.key === key)?.line
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(parsed.replyTo?.value[0]?.address).toMatch(/^reply\+[0-9a-f]{24}@/)
    // Until the founder's own domain is verified, the shared address says whose mail it is (issue 38).
    expect(parsed.from?.value[0]?.name).toBe('Ada Founder via Pressroom')
    expect(parsed.subject).toBe(pitch.subject)
    expect(parsed.text).toContain('/api/unsubscribe/')

    const again = await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)
    expect(again.status).toBe(200)
    expect(await messagesTo([address])).toHaveLength(1)
    const sends = (await api.get(`/api/pitches/${pitch.id}/sends`, founder.token)).body.sends
    expect(sends).toMatchObject([{ status: 'sent', to_email: address, kind: 'pitch' }])
  })

  it("refuses a pitch whose journalist has no e-mail, and another founder's pitch is not found", async () => {
    const { ids } = await arrangeJournalists(store(), [null])
    const founder = await founderWithPitches(api, store(), ids)
    const noEmail = await api.post(`/api/pitches/${founder.pitches[0]!.id}/send`, {}, founder.token)
    expect(noEmail).toMatchObject({ status: 400, body: { message: 'This journalist has no e-mail address' } })
    const { founder: other, pitch } = await sentPitch('someone')
    const stranger = await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)
    expect(stranger).toMatchObject({ status: 404, body: { message: 'Pitch not found' } })
    expect(await api.get(`/api/pitches/${pitch.id}/sends`, founder.token)).toMatchObject({
      status: 404,
      body: { message: 'Pitch not found' },
    })
    expect((await api.get(`/api/pitches/${pitch.id}/sends`, other.token)).body.sends).toHaveLength(1)
  })

  it('schedules a send for later and refuses a time in the past', async () => {
    const { ids } = await arrangeJournalists(store(), ['later'])
    const founder = await founderWithPitches(api, store(), ids)
    const id = founder.pitches[0]!.id
    const past = await api.post(
      `/api/pitches/${id}/send`,
      { scheduledFor: '2020-01-01T00:00:00Z' },
      founder.token,
    )
    expect(past).toMatchObject({ status: 400, body: { message: 'Choose a time from now on' } })
    const farAhead = await api.post(
      `/api/pitches/${id}/send`,
      { scheduledFor: '2099-01-01T00:00:00Z' },
      founder.token,
    )
    expect(farAhead).toMatchObject({ status: 400, body: { message: 'Choose a time within a year from now' } })
    const at = new Date(Date.now() + 3 * 86_400_000).toISOString()
    const scheduled = await api.post(`/api/pitches/${id}/send`, { scheduledFor: at }, founder.token)
    expect(scheduled.body.pitch).toMatchObject({
      status: 'drafted',
      send_status: 'scheduled',
      scheduled_for: at,
    })
    const { data } = await store()
      .localQueue.get({ queue: 'schedules', id: `send-pitch-${id}-${Date.parse(at)}` })
      .go()
    expect(data?.visible_at).toBe(at)
  })

  it('keeps the words of a pitch whose send is recorded and on its way, though the pitch is not marked yet', async () => {
    const { ids } = await arrangeJournalists(store(), ['queued'])
    const founder = await founderWithPitches(api, store(), ids)
    const pitch = founder.pitches[0]!
    // As a bulk send leaves it between recording its send and the delivery: the pitch unmarked.
    const deps = {
      store: store(),
      settings: { mailFrom: 'pitches@mail.pressroom.example' } as never,
      now: () => new Date(),
    }
    await recordIntent(deps, {
      userId: founder.id,
      sendId: `pitch-${pitch.id}`,
      kind: 'pitch',
      pitchId: pitch.id,
      journalistId: ids[0]!,
      to: { name: 'Reporter', email: 'queued@example.com' },
      subject: pitch.subject,
      body: 'The words on their way.',
    })
    expect((await api.get('/api/pitches', founder.token)).body.pitches[0].send_status).toBeNull()
    const edit = await api.put(`/api/pitches/${pitch.id}`, { subject: 'Another subject' }, founder.token)
    expect(edit).toMatchObject({ status: 409, body: { message: FIXED_WORDS.sending } })
    const regenerate = await api.post(`/api/pitches/${pitch.id}/regenerate`, {}, founder.token)
    expect(regenerate).toMatchObject({ status: 409, body: { message: FIXED_WORDS.sending } })
  })

  it("keeps a pitch's words once it is scheduled or sent, and frees them when its send is taken back", async () => {
    const { ids } = await arrangeJournalists(store(), ['words'])
    const founder = await founderWithPitches(api, store(), ids)
    const pitch = founder.pitches[0]!
    const edit = () => api.put(`/api/pitches/${pitch.id}`, { subject: 'Another subject' }, founder.token)
    const regenerate = () => api.post(`/api/pitches/${pitch.id}/regenerate`, {}, founder.token)

    const at = new Date(Date.now() + 3 * 86_400_000).toISOString()
    expect(
      (await api.post(`/api/pitches/${pitch.id}/send`, { scheduledFor: at }, founder.token)).status,
    ).toBe(200)
    for (const refused of [await edit(), await regenerate()])
      expect(refused).toMatchObject({ status: 409, body: { message: FIXED_WORDS.scheduled } })

    expect((await api.delete(`/api/pitches/${pitch.id}/send`, founder.token)).status).toBe(200)
    expect((await edit()).body.pitch.subject).toBe('Another subject')

    expect((await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)).body.pitch.send_status).toBe(
      'sent',
    )
    for (const refused of [await edit(), await regenerate()])
      expect(refused).toMatchObject({ status: 409, body: { message: FIXED_WORDS.sent } })
    const { body } = await api.get(`/api/pitches/${pitch.id}/sends`, founder.token)
    expect(body.sends.find((send: { status: string }) => send.status === 'sent').subject).toBe(
      'Another subject',
    )
    expect((await api.get('/api/pitches', founder.token)).body.pitches[0]).toMatchObject({
      subject: 'Another subject',
      regenerations: 0,
      earlier_version: false,
    })
  })
})

describe('bulk sending', () => {
  it('sends 50 pitches where 10 journalists have no e-mail: 40 in the mailbox, 10 skipped, counts right', async () => {
    const labels = Array.from({ length: 50 }, (_, i) => (i % 5 === 4 ? null : `r${i}`))
    const { ids, domain } = await arrangeJournalists(store(), labels)
    const founder = await founderWithPitches(api, store(), ids)
    const response = await api.post(
      '/api/send-jobs',
      { pitchIds: founder.pitches.map((p) => p.id) },
      founder.token,
    )
    expect(response.status).toBe(202)
    expect(response.body.job).toMatchObject({ total: 50, skipped: 10 })
    const job = await waitUntil(
      async () => (await api.get(`/api/send-jobs/${response.body.job.id}`, founder.token)).body.job,
      (j) => j.done,
    )
    expect(job).toMatchObject({ total: 50, sent: 40, skipped: 10, failed: 0, deferred: 0, done: true })
    expect(job.reasons).toEqual([{ reason: 'No e-mail address', count: 10 }])
    const addresses = labels.filter((l): l is string => l !== null).map((l) => `${l}@${domain}`)
    const received = await messagesTo(addresses)
    expect(received).toHaveLength(40)
    expect(new Set(received.map((m) => m.to)).size).toBe(40)
  })

  it('continues past a send the mail service refuses, and counts it failed', async () => {
    const { ids, domain } = await arrangeJournalists(store(), ['ok1', 'nobody@nowhere.invalid', 'ok2'])
    const founder = await founderWithPitches(api, store(), ids)
    const job = await bulkSendAll(founder)
    expect(job).toMatchObject({ total: 3, sent: 2, skipped: 0, failed: 1 })
    expect(job.reasons).toEqual([{ reason: 'The mail service refused this message', count: 1 }])
    expect(await messagesTo([`ok1@${domain}`, `ok2@${domain}`])).toHaveLength(2)
    const refused = founder.pitches.find((p) => p.journalist_id === ids[1])!
    const sends = (await api.get(`/api/pitches/${refused.id}/sends`, founder.token)).body.sends
    expect(sends).toMatchObject([{ status: 'failed', reason: 'The mail service refused this message' }])
  })

  it('says why each pitch was not sent: one already sent, one to a suppressed address', async () => {
    const { ids, domain } = await arrangeJournalists(store(), ['again', 'gone', 'fresh'])
    const founder = await founderWithPitches(api, store(), ids)
    const [again, gone] = founder.pitches
    expect((await api.post(`/api/pitches/${again!.id}/send`, {}, founder.token)).status).toBe(200)
    await suppress({ store: store(), now: () => new Date() }, `gone@${domain}`, 'unsubscribed')

    const job = await bulkSendAll(founder)
    expect(job).toMatchObject({ total: 3, sent: 1, skipped: 2, failed: 0 })
    expect(job.reasons).toEqual([
      { reason: 'Already sent', count: 1 },
      { reason: 'This address has unsubscribed or cannot receive mail', count: 1 },
    ])
    expect(await messagesTo([`fresh@${domain}`, `gone@${domain}`])).toHaveLength(1)
    const sends = (await api.get(`/api/pitches/${gone!.id}/sends`, founder.token)).body.sends
    expect(sends).toMatchObject([
      { status: 'skipped', reason: 'This address has unsubscribed or cannot receive mail' },
    ])
  })

  it('previews a bulk send, sending nothing: how many go, who is skipped and why, the first message', async () => {
    const { ids, domain } = await arrangeJournalists(store(), ['again', 'gone', null, 'fresh'])
    const founder = await founderWithPitches(api, store(), ids)
    const [again, , , fresh] = founder.pitches
    expect((await api.post(`/api/pitches/${again!.id}/send`, {}, founder.token)).status).toBe(200)
    await suppress({ store: store(), now: () => new Date() }, `gone@${domain}`, 'unsubscribed')
    const pitchIds = founder.pitches.map((p) => p.id)

    const response = await api.post('/api/send-jobs/preview', { pitchIds }, founder.token)
    expect(response.status).toBe(200)
    const { preview } = response.body
    expect(preview).toMatchObject({ going: 1, blank: 0 })
    expect(preview.skipped).toEqual(
      expect.arrayContaining([
        { reason: 'Already sent', names: ['Reporter 1'] },
        { reason: 'This address has unsubscribed or cannot receive mail', names: ['Reporter 2'] },
        { reason: 'No e-mail address', names: ['Reporter 3'] },
      ]),
    )
    expect(preview.skipped).toHaveLength(3)
    expect(preview.first).toMatchObject({
      from: expect.stringMatching(/^Ada Founder via Pressroom </),
      to: `Reporter 4 <fresh@${domain}>`,
      subject: fresh!.subject,
    })
    expect(preview.first.text.startsWith((await pitchOf(founder.token, fresh!.id)).content)).toBe(true)
    expect(preview.first.text).toContain('You can stop all e-mails sent through Pressroom to this address:')

    // Nothing was sent or recorded by the preview; the send itself then does what it said.
    expect(await messagesTo([`fresh@${domain}`])).toEqual([])
    expect((await api.get(`/api/pitches/${fresh!.id}/sends`, founder.token)).body.sends).toEqual([])
    const job = await bulkSendAll(founder)
    expect(job).toMatchObject({ total: 4, sent: preview.going, skipped: 3 })
  })

  it('says "No valid pitches found" for ids that are not the founder\'s', async () => {
    const { founder, pitch } = await sentPitch('owner')
    const other = await founderWithPitches(api, store(), [])
    const response = await api.post('/api/send-jobs', { pitchIds: [pitch.id, 'nope'] }, other.token)
    expect(response).toMatchObject({ status: 404, body: { message: 'No valid pitches found' } })
    expect((await api.get(`/api/pitches/${pitch.id}/sends`, founder.token)).body.sends).toHaveLength(1)
  })

  it('delivers a send once when its queue message arrives twice at the same moment', async () => {
    const { ids, domain } = await arrangeJournalists(store(), ['twice'])
    const founder = await founderWithPitches(api, store(), ids)
    const deps = {
      store: store(),
      settings: { mailFrom: 'pitches@mail.pressroom.example' } as never,
      now: () => new Date(),
    }
    const { send } = await recordIntent(deps, {
      userId: founder.id,
      sendId: `test-${founder.pitches[0]!.id}`,
      kind: 'message',
      journalistId: ids[0]!,
      to: { name: 'Reporter', email: `twice@${domain}` },
      subject: 'Hello twice',
      body: 'One message, delivered twice by the queue.',
    })
    const body = JSON.stringify(sendRequested(founder.id, send.send_id))
    const visible_at = new Date().toISOString()
    await Promise.all(
      ['a', 'b'].map((copy) =>
        store()
          .localQueue.create({ queue: 'send', id: `${send.send_id}.${copy}`, body, visible_at })
          .go(),
      ),
    )
    const final = await waitUntil(
      async () => (await store().sends.get({ user_id: founder.id, send_id: send.send_id }).go()).data,
      (s) => s?.status === 'sent',
    )
    await waitUntil(
      async () =>
        (await store().localQueue.query.byVisibility({ queue: 'send', state: 'ready' }).go({ pages: 'all' }))
          .data,
      (left) => !left.some((m) => m.id.startsWith(send.send_id)),
    )
    expect(final?.attempts).toBe(1)
    expect(await messagesTo([`twice@${domain}`])).toHaveLength(1)
  })
})

describe('replies', () => {
  it('marks the pitch replied when the journalist answers the Reply-To address', async () => {
    const { founder, pitch, address, message } = await sentPitch()
    const parsed = await simpleParser(await rawMessage(baseUrl, message.message_id))
    const result = await deliverInbound(
      baseUrl,
      reply({
        from: address,
        to: parsed.replyTo?.value[0]?.address ?? '',
        subject: `Re: ${pitch.subject}`,
        body: 'Thanks, sounds interesting. Can we talk on Thursday?',
      }),
    )
    expect(result).toMatchObject({ kind: 'human_reply', matchedBy: 'reply_token', pitchId: pitch.id })
    expect((await pitchOf(founder.token, pitch.id)).replied_at).toBeTruthy()
  })

  it("matches a colleague's reply at the journalist's domain with a changed subject, and a reply in the thread from another address", async () => {
    const first = await sentPitch()
    const colleague = await deliverInbound(
      baseUrl,
      reply({
        from: `editor@${first.domain}`,
        to: 'someone@elsewhere.example',
        subject: 'Your robots',
        body: 'Hi, I edit the robotics desk and saw your note to my colleague. Happy to chat.',
      }),
    )
    expect(colleague).toMatchObject({ kind: 'human_reply', matchedBy: 'domain', pitchId: first.pitch.id })
    expect((await pitchOf(first.founder.token, first.pitch.id)).replied_at).toBeTruthy()

    const second = await sentPitch()
    const threaded = await deliverInbound(
      baseUrl,
      reply({
        from: 'jo.personal@gmail.com',
        to: 'anyone@elsewhere.example',
        subject: 'different subject entirely',
        inReplyTo: second.message.message_id,
        body: 'Writing from my own address: yes, send me the deck.',
      }),
    )
    expect(threaded).toMatchObject({ kind: 'human_reply', matchedBy: 'thread', pitchId: second.pitch.id })
  })

  it('records an out-of-office with its return date and does not mark the pitch replied', async () => {
    const { founder, pitch, address, message } = await sentPitch()
    const result = await deliverInbound(
      baseUrl,
      reply({
        from: address,
        to: 'reply@elsewhere.example',
        subject: `Out of office: ${pitch.subject}`,
        inReplyTo: message.message_id,
        headers: 'Auto-Submitted: auto-replied',
        body: 'I am out of the office until March 9, 2027 with no access to e-mail. I will reply when I return.',
      }),
    )
    expect(result).toMatchObject({ kind: 'out_of_office', returnDate: '2027-03-09' })
    const after = await pitchOf(founder.token, pitch.id)
    expect(after.replied_at).toBeNull()
    expect(after.out_of_office_until).toBe('2027-03-09')
  })

  it('a simulated reply from the mailbox page marks the pitch replied', async () => {
    const { founder, pitch, message } = await sentPitch()
    const response = await fetch(
      new URL(`/dev/mailbox/${encodeURIComponent(message.message_id)}/reply`, baseUrl),
      {
        method: 'POST',
        redirect: 'manual',
      },
    )
    expect(response.status).toBe(303)
    expect((await pitchOf(founder.token, pitch.id)).replied_at).toBeTruthy()
  })
})

describe('respect for the journalist', () => {
  it('a one-click unsubscribe POST suppresses the address for every founder, and the next send skips it', async () => {
    const { address, message } = await sentPitch('optout')
    const parsed = await simpleParser(await rawMessage(baseUrl, message.message_id))
    const url = parsed.text?.match(/https?:\/\/\S+\/api\/unsubscribe\/[0-9a-f]{32}/)?.[0] ?? ''
    // The link's page asks first.
    const asks = await fetch(url)
    expect(asks.status).toBe(200)
    expect(await asks.text()).toContain('<form method="post">')
    const oneClick = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    // Opened again, the link says it is done rather than asking again.
    const again = await (await fetch(url)).text()
    expect(again).toContain('You are unsubscribed')
    expect(again).not.toContain('<form')

    // Another founder pitching the same address: recorded, never sent.
    const journalist = (await store().journalists.scan.go({ pages: 'all' })).data.find(
      (j) => j.email === address,
    )!
    const other = await founderWithPitches(api, store(), [journalist.journalist_id])
    const next = await api.post(`/api/pitches/${other.pitches[0]!.id}/send`, {}, other.token)
    expect(next.body.pitch.send_status).toBe('skipped')
    expect(await messagesTo([address])).toHaveLength(1)
  })

  it("does not unsubscribe with the Reply-To's token: the link has a token of its own", async () => {
    const { address, message } = await sentPitch('replytoken')
    const parsed = await simpleParser(await rawMessage(baseUrl, message.message_id))
    const replyToken = parsed.replyTo?.value[0]?.address?.match(/^reply\+([0-9a-f]{24})@/)?.[1] ?? ''
    const linkToken = parsed.text?.match(/\/api\/unsubscribe\/([0-9a-f]{32})/)?.[1] ?? ''
    expect(replyToken).not.toBe('')
    expect(linkToken).not.toBe('')
    expect(linkToken).not.toContain(replyToken)
    expect(parsed.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toContain(linkToken)

    // Whoever sees the Reply-To (a CCed editor, a forward) cannot unsubscribe the journalist with it.
    const withReplyToken = await fetch(new URL(`/api/unsubscribe/${replyToken}`, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(withReplyToken.status).toBe(404)
    expect(await withReplyToken.text()).toContain('This unsubscribe link is not valid')
    expect(await store().suppressions.get({ email: address }).go()).toMatchObject({ data: null })

    // The journalist's own link does.
    const withLink = await fetch(new URL(`/api/unsubscribe/${linkToken}`, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(withLink.status).toBe(200)
    expect((await store().suppressions.get({ email: address }).go()).data).toMatchObject({ email: address })
  })

  it('answers a link that names no send, or was cut short, with a page that says so and suppresses nothing', async () => {
    const before = (await store().suppressions.scan.go({ pages: 'all' })).data.length
    for (const token of ['0123456789abcdef01234567', '0123456789ab', 'not a token']) {
      const link = new URL(`/api/unsubscribe/${encodeURIComponent(token)}`, baseUrl)
      for (const method of ['GET', 'POST']) {
        const page = await fetch(link, { method })
        expect(page.status, `${method} ${token}`).toBe(404)
        expect(page.headers.get('content-type')).toMatch(/^text\/html/)
        const text = await page.text()
        expect(text).toContain('This unsubscribe link is not valid')
        expect(text).not.toContain('<form')
      }
    }
    expect((await store().suppressions.scan.go({ pages: 'all' })).data).toHaveLength(before)
  })

  it('holds a second message to the same journalist on the same day until their next working day', async () => {
    const { ids, domain } = await arrangeJournalists(store(), ['daily'])
    const founder = await founderWithPitches(api, store(), [ids[0]!, ids[0]!])
    const [first, second] = founder.pitches
    expect((await api.post(`/api/pitches/${first!.id}/send`, {}, founder.token)).body.pitch.send_status).toBe(
      'sent',
    )
    const waits = (await api.post(`/api/pitches/${second!.id}/send`, {}, founder.token)).body.pitch
    expect(waits.send_status).toBe('scheduled')
    // The journalist is in London: 09:30 on their next working day (weekends are skipped by default),
    // read on London's clock by Intl.
    const londonClock = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/London',
      dateStyle: 'short',
      timeStyle: 'short',
      hourCycle: 'h23',
    })
    const [year, month, day] = londonClock.format(new Date()).slice(0, 10).split('-').map(Number)
    const next = new Date(Date.UTC(year!, month! - 1, day! + 1))
    const weekend = next.getUTCDay() === 6 ? 2 : next.getUTCDay() === 0 ? 1 : 0
    const workingDay = new Date(next.getTime() + weekend * 86_400_000).toISOString().slice(0, 10)
    expect(londonClock.format(new Date(waits.scheduled_for))).toBe(`${workingDay}, 09:30`)
    expect(await messagesTo([`daily@${domain}`])).toHaveLength(1)
  })

  it('a hard bounce puts the address on the suppression list and marks the send bounced', async () => {
    const { founder, pitch, address, message } = await sentPitch('gone')
    const dsn = hardBounceReport(address, message.message_id)
    const result = await deliverInbound(baseUrl, dsn)
    expect(result).toMatchObject({ kind: 'bounce_hard', pitchId: pitch.id })
    expect((await store().suppressions.get({ email: address }).go()).data?.reason).toBe('hard_bounce')
    const sends = (await api.get(`/api/pitches/${pitch.id}/sends`, founder.token)).body.sends
    expect(sends[0].status).toBe('bounced')
    expect((await pitchOf(founder.token, pitch.id)).replied_at).toBeNull()
    // The fallback for SES's event: the send's delivery state says it, for the sending-health guard.
    const health = (await api.get('/api/sending/health', founder.token)).body.health
    expect(health.last_30_days).toMatchObject({ sent: 1, bounced: 1, bounceRate: 1 })
  })
})

describe('sender settings', () => {
  it("sends as the founder's company until they give a name, not as Pressroom", async () => {
    const founder = await signUp(api)
    const bare = await api.get('/api/sending/settings', founder.token)
    expect(bare.body.settings.sender_name).toBe('Pressroom')
    // A company name is free text: what would read as a second address in the From line is left out.
    await api.post('/api/companies', { name: 'Acme "Robotics" <ceo@bank.example>' }, founder.token)
    expect((await api.get('/api/sending/settings', founder.token)).body.settings.sender_name).toBe(
      'Acme Robotics ceobank.example',
    )
    await api.put('/api/profile', { first_name: 'Ada', last_name: 'Founder' }, founder.token)
    expect((await api.get('/api/sending/settings', founder.token)).body.settings.sender_name).toBe(
      'Ada Founder',
    )
  })

  it('show the From line and reply domain, and a new sender name goes on the next message', async () => {
    const { ids, domain } = await arrangeJournalists(store(), ['named'])
    const founder = await founderWithPitches(api, store(), ids)
    const before = await api.get('/api/sending/settings', founder.token)
    expect(before.body.settings).toEqual({
      sender_name: 'Ada Founder',
      from_name: 'Ada Founder via Pressroom',
      from_address: 'pitches@mail.pressroom.example',
      reply_domain: 'reply.pressroom.example',
      time_zone: 'UTC',
      time_zone_set: false,
    })
    const bad = await api.put(
      '/api/sending/settings',
      { sender_name: 'Ada <ada@evil.example>' },
      founder.token,
    )
    expect(bad).toMatchObject({ status: 400, body: { message: 'Sender name cannot contain <, >, " or @' } })
    const saved = await api.put('/api/sending/settings', { sender_name: 'Ada at Acme' }, founder.token)
    expect(saved.body.settings.sender_name).toBe('Ada at Acme')
    await api.post(`/api/pitches/${founder.pitches[0]!.id}/send`, {}, founder.token)
    const [message] = await messagesTo([`named@${domain}`])
    const parsed = await simpleParser(await rawMessage(baseUrl, message!.message_id))
    expect(parsed.from?.value[0]?.name).toBe('Ada at Acme via Pressroom')
  })
})

describe("the founder's time zone", () => {
  it('is kept when valid, refused otherwise, and times the follow-ups to a journalist whose city is unknown', async () => {
    const { ids } = await arrangeJournalists(store(), ['nowhere'])
    await store()
      .journalists.patch({ journalist_id: ids[0] ?? '' })
      .set({ location: '' })
      .go()
    const founder = await founderWithPitches(api, store(), ids)
    const bad = await api.put('/api/sending/settings', { time_zone: 'Mars/Olympus_Mons' }, founder.token)
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'Choose a time zone from the list, e.g. Europe/London' },
    })
    const saved = await api.put('/api/sending/settings', { time_zone: 'Asia/Tokyo' }, founder.token)
    expect(saved.body.settings).toMatchObject({
      time_zone: 'Asia/Tokyo',
      time_zone_set: true,
      sender_name: 'Ada Founder',
    })
    await api.post(`/api/pitches/${founder.pitches[0]?.id}/send`, {}, founder.token)
    const { actions } = (await api.get('/api/automation/actions', founder.token)).body
    expect(actions.length).toBeGreaterThan(0)
    for (const action of actions) {
      // 09:30 on a working day in Tokyo (UTC+9, no daylight saving): 00:30 UTC.
      const due = new Date(action.scheduled_for)
      expect([due.getUTCHours(), due.getUTCMinutes()]).toEqual([0, 30])
      expect([0, 6]).not.toContain(new Date(due.getTime() + 9 * 3_600_000).getUTCDay())
    }
  })
})
