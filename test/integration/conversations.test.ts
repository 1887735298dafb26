import { randomUUID } from 'node:crypto'
import { simpleParser } from 'mailparser'
import MailComposer from 'nodemailer/lib/mail-composer'
import sharp from 'sharp'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { DEFAULT_AUTOMATION_SETTINGS } from '../../shared/contracts/automation'
import { apiAt, signUp } from '../support/api'
import {
  arrangeJournalists,
  deliverInbound,
  founderWithPitches,
  mailbox,
  messageTo,
  rawMessage,
  waitUntil,
} from '../support/sending'
import { storeOf } from '../support/store'

const baseUrl = inject('stackUrl')
const api = apiAt(baseUrl)
const store = () => storeOf(inject('stackDataDir'))

const photo = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#884422' } })
    .png()
    .toBuffer()

/** A founder who sent one pitch to one journalist, with follow-ups scheduled, and the pitch as sent. */
async function pitchedFounder(name = 'dana') {
  const { ids, domain } = await arrangeJournalists(store(), [name])
  const founder = await founderWithPitches(api, store(), ids)
  await api.put('/api/automation/settings', DEFAULT_AUTOMATION_SETTINGS, founder.token)
  const pitch = founder.pitches[0]!
  const sent = await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)
  expect(sent.body.pitch).toMatchObject({ send_status: 'sent' })
  const address = `${name}@${domain}`
  const original = await messageTo(baseUrl, address)
  const actions = async () =>
    ((await api.get('/api/automation/actions', founder.token)).body.actions as { pitch_id: string }[]).filter(
      (a) => a.pitch_id === pitch.id,
    )
  return { founder, pitch, address, original, actions }
}

/** What the journalist's mail client sends back: words over a quote, an HTML part, a photo attached. */
async function journalistReply(
  to: { address: string; original: Awaited<ReturnType<typeof simpleParser>> },
  options: { messageId?: string; threaded?: boolean } = {},
) {
  const replyTo = to.original.replyTo?.value[0]?.address ?? ''
  const composer = new MailComposer({
    from: { name: 'Dana Reed', address: to.address },
    to: options.threaded === false ? `desk@${randomUUID().slice(0, 6)}.example` : replyTo,
    subject: `Re: ${to.original.subject}`,
    messageId: options.messageId ?? `<${randomUUID()}@newsdesk.example>`,
    inReplyTo: options.threaded === false ? undefined : to.original.messageId,
    references: options.threaded === false ? undefined : to.original.messageId,
    date: new Date(),
    text:
      'Sounds interesting, can you send numbers and a founder photo by Thursday?\n\n' +
      `On Mon, 1 Dec 2026 at 09:00, Ada Founder <${to.original.from?.value[0]?.address}> wrote:\n> ${
        to.original.text?.split('\n')[0]
      }`,
    html:
      '<p>Sounds interesting, can you send <b>numbers</b>?</p><script>alert(1)</script>' +
      '<img src="https://cdn.newsdesk.example/sig.png" alt="Signature" width="120">' +
      '<img src="https://t.newsdesk.example/open?id=9" width="1" height="1">' +
      '<blockquote>Earlier pitch</blockquote>',
    attachments: [{ filename: 'our-photo.png', content: await photo(), contentType: 'image/png' }],
  })
  return (await composer.compile().build()).toString('latin1')
}

const download = (path: string, token: string) =>
  fetch(new URL(path, baseUrl), { headers: { authorization: `Bearer ${token}` } })

describe("a journalist's reply kept in the pitch's conversation", () => {
  let arranged: Awaited<ReturnType<typeof pitchedFounder>>
  let raw: string

  beforeAll(async () => {
    arranged = await pitchedFounder()
    expect((await arranged.actions()).length).toBeGreaterThan(0)
    raw = await journalistReply(arranged)
    expect(await deliverInbound(baseUrl, raw)).toMatchObject({ kind: 'human_reply', duplicate: false })
  })

  it('is listed after the pitch with its words, its quoted part folded apart, and its file', async () => {
    const { founder, pitch } = arranged
    const response = await api.get(`/api/pitches/${pitch.id}/conversation`, founder.token)
    expect(response.status).toBe(200)
    const [sent, reply, ...rest] = response.body.conversation.messages
    expect(rest).toEqual([])
    expect(sent).toMatchObject({ direction: 'out', kind: 'pitch', status: 'sent', subject: pitch.subject })
    expect(reply).toMatchObject({
      direction: 'in',
      kind: 'human_reply',
      from: { name: 'Dana Reed', email: arranged.address },
      subject: `Re: ${pitch.subject}`,
      text: 'Sounds interesting, can you send numbers and a founder photo by Thursday?',
      read: false,
      status: null,
      html_url: expect.stringMatching(/^\/api\/conversations\/.+\/html$/),
    })
    expect(reply.quoted).toMatch(/^On Mon, 1 Dec 2026 at 09:00, Ada Founder .* wrote:\n> /)
    expect(reply.attachments).toEqual([
      {
        id: '1',
        filename: 'our-photo.png',
        content_type: 'image/png',
        size: (await photo()).length,
        url: expect.stringMatching(/\/attachments\/1$/),
        refused: null,
      },
    ])
    expect(response.body.conversation.unread).toBe(1)
  })

  it("downloads the file with its owner's token, as the bytes that came", async () => {
    const { founder, pitch } = arranged
    const { messages } = (await api.get(`/api/pitches/${pitch.id}/conversation`, founder.token)).body
      .conversation
    const file = await download(messages[1].attachments[0].url, founder.token)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="our-photo.png"/)
    expect(Buffer.from(await file.arrayBuffer()).equals(await photo())).toBe(true)
    expect((await download(messages[1].attachments[0].url, '')).status).toBe(401)
  })

  it('shows its HTML sanitised: no script, no remote image until asked, never the tracking pixel', async () => {
    const { founder, pitch } = arranged
    const { messages } = (await api.get(`/api/pitches/${pitch.id}/conversation`, founder.token)).body
      .conversation
    const plain = await download(messages[1].html_url, founder.token)
    expect(plain.status).toBe(200)
    expect(plain.headers.get('content-security-policy')).toContain("img-src 'none'")
    const html = await plain.text()
    expect(html).toContain('<b>numbers</b>')
    expect(html).not.toMatch(/script|https:\/\/cdn|t\.newsdesk/)
    expect(plain.headers.get('x-blocked-images')).toBe('1')
    const shown = await (await download(`${messages[1].html_url}?images=show`, founder.token)).text()
    expect(shown).toContain('src="https://cdn.newsdesk.example/sig.png"')
    expect(shown).not.toContain('t.newsdesk.example')
  })

  it('is kept once when the same message comes again', async () => {
    const { founder, pitch } = arranged
    expect(await deliverInbound(baseUrl, raw)).toMatchObject({ duplicate: true })
    const { messages } = (await api.get(`/api/pitches/${pitch.id}/conversation`, founder.token)).body
      .conversation
    expect(messages.filter((m: { direction: string }) => m.direction === 'in')).toHaveLength(1)
  })

  it('stopped the follow-ups', async () => {
    expect(await arranged.actions()).toEqual([])
  })

  it("puts the reply's first words on the pitch's card, on both boards", async () => {
    const { founder, pitch } = arranged
    const words = 'Sounds interesting, can you send numbers and a founder photo by Thursday?'
    const pitches = (await api.get('/api/pitches', founder.token)).body.pitches
    expect(pitches.find((p: { id: string }) => p.id === pitch.id)).toMatchObject({ reply_snippet: words })
    const cards = (await api.get('/api/workflow/cards', founder.token)).body.cards
    expect(cards.find((c: { pitch: { id: string } }) => c.pitch.id === pitch.id).pitch).toMatchObject({
      reply_snippet: words,
    })
  })

  it('is in the inbox, unread and waiting for an answer, until read', async () => {
    const { founder, pitch } = arranged
    const inbox = (await api.get('/api/inbox?filter=unread', founder.token)).body
    expect(inbox.unread).toBe(1)
    expect(inbox.conversations).toEqual([
      expect.objectContaining({
        pitch_id: pitch.id,
        unread: 1,
        needs_answer: true,
        snippet: expect.stringMatching(/^Sounds interesting, can you send numbers/),
      }),
    ])
    expect((await api.post(`/api/inbox/${pitch.id}/read`, {}, founder.token)).body).toEqual({ marked: 1 })
    const after = (await api.get('/api/inbox?filter=unread', founder.token)).body
    expect(after).toEqual({ conversations: [], unread: 0, nextCursor: null })
    const all = (await api.get('/api/inbox', founder.token)).body.conversations
    expect(all).toEqual([expect.objectContaining({ pitch_id: pitch.id, unread: 0, needs_answer: true })])
  })

  it('answers another founder 404 on the conversation, its file, its HTML, the answer and the read', async () => {
    const { founder, pitch } = arranged
    const other = await signUp(api)
    const { messages } = (await api.get(`/api/pitches/${pitch.id}/conversation`, founder.token)).body
      .conversation
    const theirs = [
      await api.get(`/api/pitches/${pitch.id}/conversation`, other.token),
      await api.post(`/api/pitches/${pitch.id}/replies`, { body: 'Taken over' }, other.token),
      await api.post(`/api/inbox/${pitch.id}/read`, {}, other.token),
    ]
    for (const response of theirs) {
      expect(response.status).toBe(404)
      expect(response.body).toEqual({ message: expect.any(String) })
    }
    for (const path of [messages[1].attachments[0].url, messages[1].html_url]) {
      const response = await download(path, other.token)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ message: expect.any(String) })
    }
    expect((await api.get('/api/inbox', other.token)).body).toEqual({
      conversations: [],
      unread: 0,
      nextCursor: null,
    })
  })
})

describe("the founder's answer from the app", () => {
  it('goes out once per Idempotency-Key, in the thread, with List-Unsubscribe, and starts no follow-up', async () => {
    const arranged = await pitchedFounder('jo')
    const { founder, pitch, address } = arranged
    const replyId = `<${randomUUID()}@newsdesk.example>`
    await deliverInbound(baseUrl, await journalistReply(arranged, { messageId: replyId }))
    const key = randomUUID()
    const answer = () =>
      api.call('POST', `/api/pitches/${pitch.id}/replies`, {
        token: founder.token,
        body: { body: 'Here are the numbers: 40% month on month. Photo attached tomorrow.' },
        headers: { 'idempotency-key': key },
      })
    const first = await answer()
    const second = await answer()
    expect(first.status).toBe(201)
    expect(second.status).toBe(200)
    expect(first.body.reply).toMatchObject({ direction: 'out', kind: 'reply', status: 'sent' })
    expect(second.body.reply.id).toBe(first.body.reply.id)
    // The same key with other words is not a retry: refused, and nothing more goes (counted below).
    const reused = await api.call('POST', `/api/pitches/${pitch.id}/replies`, {
      token: founder.token,
      body: { body: 'A different answer altogether.' },
      headers: { 'idempotency-key': key },
    })
    expect([reused.status, reused.body]).toEqual([
      422,
      { message: 'This Idempotency-Key was already used for a different request' },
    ])

    const answers = (await mailbox(baseUrl)).filter(
      (m) => m.to === address && m.message_id.startsWith('reply-'),
    )
    expect(answers).toHaveLength(1)
    const sent = await simpleParser(await rawMessage(baseUrl, answers[0]!.message_id))
    expect(sent.subject).toBe(`Re: ${pitch.subject}`)
    expect(sent.inReplyTo).toBe(replyId)
    expect(sent.references).toEqual([arranged.original.messageId, replyId])
    expect(sent.text).toContain('Here are the numbers: 40% month on month.')
    // mailparser folds List-* headers into one object; the raw lines are what a mail client reads.
    const unsubscribe = sent.headerLines.find((h) => h.key === 'list-unsubscribe')?.line
    expect(unsubscribe?.replace(/\r\n\s+/g, ' ')).toMatch(
      /^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/api\/unsubscribe\/[0-9a-f]{32}>$/,
    )
    expect(sent.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    )
    expect(sent.replyTo?.value[0]?.address).toMatch(/^reply\+[0-9a-f]{24}@/)

    const { messages } = (await api.get(`/api/pitches/${pitch.id}/conversation`, founder.token)).body
      .conversation
    expect(messages.map((m: { direction: string; kind: string }) => `${m.direction} ${m.kind}`)).toEqual([
      'out pitch',
      'in human_reply',
      'out reply',
    ])
    const inbox = (await api.get('/api/inbox', founder.token)).body.conversations
    expect(inbox).toEqual([expect.objectContaining({ pitch_id: pitch.id, needs_answer: false })])
    expect(await arranged.actions()).toEqual([])
  })

  it('sends nothing to a suppressed address', async () => {
    const arranged = await pitchedFounder('kim')
    await deliverInbound(baseUrl, await journalistReply(arranged))
    await store()
      .suppressions.create({
        email: arranged.address,
        reason: 'unsubscribed',
        created_at: new Date().toISOString(),
      })
      .go()
    const response = await api.post(
      `/api/pitches/${arranged.pitch.id}/replies`,
      { body: 'Numbers attached' },
      arranged.founder.token,
    )
    expect(response.status).toBe(201)
    expect(response.body.reply).toMatchObject({ kind: 'reply', status: 'skipped' })
    const answers = (await mailbox(baseUrl)).filter(
      (m) => m.to === arranged.address && m.message_id.startsWith('reply-'),
    )
    expect(answers).toEqual([])
  })

  it('is refused before the journalist has written, and without a body', async () => {
    const arranged = await pitchedFounder('lee')
    const early = await api.post(
      `/api/pitches/${arranged.pitch.id}/replies`,
      { body: 'Hello again' },
      arranged.founder.token,
    )
    expect(early.status).toBe(409)
    expect(early.body).toEqual({ message: 'The journalist has not written yet: there is nothing to answer' })
    const empty = await api.post(
      `/api/pitches/${arranged.pitch.id}/replies`,
      { body: '  ' },
      arranged.founder.token,
    )
    expect(empty).toMatchObject({ status: 400, body: { message: 'Write your answer first' } })
  })
})

describe('what is never shown', () => {
  it('keeps mail matched only by a sender two founders wrote to for neither of them', async () => {
    const { ids, domain } = await arrangeJournalists(store(), ['sam'])
    const founders = [
      await founderWithPitches(api, store(), ids),
      await founderWithPitches(api, store(), ids),
    ]
    for (const f of founders) await api.post(`/api/pitches/${f.pitches[0]!.id}/send`, {}, f.token)
    const address = `sam@${domain}`
    await waitUntil(
      async () => (await mailbox(baseUrl)).filter((m) => m.to === address).length,
      (n) => n === 2,
    )
    const original = await simpleParser(
      await rawMessage(baseUrl, (await mailbox(baseUrl)).find((m) => m.to === address)!.message_id),
    )
    const result = await deliverInbound(
      baseUrl,
      await journalistReply({ address, original }, { threaded: false }),
    )
    expect(result).toMatchObject({ matchedBy: 'sender' })
    for (const f of founders) {
      const { messages } = (await api.get(`/api/pitches/${f.pitches[0]!.id}/conversation`, f.token)).body
        .conversation
      expect(messages.filter((m: { direction: string }) => m.direction === 'in')).toEqual([])
    }
  })

  it('deletes a conversation with its pitch', async () => {
    const arranged = await pitchedFounder('max')
    await deliverInbound(baseUrl, await journalistReply(arranged))
    const userId = arranged.founder.id
    const kept = () =>
      store().conversationMessages.query.byPitch({ user_id: userId, pitch_id: arranged.pitch.id }).go()
    expect((await kept()).data).toHaveLength(1)
    expect(
      (await api.call('DELETE', `/api/pitches/${arranged.pitch.id}`, { token: arranged.founder.token }))
        .status,
    ).toBe(204)
    expect((await kept()).data).toEqual([])
    expect((await api.get('/api/inbox', arranged.founder.token)).body.conversations).toEqual([])
  })
})

describe("a person's reply in the founder's own mail", () => {
  const forwardsTo = async (email: string) =>
    (await mailbox(baseUrl)).filter((m) => m.to === email && m.message_id.startsWith('forward-'))

  it('is forwarded at once with its file, and answering the forward reaches the journalist in the thread', async () => {
    const arranged = await pitchedFounder('ria')
    const { founder, pitch, address } = arranged
    const replyId = `<${randomUUID()}@newsdesk.example>`
    await deliverInbound(baseUrl, await journalistReply(arranged, { messageId: replyId }))

    const [entry, ...more] = await forwardsTo(founder.email)
    expect(more).toEqual([])
    const forward = await simpleParser(await rawMessage(baseUrl, entry!.message_id))
    expect(forward.replyTo?.value[0]?.address).toMatch(/^answer\+[0-9a-f]{24}@/)
    expect(forward.from?.value[0]?.name).toBe('Dana Reed via Pressroom')
    expect(forward.text).toContain(
      'Sounds interesting, can you send numbers and a founder photo by Thursday?',
    )
    expect(forward.text).toContain(`/inbox?pitch=${pitch.id}`)
    expect(forward.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['our-photo.png', 'image/png'],
    ])
    // The same reply again forwards nothing again.
    await deliverInbound(baseUrl, await journalistReply(arranged, { messageId: replyId }))
    expect(await forwardsTo(founder.email)).toHaveLength(1)

    // The founder answers the forward from their mail client (the local mailbox's 'Simulate reply').
    const simulated = await fetch(
      new URL(`/dev/mailbox/${encodeURIComponent(entry!.message_id)}/reply`, baseUrl),
      {
        method: 'POST',
        redirect: 'manual',
      },
    )
    expect(simulated.status).toBe(303)
    const answers = await waitUntil(
      async () =>
        (await mailbox(baseUrl)).filter((m) => m.to === address && m.message_id.startsWith('reply-')),
      (list) => list.length > 0,
    )
    expect(answers).toHaveLength(1)
    const sent = await simpleParser(await rawMessage(baseUrl, answers[0]!.message_id))
    expect(sent.inReplyTo).toBe(replyId)
    expect(sent.subject).toBe(`Re: ${pitch.subject}`)
    expect(sent.text).toContain('Thanks for reaching out, this sounds interesting.')
    expect(sent.text).not.toContain('you wrote:')
    const { messages } = (await api.get(`/api/pitches/${pitch.id}/conversation`, founder.token)).body
      .conversation
    expect(messages.map((m: { direction: string; kind: string }) => `${m.direction} ${m.kind}`)).toEqual([
      'out pitch',
      'in human_reply',
      'out reply',
    ])
    expect(messages[2].text).toBe(
      'Thanks for reaching out, this sounds interesting. Could you send me more details?',
    )
    expect(await arranged.actions()).toEqual([])
  })

  it('is never taken for a journalist reply: not the forward itself, nor an auto-reply to it', async () => {
    const arranged = await pitchedFounder('ola')
    const { founder, pitch } = arranged
    await deliverInbound(baseUrl, await journalistReply(arranged))
    const [entry] = await forwardsTo(founder.email)
    const forwardRaw = await rawMessage(baseUrl, entry!.message_id)
    expect(await deliverInbound(baseUrl, forwardRaw)).toEqual({ kind: 'other', duplicate: false })
    const forward = await simpleParser(forwardRaw)
    const away = new MailComposer({
      from: founder.email,
      to: forward.replyTo?.value[0]?.address,
      subject: `Automatic reply: ${forward.subject}`,
      inReplyTo: forward.messageId,
      headers: { 'Auto-Submitted': 'auto-replied' },
      text: 'I am out of the office until Monday.',
    })
    const result = await deliverInbound(baseUrl, (await away.compile().build()).toString('latin1'))
    expect(result).toMatchObject({ founderAnswer: 'automatic' })
    const { messages } = (await api.get(`/api/pitches/${pitch.id}/conversation`, founder.token)).body
      .conversation
    expect(messages.map((m: { direction: string; kind: string }) => `${m.direction} ${m.kind}`)).toEqual([
      'out pitch',
      'in human_reply',
    ])
    expect((await mailbox(baseUrl)).filter((m) => m.to === arranged.address)).toHaveLength(1)
  })

  it('takes an answer to a forward whose pitch was deleted since as refused, sending nothing', async () => {
    const arranged = await pitchedFounder('ada')
    const { founder, pitch } = arranged
    await deliverInbound(baseUrl, await journalistReply(arranged))
    const [entry] = await forwardsTo(founder.email)
    const forward = await simpleParser(await rawMessage(baseUrl, entry!.message_id))
    expect((await api.call('DELETE', `/api/pitches/${pitch.id}`, { token: founder.token })).status).toBe(204)
    const late = new MailComposer({
      from: founder.email,
      to: forward.replyTo?.value[0]?.address,
      subject: `Re: ${forward.subject}`,
      inReplyTo: forward.messageId,
      text: 'Numbers attached.',
    })
    const result = await deliverInbound(baseUrl, (await late.compile().build()).toString('latin1'))
    expect(result).toMatchObject({ founderAnswer: 'refused' })
    expect((await mailbox(baseUrl)).filter((m) => m.to === arranged.address)).toHaveLength(1)
  })

  it('is not forwarded when the founder turned forwarding off, nor is an out-of-office ever', async () => {
    const arranged = await pitchedFounder('eve')
    const { founder } = arranged
    const off = await api.put('/api/profile', { forward_replies: false }, founder.token)
    expect(off.body.profile.forward_replies).toBe(false)
    await deliverInbound(baseUrl, await journalistReply(arranged))
    expect(await forwardsTo(founder.email)).toEqual([])

    const other = await pitchedFounder('ivy')
    const ooo = new MailComposer({
      from: other.address,
      to: other.original.replyTo?.value[0]?.address,
      subject: `Automatic reply: ${other.original.subject}`,
      inReplyTo: other.original.messageId,
      headers: { 'Auto-Submitted': 'auto-replied' },
      text: 'I am out of the office until Monday.',
    })
    expect(await deliverInbound(baseUrl, (await ooo.compile().build()).toString('latin1'))).toMatchObject({
      kind: 'out_of_office',
    })
    expect(await forwardsTo(other.founder.email)).toEqual([])
  })

  it("answers an out-of-office under the pitch's subject, not the auto-reply's", async () => {
    const { founder, pitch, address, original } = await pitchedFounder('ota')
    const ooo = new MailComposer({
      from: address,
      to: original.replyTo?.value[0]?.address,
      subject: `Automatic reply: ${original.subject}`,
      inReplyTo: original.messageId,
      headers: { 'Auto-Submitted': 'auto-replied' },
      text: 'I am out of the office until Monday.',
    })
    expect(await deliverInbound(baseUrl, (await ooo.compile().build()).toString('latin1'))).toMatchObject({
      kind: 'out_of_office',
    })
    const answered = await api.post(
      `/api/pitches/${pitch.id}/replies`,
      { body: 'Enjoy the break.' },
      founder.token,
    )
    expect(answered.status).toBe(201)
    const [answer] = (await mailbox(baseUrl)).filter(
      (m) => m.to === address && m.message_id.startsWith('reply-'),
    )
    const sent = await simpleParser(await rawMessage(baseUrl, answer!.message_id))
    expect(sent.text).toContain('Enjoy the break.')
    expect(sent.subject).toBe(`Re: ${pitch.subject}`)
  })
})
