import { randomUUID } from 'node:crypto'
import { simpleParser } from 'mailparser'
import type { Api } from './api'
import { signUp } from './api'
import { rawMail } from './raw-mail'
import type { storeOf } from './store'

type Store = ReturnType<typeof storeOf>

export interface MailboxEntry {
  message_id: string
  from: string
  to: string
  stored_at: string
}

/** The envelope of every message the stack's local mailbox holds (newest first). */
export async function mailbox(baseUrl: string): Promise<MailboxEntry[]> {
  const response = await fetch(new URL('/dev/mailbox.json', baseUrl))
  return (await response.json()) as MailboxEntry[]
}

export async function rawMessage(baseUrl: string, messageId: string): Promise<string> {
  return (await fetch(new URL(`/dev/mailbox/${encodeURIComponent(messageId)}.eml`, baseUrl))).text()
}

/** The newest message the local mailbox holds for `address` (a pitch as sent), parsed. */
export async function messageTo(baseUrl: string, address: string) {
  const entry = (await mailbox(baseUrl)).find((m) => m.to === address)
  if (!entry) throw new Error(`no message to ${address} in the mailbox`)
  return simpleParser(await rawMessage(baseUrl, entry.message_id))
}

/** Hands a raw message to the stack as the SES receipt rule would. */
export async function deliverInbound(baseUrl: string, raw: string) {
  const response = await fetch(new URL('/dev/inbound', baseUrl), { method: 'POST', body: raw })
  return response.json()
}

/**
 * A journalist's plain-text answer to `original` (a message from the mailbox, parsed), as a mail client
 * sends it: to the Reply-To, in its thread.
 */
export function replyTo(
  original: Awaited<ReturnType<typeof messageTo>>,
  reply: { from: string; text: string; messageId?: string },
) {
  const headers = {
    From: reply.from,
    To: `${original.replyTo?.value[0]?.address}`,
    Subject: `Re: ${original.subject}`,
    'Message-ID': reply.messageId ?? `<${randomUUID()}@newsdesk.example>`,
    'In-Reply-To': `${original.messageId}`,
    References: `${original.messageId}`,
    Date: new Date().toUTCString(),
  }
  return rawMail(headers, reply.text).toString('utf8')
}

/**
 * A mail server's hard bounce (a delivery status notification, RFC 3464) of the message `messageId`
 * sent to `address`, as the inbound mail route receives it.
 */
export function hardBounceReport(address: string, messageId: string | undefined) {
  return [
    'From: Mail Delivery System <MAILER-DAEMON@mx.news.example>',
    'To: pitches@mail.pressroom.example',
    'Subject: Undelivered Mail Returned to Sender',
    `Message-ID: <${randomUUID()}@mx.news.example>`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
    '',
    '--b1',
    'Content-Type: text/plain',
    '',
    `I'm sorry to have to inform you that your message could not be delivered to ${address}.`,
    '',
    '--b1',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.news.example',
    '',
    `Final-Recipient: rfc822; ${address}`,
    'Action: failed',
    'Status: 5.1.1',
    'Diagnostic-Code: smtp; 550 5.1.1 user unknown',
    '',
    '--b1',
    'Content-Type: text/rfc822-headers',
    '',
    `Message-ID: <${messageId}>`,
    `To: ${address}`,
    '',
    '--b1--',
    '',
  ].join('\r\n')
}

/** Polls until `probe` returns a value that passes `done` (no fixed sleeps: a loaded machine only waits longer). */
export async function waitUntil<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
  // A probe that reads a thousand items loads the DynamoDB Local it is waiting on: ask less often.
  everyMs = 100,
) {
  const deadline = Date.now() + timeoutMs
  let last: T = await probe()
  while (!done(last)) {
    if (Date.now() > deadline)
      throw new Error(`condition not met in ${timeoutMs} ms; last: ${JSON.stringify(last)}`)
    await new Promise((r) => setTimeout(r, everyMs))
    last = await probe()
  }
  return last
}

/**
 * Journalists of this test alone, on a domain of their own, so replies, suppressions and the
 * one-message-a-day rule of other tests never meet them. `null` makes one without an e-mail.
 */
export async function arrangeJournalists(
  store: Store,
  emails: (string | null)[],
  { location = 'London' }: { location?: string } = {},
) {
  const domain = `${randomUUID().slice(0, 8)}.news.example`
  const ids: string[] = []
  for (const [i, email] of emails.entries()) {
    const journalist_id = `test-${randomUUID()}`
    await store.journalists
      .create({
        journalist_id,
        full_name: `Reporter ${i + 1}`,
        publication: 'The Test Gazette',
        beat: 'Technology',
        location,
        topics: ['Robotics'],
        email: email === null ? undefined : email.includes('@') ? email : `${email}@${domain}`,
        updated_at: new Date().toISOString(),
      })
      .go()
    ids.push(journalist_id)
  }
  return { ids, domain }
}

/** A founder with a company, pitch quota to spare, and one drafted pitch per journalist given. */
export async function founderWithPitches(api: Api, store: Store, journalistIds: string[]) {
  const founder = await signUp(api)
  await api.put('/api/profile', { first_name: 'Ada', last_name: 'Founder' }, founder.token)
  const { company } = (
    await api.post(
      '/api/companies',
      { name: 'Acme Robotics', short_description: 'Robots that sort parcels for small warehouses.' },
      founder.token,
    )
  ).body
  await store.profiles.patch({ user_id: founder.id }).set({ pitches_purchased: journalistIds.length }).go()
  const pitches: { id: string; journalist_id: string; subject: string }[] = []
  for (let i = 0; i < journalistIds.length; i += 5) {
    const batch = journalistIds.slice(i, i + 5)
    const made = await Promise.all(
      batch.map(async (journalistId) => {
        const response = await api.post(
          '/api/pitches/generate',
          { companyId: company.id, journalistId },
          founder.token,
        )
        if (response.status !== 201)
          throw new Error(`generate: ${response.status} ${JSON.stringify(response.body)}`)
        return response.body.pitch as { id: string; journalist_id: string; subject: string }
      }),
    )
    pitches.push(...made)
  }
  // Pitches written at once that share a subject are renamed after they are made: their subjects now.
  const { data: stored } = await store.pitches.query.byUser({ user_id: founder.id }).go({ pages: 'all' })
  const subjects = new Map(stored.map((p) => [p.pitch_id, p.subject]))
  for (const pitch of pitches) pitch.subject = subjects.get(pitch.id) ?? pitch.subject
  return { ...founder, companyId: company.id as string, pitches }
}
