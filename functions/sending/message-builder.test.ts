import { simpleParser } from 'mailparser'
import { describe, expect, it } from 'vitest'
import { buildMessage, type MessageSpec } from './message-builder'

const spec: MessageSpec = {
  from: { name: 'Ada Founder', address: 'pitches@mail.pressroom.example' },
  to: { name: 'Jo Reporter', address: 'jo@news.example' },
  replyTo: 'reply+tok123@reply.pressroom.example',
  subject: 'Acme raises a seed round — café owners <3',
  body: 'Hi Jo,\n\nAcme helps café owners.\nShort line two.\n\nBest,\nAda',
  messageId: 'send-1@mail.pressroom.example',
  unsubscribeUrl: 'https://app.pressroom.example/api/unsubscribe/tok123',
  date: new Date('2026-03-02T10:00:00Z'),
}

describe('buildMessage', () => {
  it('writes RFC 8058 one-click unsubscribe headers and a visible link in both parts', async () => {
    const parsed = await simpleParser(await buildMessage(spec))
    // mailparser folds List-* headers into one object; the raw lines are what a mail client reads.
    const line = (key: string) => parsed.headerLines.find((h) => h.key === key)?.line
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(line('list-unsubscribe')).toBe(
      'List-Unsubscribe: <https://app.pressroom.example/api/unsubscribe/tok123>',
    )
    expect(parsed.text).toContain('https://app.pressroom.example/api/unsubscribe/tok123')
    expect(parsed.html).toContain('href="https://app.pressroom.example/api/unsubscribe/tok123"')
  })

  it('sets the Message-ID, the reply token address, sender, recipient and date', async () => {
    const parsed = await simpleParser(await buildMessage(spec))
    expect(parsed.messageId).toBe('<send-1@mail.pressroom.example>')
    expect(parsed.replyTo?.value[0]?.address).toBe('reply+tok123@reply.pressroom.example')
    expect(parsed.from?.value[0]).toEqual({ name: 'Ada Founder', address: 'pitches@mail.pressroom.example' })
    expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.value[0]?.address).toBe('jo@news.example')
    expect(parsed.date?.toISOString()).toBe('2026-03-02T10:00:00.000Z')
    expect(parsed.subject).toBe(spec.subject)
  })

  it('has a text part and an escaped HTML part with the paragraphs', async () => {
    const parsed = await simpleParser(await buildMessage(spec))
    expect(parsed.text).toContain('Acme helps café owners.\nShort line two.')
    expect(parsed.html).toContain('<p>Acme helps café owners.<br>Short line two.</p>')
    const tricky = await simpleParser(await buildMessage({ ...spec, body: '<script>alert(1)</script>' }))
    expect(tricky.html).not.toContain('<script>')
  })

  it('threads a follow-up with In-Reply-To and References, and a first message without them', async () => {
    const first = await simpleParser(await buildMessage(spec))
    expect(first.inReplyTo).toBeUndefined()
    expect(first.references).toBeUndefined()
    const followUp = await simpleParser(
      await buildMessage({
        ...spec,
        messageId: 'send-2@x.example',
        inReplyTo: 'send-1@mail.pressroom.example',
      }),
    )
    expect(followUp.inReplyTo).toBe('<send-1@mail.pressroom.example>')
    expect(followUp.references).toBe('<send-1@mail.pressroom.example>')
  })

  it("threads an answer with the thread's References, then the message it answers, each once", async () => {
    const answer = await simpleParser(
      await buildMessage({
        ...spec,
        messageId: 'send-3@x.example',
        inReplyTo: 'r1@news.example',
        references: ['send-1@mail.pressroom.example', 'r1@news.example'],
      }),
    )
    expect(answer.inReplyTo).toBe('<r1@news.example>')
    expect(answer.references).toEqual(['<send-1@mail.pressroom.example>', '<r1@news.example>'])
  })
})
