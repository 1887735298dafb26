// npm run bench:inbound: N journalists' replies (BENCH_INBOUND_COUNT, 1,000 by default) to real sends,
// each written to its send's Reply-To and every tenth with a photo attached, handed a few at a time
// (BENCH_INBOUND_CONCURRENCY, 10 by default) to POST /dev/inbound, the entry the SES receipt rule's
// Lambda and the local mailbox share: each is kept in its pitch's conversation, threaded to its send
// and forwarded to the founder, and counted for lost and duplicated. Beside it in the same run: the
// same number of messages matched to nothing through the same entry, and the bare local mailbox.
import { randomUUID } from 'node:crypto'
import { simpleParser } from 'mailparser'
import MailComposer from 'nodemailer/lib/mail-composer'
import sharp from 'sharp'
import { apiAt } from '../../test/support/api'
import {
  arrangeJournalists,
  founderWithPitches,
  mailbox,
  rawMessage,
  waitUntil,
} from '../../test/support/sending'
import { removeDataDir, startStack } from '../../test/support/stack'
import { storeOf } from '../../test/support/store'
import { bareMailboxSeconds, reportBesideBaseline, round, writePitches } from './mailbox-baseline'

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
const COUNT = Number(process.env.BENCH_INBOUND_COUNT ?? 1000)
const CONCURRENCY = Number(process.env.BENCH_INBOUND_CONCURRENCY ?? 10)
/** Tries of one message, as the receipt rule's Lambda is retried (the first and two more). */
const ATTEMPTS = 3
const WITH_ATTACHMENT = (i: number) => i % 10 === 0
const POLL_MS = 1_000

interface Sent {
  pitchId: string
  sendId: string
  to: string
  replyTo: string
  messageId: string
  subject: string
  text: string
}

const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#884422' } })
  .png()
  .toBuffer()

const stack = await startStack()
try {
  const store = storeOf(stack.dataDir)
  const api = apiAt(stack.url)

  console.log(`Arranging ${COUNT} journalists and sending them a pitch each...`)
  const arrangeStarted = performance.now()
  const { ids, domain } = await arrangeJournalists(
    store,
    Array.from({ length: COUNT }, (_, i) => `r${i}`),
  )
  const founder = await founderWithPitches(api, store, [])
  const pitchIds = await writePitches(store, founder.id, founder.companyId, ids, (i) => `r${i}@${domain}`)
  for (let i = 0; i < pitchIds.length; i += 500) {
    const response = await api.post('/api/send-jobs', { pitchIds: pitchIds.slice(i, i + 500) }, founder.token)
    if (response.status !== 202)
      throw new Error(`send-jobs: ${response.status} ${JSON.stringify(response.body)}`)
    const id = response.body.job.id
    await waitUntil(
      async () => (await api.get(`/api/send-jobs/${id}`, founder.token)).body.job,
      (j) => j.done,
      600_000,
      POLL_MS,
    )
  }
  const sent = await sentPitches(stack.url, store, founder.id, domain)
  if (sent.length !== COUNT) throw new Error(`sent ${sent.length} pitches of ${COUNT}`)
  const arrangeS = (performance.now() - arrangeStarted) / 1000

  // Every message is composed before the clock starts: what is measured is receiving them.
  const replies = await Promise.all(sent.map((s, i) => journalistReply(s, i)))
  const unmatched = await Promise.all(sent.map((s, i) => unmatchedMessage(s, i)))

  console.log(`Delivering ${COUNT} replies to /dev/inbound, ${CONCURRENCY} at a time...`)
  let started = performance.now()
  const delivered = await deliverAll(
    stack.url,
    replies.map((r) => r.raw),
  )
  const repliesS = (performance.now() - started) / 1000

  // /dev/inbound answers once the message is kept and forwarded; the table and the mailbox are read
  // until they show every reply (bounded), so nothing still under way is counted lost.
  const founderEmail = founder.email.toLowerCase()
  const probe = async () => {
    const [messages, forwards, mail] = await Promise.all([
      store.conversationMessages.query.byPitch({ user_id: founder.id }).go({ pages: 'all' }),
      store.conversationForwards.query.byMessage({ user_id: founder.id }).go({ pages: 'all' }),
      mailbox(stack.url),
    ])
    return {
      messages: messages.data,
      forwards: forwards.data,
      toFounder: mail.filter((m) => m.to.toLowerCase() === founderEmail),
    }
  }
  const state = await waitUntil(
    probe,
    (s) => s.messages.length >= COUNT && s.toFounder.length >= COUNT,
    60_000,
    POLL_MS,
  ).catch(() => probe())

  let lost = 0
  let duplicated = 0
  let unthreaded = 0
  let attachmentsKept = 0
  const forwardKeys = new Set<string>()
  for (const [i, s] of sent.entries()) {
    const rfcId = replies[i]?.messageId.replace(/^<|>$/g, '')
    const kept = state.messages.filter((m) => m.pitch_id === s.pitchId && m.kind === 'human_reply')
    const mine = kept.filter((m) => m.rfc_message_id === rfcId)
    const message = mine[0]
    const forwardsSent = message
      ? state.toFounder.filter((m) => m.message_id.startsWith(`forward-${message.message_key}@`)).length
      : 0
    const forwardRecords = message
      ? state.forwards.filter((f) => f.message_key === message.message_key).length
      : 0
    if (message) forwardKeys.add(message.message_key)
    if (!message || forwardsSent === 0) lost++
    if (kept.length > 1 || forwardsSent > 1 || forwardRecords > 1) duplicated++
    const threadId = s.messageId.replace(/^<|>$/g, '')
    if (message && (message.send_id !== s.sendId || !message.references?.some((r) => r.includes(threadId))))
      unthreaded++
    if (WITH_ATTACHMENT(i) && message?.attachments[0]?.key && !message.attachments[0].refused)
      attachmentsKept++
  }
  // Anything in the founder's mail that forwards none of these replies is counted as a duplicate too.
  const strayForwards = state.toFounder.filter(
    (m) => ![...forwardKeys].some((key) => m.message_id.startsWith(`forward-${key}@`)),
  ).length
  const notByToken = delivered.results.filter(
    (r) => r && (r.kind !== 'human_reply' || r.matchedBy !== 'reply_token' || r.duplicate),
  ).length

  console.log(`Delivering ${COUNT} messages matched to nothing to /dev/inbound...`)
  started = performance.now()
  const baseline = await deliverAll(stack.url, unmatched)
  const unmatchedS = (performance.now() - started) / 1000
  const baselineMatched = baseline.results.filter((r) => r?.matchedBy).length

  const bareS = await bareMailboxSeconds(stack, store, COUNT)

  const attachments = sent.filter((_, i) => WITH_ATTACHMENT(i)).length
  reportBesideBaseline({
    name: 'inbound',
    title: `Inbound processing of ${COUNT} replies`,
    command: 'npm run bench:inbound',
    path: `replies: POST /dev/inbound → match by Reply-To → keep in the thread → forward to the founder, ${CONCURRENCY} at a time`,
    unit: 'messages',
    ratioOf: 'Replies',
    count: COUNT,
    seconds: repliesS,
    bareSeconds: bareS,
    moreBaselines: [
      {
        path: `baseline: messages matched to nothing through POST /dev/inbound, ${CONCURRENCY} at a time`,
        seconds: unmatchedS,
      },
    ],
    notes: [
      `Replies / matched-to-nothing throughput through the same entry: ${round(unmatchedS / repliesS)}x.`,
      `Lost ${lost}, duplicated ${duplicated} (of ${COUNT} replies: lost is no conversation message or no forward, duplicated more than one of either); ${strayForwards} stray forwards; ${unthreaded} kept outside their send's thread; ${notByToken} not taken as a person's first reply matched by its Reply-To token; ${attachmentsKept} of ${attachments} attachments kept.`,
      `${delivered.retries} tries of a reply and ${baseline.retries} of an unmatched message were repeated after a failed one (${delivered.failed + baseline.failed} failed all ${ATTEMPTS}); ${baselineMatched} unmatched messages were matched to something.`,
      `Arranging (${COUNT} journalists, pitches sent through the send queue, their messages read back from the mailbox) took ${round(arrangeS)} s and is not counted. The local mailbox keeps one copy per Message-ID, so a forward handed to it twice would show once: its record in the table (one per reply, written before it goes) is counted too.`,
    ],
  })
  if (
    lost ||
    duplicated ||
    strayForwards ||
    unthreaded ||
    notByToken ||
    baselineMatched ||
    attachmentsKept !== attachments
  )
    process.exitCode = 1
} finally {
  await stack.stop()
  removeDataDir(stack.dataDir)
}

/** Each pitch as it went out: read back from the mailbox, with the Reply-To and Message-ID it carries. */
async function sentPitches(
  baseUrl: string,
  store: ReturnType<typeof storeOf>,
  userId: string,
  domain: string,
): Promise<Sent[]> {
  const sends = (await store.sends.query.byUser({ user_id: userId }).go({ pages: 'all' })).data
  const byMessageId = new Map(sends.map((s) => [s.message_id, s]))
  const entries = (await mailbox(baseUrl)).filter((m) => m.to.endsWith(`@${domain}`))
  const out: Sent[] = []
  for (let i = 0; i < entries.length; i += 20)
    out.push(
      ...(await Promise.all(
        entries.slice(i, i + 20).map(async (entry) => {
          const parsed = await simpleParser(await rawMessage(baseUrl, entry.message_id))
          const messageId = parsed.messageId ?? ''
          const send = byMessageId.get(messageId.replace(/^<|>$/g, ''))
          const replyTo = parsed.replyTo?.value[0]?.address
          if (!send?.pitch_id || !replyTo) throw new Error(`no send or Reply-To for ${entry.message_id}`)
          return {
            pitchId: send.pitch_id,
            sendId: send.send_id,
            to: entry.to,
            replyTo,
            messageId,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          }
        }),
      )),
    )
  return out
}

/** What the journalist's mail client sends back to the pitch's Reply-To: words over a quote, HTML, maybe a photo. */
async function journalistReply(sent: Sent, i: number) {
  const messageId = `<${randomUUID()}@newsdesk.example>`
  const raw = await new MailComposer({
    from: { name: `Reporter ${i + 1}`, address: sent.to },
    to: sent.replyTo,
    subject: `Re: ${sent.subject}`,
    messageId,
    inReplyTo: sent.messageId,
    references: sent.messageId,
    date: new Date(),
    text:
      'Sounds interesting, can you send numbers and a founder photo by Thursday?\n\n' +
      `On Mon, 1 Dec 2026 at 09:00, Ada Founder wrote:\n> ${sent.text.split('\n')[0]}`,
    html: '<p>Sounds interesting, can you send <b>numbers</b>?</p><blockquote>Earlier pitch</blockquote>',
    attachments: WITH_ATTACHMENT(i)
      ? [{ filename: 'our-photo.png', content: photo, contentType: 'image/png' }]
      : [],
  })
    .compile()
    .build()
  return { raw, messageId }
}

/** The same shape of message, from and to addresses no send names, in no thread: matched to nothing. */
async function unmatchedMessage(sent: Sent, i: number) {
  const raw = await new MailComposer({
    from: { name: `Stranger ${i + 1}`, address: `someone${i}@${randomUUID().slice(0, 8)}.elsewhere.example` },
    to: `desk@${randomUUID().slice(0, 8)}.example`,
    subject: `Re: ${sent.subject}`,
    messageId: `<${randomUUID()}@elsewhere.example>`,
    date: new Date(),
    text: 'Sounds interesting, can you send numbers and a founder photo by Thursday?',
    html: '<p>Sounds interesting, can you send <b>numbers</b>?</p>',
    attachments: WITH_ATTACHMENT(i)
      ? [{ filename: 'our-photo.png', content: photo, contentType: 'image/png' }]
      : [],
  })
    .compile()
    .build()
  return raw
}

type InboundAnswer = { kind: string; duplicate: boolean; matchedBy?: string; pitchId?: string }

/**
 * Hands each message to POST /dev/inbound, CONCURRENCY in flight; a try that fails (a non-200, a
 * dropped connection) is handed over again, as a Lambda's retries would, up to ATTEMPTS in all.
 */
async function deliverAll(baseUrl: string, raws: Buffer[]) {
  const results: (InboundAnswer | undefined)[] = new Array(raws.length)
  let next = 0
  let retries = 0
  let failed = 0
  const url = new URL('/dev/inbound', baseUrl)
  const worker = async () => {
    while (next < raws.length) {
      const i = next++
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        if (attempt > 1) retries++
        const answer = await fetch(url, { method: 'POST', body: new Uint8Array(raws[i] ?? []) })
          .then(async (r) => (r.ok ? ((await r.json()) as InboundAnswer) : undefined))
          .catch(() => undefined)
        if (answer) {
          results[i] = answer
          break
        }
        if (attempt === ATTEMPTS) failed++
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return { results, retries, failed }
}
