import { randomUUID } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { apiAt } from '../support/api'
import { arrangeJournalists, deliverInbound, founderWithPitches, mailbox } from '../support/sending'
import { storeOf } from '../support/store'

const baseUrl = inject('stackUrl')
const api = apiAt(baseUrl)
const store = () => storeOf(inject('stackDataDir'))

/** A message from a newsroom no test has written to, so it answers no send. */
function note(headers: string[], body: string) {
  return [
    `From: Kim Lee <kim@${randomUUID().slice(0, 8)}.desk.example>`,
    'To: reply@elsewhere.example',
    'Subject: Quick question',
    `Date: ${new Date().toUTCString()}`,
    ...headers,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
  ].join('\r\n')
}

describe('inbound mail received twice', () => {
  it('is recorded once by its Message-ID', async () => {
    const raw = note([`Message-ID: <${randomUUID()}@desk.example>`], 'Is the embargo still Tuesday?')

    const first = await deliverInbound(baseUrl, raw)
    const second = await deliverInbound(baseUrl, raw)

    expect(first).toMatchObject({ kind: 'human_reply', duplicate: false })
    expect(second).toMatchObject({ kind: 'human_reply', duplicate: true })
  })

  it('is recorded once by its bytes when it has no Message-ID, and another such message apart', async () => {
    const raw = note([], `Is the embargo still Tuesday? (${randomUUID()})`)

    const first = await deliverInbound(baseUrl, raw)
    const again = await deliverInbound(baseUrl, raw)
    const other = await deliverInbound(baseUrl, `${raw}\r\nSent from my phone`)

    expect([first.duplicate, again.duplicate, other.duplicate]).toEqual([false, true, false])
  })
})

describe('a reply read once', () => {
  it('matches its pitch by References when it has no In-Reply-To, and reads a body that is only HTML', async () => {
    const { ids, domain } = await arrangeJournalists(store(), ['html'])
    const founder = await founderWithPitches(api, store(), ids)
    const pitchId = founder.pitches[0]?.id
    expect((await api.post(`/api/pitches/${pitchId}/send`, {}, founder.token)).status).toBe(200)
    const sent = (await mailbox(baseUrl)).find((m) => m.to === `html@${domain}`)
    expect(sent).toBeDefined()
    const reply = [
      'From: Jo <jo.personal@gmail.com>',
      'To: someone@elsewhere.example',
      'Subject: different subject entirely',
      `Message-ID: <${randomUUID()}@mail.gmail.example>`,
      `References: <earlier@elsewhere.example>\r\n <${sent?.message_id}>`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=iso-8859-1',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      '<div>Tr=E8s int=E9ressant&nbsp;: please remove me from your list.</div>',
      '<blockquote>Unsubscribe: https://pressroom.example/u/abc</blockquote>',
    ].join('\r\n')

    const result = await deliverInbound(baseUrl, reply)

    expect(result).toMatchObject({ kind: 'unsubscribe_or_complaint', matchedBy: 'thread', pitchId })
  })
})
