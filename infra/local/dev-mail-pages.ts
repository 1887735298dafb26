import type { IncomingMessage, ServerResponse } from 'node:http'
import { simpleParser } from 'mailparser'
import MailComposer from 'nodemailer/lib/mail-composer'
import { SesDeliveryEvent } from '../../events/ses-delivery-event'
import { localMailbox } from '../../functions/adapters/local/mailbox'
import { announceDue } from '../../functions/adapters/local/queue-signal'
import { localSesEvent } from '../../functions/adapters/local/ses-events'
import { seedDemo } from '../../functions/demo/seed-demo'
import { advanceClock } from '../../functions/platform/clock'
import type { Deps } from '../../functions/ports/deps'
import { recordDeliveryEvent } from '../../functions/sending/delivery-events'
import { receiveInbound } from '../../functions/sending/inbound'

/**
 * Local-only pages of the embedded stack (never deployed): the mailbox of every message the app sent,
 * with its headers and both parts, a way to simulate a journalist's reply or out-of-office to any of
 * them, a bounce or a complaint of one as SES's delivery events would report it, POST /dev/inbound
 * taking a raw RFC 5322 message as the SES receipt rule would, and POST /dev/ses-events taking one SES
 * event as EventBridge would hand it to the delivery events function.
 */
export function createDevMailPages(deps: () => Deps) {
  return async function handle(request: IncomingMessage, response: ServerResponse, url: URL) {
    const mailbox = localMailbox(deps())
    const path = url.pathname
    // Test-only: moves the embedded stack's clock forward (absent unless started for tests).
    if (request.method === 'POST' && path === '/dev/clock' && process.env.PRESSROOM_TEST_CLOCK === '1') {
      const { advanceMs } = JSON.parse((await readRaw(request)).toString() || '{}') as { advanceMs?: number }
      if (typeof advanceMs !== 'number' || advanceMs < 0)
        return json(response, 400, { message: 'advanceMs must be a positive number' })
      const now = advanceClock(advanceMs)
      announceDue(now) // whatever the move made due goes now, not at the workers' next look
      return json(response, 200, { now: now.toISOString() })
    }
    // The demo founder with 90 days of history, made through the real use cases (see seed-demo.ts).
    if (path === '/dev/demo') {
      if (request.method !== 'POST') return json(response, 200, { available: true })
      const { days } = JSON.parse((await readRaw(request)).toString() || '{}') as { days?: number }
      const { session, created } = await seedDemo(deps(), { days: Math.min(Math.max(days ?? 90, 1), 365) })
      return json(response, 200, { ...session, created })
    }
    if (request.method === 'POST' && path === '/dev/inbound') {
      const result = await receiveInbound(deps(), await readRaw(request))
      return json(response, 200, result)
    }
    if (request.method === 'POST' && path === '/dev/ses-events') {
      const parsed = SesDeliveryEvent.safeParse(jsonOf((await readRaw(request)).toString()))
      if (!parsed.success) return json(response, 400, { message: 'Not an SES delivery event' })
      return json(response, 200, { outcome: await recordDeliveryEvent(deps(), parsed.data) })
    }
    const event = path.match(/^\/dev\/mailbox\/([^/]+)\/(bounce|complaint)$/)
    if (request.method === 'POST' && event) {
      const entry = await mailbox.entry(decodeURIComponent(event[1] ?? ''))
      if (!entry) return json(response, 404, { message: 'No such message' })
      const type = event[2] === 'bounce' ? 'Bounce' : 'Complaint'
      const outcome = await recordDeliveryEvent(deps(), localSesEvent(type, entry, deps().now()))
      const done = outcome === 'unmatched' ? 'event_for_no_send' : `${event[2]}_event`
      response.writeHead(303, { location: `/dev/mailbox?done=${done}` })
      return response.end()
    }
    // Every message's envelope, for tools and tests.
    if (request.method === 'GET' && path === '/dev/mailbox.json')
      return json(response, 200, await mailbox.list())
    if (request.method === 'GET' && path === '/dev/mailbox') {
      // Read a few at a time: a hundred reads at once made the local file store reset connections.
      const entries = await mailbox.list(100)
      const messages = []
      for (let i = 0; i < entries.length; i += MAILBOX_READS_AT_ONCE)
        messages.push(
          ...(await Promise.all(
            entries.slice(i, i + MAILBOX_READS_AT_ONCE).map(async (entry) => ({
              ...entry,
              parsed: await simpleParser((await mailbox.read(entry.message_id)) ?? ''),
            })),
          )),
        )
      return html(response, 200, mailboxPage(messages, url.searchParams.get('done')))
    }
    const raw = path.match(/^\/dev\/mailbox\/([^/]+)\.eml$/)
    if (request.method === 'GET' && raw) {
      const text = await mailbox.read(decodeURIComponent(raw[1] ?? ''))
      if (text === undefined) return json(response, 404, { message: 'No such message' })
      response.writeHead(200, { 'content-type': 'message/rfc822' })
      return response.end(Buffer.from(text, 'latin1'))
    }
    const simulate = path.match(/^\/dev\/mailbox\/([^/]+)\/(reply|out-of-office)$/)
    if (request.method === 'POST' && simulate) {
      const messageId = decodeURIComponent(simulate[1] ?? '')
      const original = await mailbox.read(messageId)
      if (original === undefined) return json(response, 404, { message: 'No such message' })
      const answer = await answerTo(
        await simpleParser(original),
        simulate[2] as 'reply' | 'out-of-office',
        deps().now(),
      )
      const result = await receiveInbound(deps(), answer)
      response.writeHead(303, { location: `/dev/mailbox?done=${result.kind}` })
      return response.end()
    }
    return json(response, 404, { message: 'Not Found' })
  }
}

/** What a journalist's mail client would send back: a reply in the thread, or an out-of-office note. */
async function answerTo(
  original: Awaited<ReturnType<typeof simpleParser>>,
  kind: 'reply' | 'out-of-office',
  now: Date,
) {
  const to = original.to && !Array.isArray(original.to) ? original.to.value[0] : undefined
  const replyTo = original.replyTo?.value[0]?.address ?? original.from?.value[0]?.address ?? ''
  const back = new Date(now.getTime() + 7 * 86_400_000)
  const backText = back.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const composer = new MailComposer({
    from: { name: to?.name ?? '', address: to?.address ?? '' },
    to: replyTo,
    subject: `${kind === 'reply' ? 'Re' : 'Automatic reply'}: ${original.subject ?? ''}`,
    inReplyTo: original.messageId,
    references: original.messageId ? [original.messageId] : undefined,
    date: now,
    headers: kind === 'reply' ? {} : { 'Auto-Submitted': 'auto-replied', 'X-Autoreply': 'yes' },
    text:
      kind === 'reply'
        ? `Thanks for reaching out, this sounds interesting. Could you send me more details?\n\nOn ${original.date?.toUTCString()}, you wrote:\n> ${(original.text ?? '').split('\n').slice(0, 3).join('\n> ')}`
        : `I am out of the office until ${backText} with limited access to e-mail. I will reply when I return.`,
  })
  return composer.compile().build()
}

const MAILBOX_READS_AT_ONCE = 8

function mailboxPage(
  messages: { message_id: string; stored_at: string; parsed: Awaited<ReturnType<typeof simpleParser>> }[],
  done: string | null,
) {
  const items = messages.map(({ message_id, stored_at, parsed }) => {
    const id = encodeURIComponent(message_id)
    const headers = parsed.headerLines.map((h) => `<div class="h">${escapeHtml(h.line)}</div>`).join('')
    return `<article aria-label="${escapeHtml(parsed.subject ?? '')}">
<h2>${escapeHtml(parsed.subject ?? '(no subject)')}</h2>
<p class="meta">To ${escapeHtml(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '')} · stored ${escapeHtml(stored_at)} · <a href="/dev/mailbox/${id}.eml">raw</a></p>
<details><summary>Headers</summary><div class="headers">${headers}</div></details>
<h3>Text part</h3><pre>${escapeHtml(parsed.text ?? '')}</pre>
<h3>HTML part</h3><iframe sandbox title="HTML part" srcdoc="${escapeHtml(parsed.html || '')}"></iframe>
<form method="post" action="/dev/mailbox/${id}/reply"><button>Simulate reply</button></form>
<form method="post" action="/dev/mailbox/${id}/out-of-office"><button>Simulate out-of-office</button></form>
<form method="post" action="/dev/mailbox/${id}/bounce"><button>Simulate bounce</button></form>
<form method="post" action="/dev/mailbox/${id}/complaint"><button>Simulate complaint</button></form>
</article>`
  })
  const notice = done
    ? `<p role="status" class="notice">${done.endsWith('event') ? 'Simulated delivery event recorded' : 'Simulated message received'}: ${escapeHtml(done.replace(/_/g, ' '))}</p>`
    : ''
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Mailbox · Pressroom (local)</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a2e}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0;overflow-wrap:anywhere}.meta{color:#555}
.headers{font:12px/1.4 ui-monospace,monospace;background:#f6f6f8;padding:.5rem;overflow-x:auto}.h{white-space:pre-wrap;word-break:break-all}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f6f6f8;padding:.5rem}iframe{width:100%;height:14rem;border:1px solid #ddd}
form{display:inline-block;margin-right:.5rem}button{font:inherit;padding:.4rem .9rem;border-radius:6px;border:1px solid #1a1a2e;background:#fff;cursor:pointer}
.notice{background:#e7f6ec;padding:.5rem 1rem;border-radius:6px}</style></head>
<body><main><h1>Mailbox</h1><p>Every message Pressroom sent on this machine. Nothing here leaves it.</p>${notice}
${items.join('\n') || '<p>No messages yet. Send a pitch and it appears here.</p>'}</main></body></html>`
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

async function readRaw(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify(body))
}

function html(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-src 'self'",
  })
  response.end(body)
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
