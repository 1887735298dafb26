import { randomUUID } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { DEFAULT_AUTOMATION_SETTINGS } from '../../shared/contracts/automation'
import { JOURNALIST_WROTE } from '../../shared/domain/follow-ups'
import { apiAt } from '../support/api'
import {
  arrangeJournalists,
  deliverInbound,
  founderWithPitches,
  mailbox,
  waitUntil,
} from '../support/sending'
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

describe('a reply recorded before records said whether their effects had run', () => {
  it('counts as settled: received again, it is a duplicate and changes nothing', async () => {
    const { ids, domain } = await arrangeJournalists(store(), ['older'])
    const founder = await founderWithPitches(api, store(), ids)
    await api.put('/api/automation/settings', DEFAULT_AUTOMATION_SETTINGS, founder.token)
    const pitchId = founder.pitches[0]?.id
    expect((await api.post(`/api/pitches/${pitchId}/send`, {}, founder.token)).status).toBe(200)
    const sent = (await mailbox(baseUrl)).find((m) => m.to === `older@${domain}`)
    const actions = async () =>
      (
        (await api.get('/api/automation/actions', founder.token)).body.actions as { pitch_id: string }[]
      ).filter((a) => a.pitch_id === pitchId)
    await waitUntil(actions, (list) => list.length > 0)
    const messageId = `<${randomUUID()}@desk.example>`
    // As such a record was written: everything but `settling`, whose effects ran after it.
    await store()
      .inbound.create({
        inbound_id: messageId,
        kind: 'human_reply',
        from_email: `older@${domain}`,
        subject: 'Re: your pitch',
        received_at: new Date().toISOString(),
        user_id: founder.id,
        pitch_id: pitchId,
        matched_by: 'thread',
      })
      .go()
    const reply = [
      `From: older@${domain}`,
      'To: someone@elsewhere.example',
      'Subject: Re: your pitch',
      `Message-ID: ${messageId}`,
      `In-Reply-To: <${sent?.message_id}>`,
      `Date: ${new Date().toUTCString()}`,
      '',
      'Tell me more.',
    ].join('\r\n')

    expect(await deliverInbound(baseUrl, reply)).toMatchObject({
      kind: 'human_reply',
      duplicate: true,
      pitchId,
    })

    const pitch = ((await api.get('/api/pitches', founder.token)).body.pitches as any[]).find(
      (p) => p.id === pitchId,
    )
    expect(pitch.replied_at).toBeNull()
    expect((await actions()).length).toBeGreaterThan(0)
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

describe('a journalist writing without thread headers, whom several founders pitched', () => {
  type Action = { pitch_id: string; status: string; reason: string | null }
  /** Founders who each pitched these journalists, their follow-ups scheduled; the second's company renamed. */
  async function pitchedByTwo(names: string[]) {
    const { ids, domain } = await arrangeJournalists(store(), names)
    const founders = []
    for (const [i, name] of ['Acme Robotics', 'Parcelbot'].entries()) {
      const founder = await founderWithPitches(api, store(), [ids[i % ids.length] ?? ''])
      await api.put(`/api/companies/${founder.companyId}`, { name }, founder.token)
      await api.put('/api/automation/settings', DEFAULT_AUTOMATION_SETTINGS, founder.token)
      const pitch = founder.pitches[0]!
      const sent = await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)
      expect(sent.body.pitch).toMatchObject({ send_status: 'sent' })
      const actions = async () =>
        ((await api.get('/api/automation/actions', founder.token)).body.actions as Action[]).filter(
          (a) => a.pitch_id === pitch.id,
        )
      await waitUntil(actions, (list) => list.length > 0 && list.every((a) => a.status === 'scheduled'))
      const read = async () =>
        (
          (await api.get('/api/pitches', founder.token)).body.pitches as {
            id: string
            replied_at: string | null
            journalist_wrote_at: string | null
          }[]
        ).find((p) => p.id === pitch.id)
      founders.push({ founder, pitch, actions, read })
    }
    return { founders, domain }
  }

  const unthreaded = (from: string, body: string) =>
    [
      `From: Sam Writer <${from}>`,
      'To: pitches@mail.pressroom.example',
      'Subject: Your note',
      `Message-ID: <${randomUUID()}@newsdesk.example>`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      body,
    ].join('\r\n')

  it('credits neither founder: both hold their follow-ups, and both are told the journalist wrote', async () => {
    const { founders, domain } = await pitchedByTwo(['both'])
    const result = await deliverInbound(baseUrl, unthreaded(`both@${domain}`, 'Happy to talk next week.'))
    expect(result).toMatchObject({ kind: 'human_reply', duplicate: false })
    expect(result.pitchId).toBeUndefined()
    for (const { actions, read, founder } of founders) {
      const pitch = await read()
      expect(pitch?.replied_at).toBeNull()
      expect(pitch?.journalist_wrote_at).not.toBeNull()
      const held = await actions()
      expect(held.length).toBeGreaterThan(0)
      expect(held.every((a) => a.status === 'paused' && a.reason === JOURNALIST_WROTE)).toBe(true)
      // Nobody is shown the message: it is in no founder's inbox.
      const inbox = (await api.get('/api/inbox', founder.token)).body
      expect(JSON.stringify(inbox)).not.toContain('Happy to talk next week')
    }
  })

  it("credits a colleague's unthreaded note to nobody when two founders pitched that newsroom", async () => {
    const { founders, domain } = await pitchedByTwo(['one', 'two'])
    await deliverInbound(baseUrl, unthreaded(`editor@${domain}`, 'Forwarding this to the right desk.'))
    for (const { actions, read } of founders) {
      expect((await read())?.replied_at).toBeNull()
      expect((await actions()).every((a) => a.status === 'paused' && a.reason === JOURNALIST_WROTE)).toBe(
        true,
      )
    }
  })

  it("credits the one founder whose company the message names, not the newest, and leaves the other's alone", async () => {
    const { founders, domain } = await pitchedByTwo(['named'])
    const [acme, parcelbot] = founders
    if (!acme || !parcelbot) throw new Error('two founders pitched')
    // Acme pitched first: the newest send (Parcelbot's) is not the one the journalist means.
    const result = await deliverInbound(
      baseUrl,
      unthreaded(`named@${domain}`, 'Is Acme Robotics shipping to Rotterdam yet?'),
    )
    expect(result).toMatchObject({ kind: 'human_reply', matchedBy: 'sender', pitchId: acme.pitch.id })
    expect((await acme.read())?.replied_at).not.toBeNull()
    expect(await acme.actions()).toEqual([])
    expect((await parcelbot.read())?.replied_at).toBeNull()
    expect((await parcelbot.read())?.journalist_wrote_at).toBeNull()
    expect((await parcelbot.actions()).every((a) => a.status === 'scheduled')).toBe(true)
  })
})
