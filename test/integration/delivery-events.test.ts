import { readFileSync } from 'node:fs'
import type { SQSRecord } from 'aws-lambda'
import { describe, expect, inject, it } from 'vitest'
import { MESSAGE_TAGS, type SesDeliveryEvent, tagValue } from '../../events/ses-delivery-event'
import { tableScheduler } from '../../functions/adapters/local/table-queue'
import { deliveryEventsConsumer } from '../../functions/jobs/delivery-events'
import { noMetrics } from '../../functions/platform/metrics'
import type { Deps } from '../../functions/ports/deps'
import { SKIP_REASONS } from '../../shared/domain/skip-reasons'
import { apiAt } from '../support/api'
import { arrangeJournalists, founderWithPitches, mailbox, waitUntil } from '../support/sending'
import { storeOf } from '../support/store'

const baseUrl = inject('stackUrl')
const api = apiAt(baseUrl)
const store = () => storeOf(inject('stackDataDir'))

/** One of AWS's documented sample events (events/samples/), made to be about `send`. */
function sample(name: string, send: { userId: string; sendId: string; to: string }): SesDeliveryEvent {
  const event = JSON.parse(
    readFileSync(new URL(`../../events/samples/ses-${name}.json`, import.meta.url), 'utf8'),
  )
  event.id = crypto.randomUUID()
  event.detail.mail.destination = [send.to]
  event.detail.mail.tags[MESSAGE_TAGS.user] = [tagValue(send.userId)]
  event.detail.mail.tags[MESSAGE_TAGS.send] = [tagValue(send.sendId)]
  for (const recipient of [
    ...(event.detail.bounce?.bouncedRecipients ?? []),
    ...(event.detail.complaint?.complainedRecipients ?? []),
  ])
    recipient.emailAddress = send.to
  return event
}

const postEvent = async (event: unknown) => {
  const response = await fetch(new URL('/dev/ses-events', baseUrl), {
    method: 'POST',
    body: JSON.stringify(event),
  })
  return { status: response.status, body: (await response.json()) as { outcome?: string; message?: string } }
}

/** A founder's pitch sent to a journalist of this test, once the local mailbox's events are recorded. */
async function sentPitch(label: string) {
  const { ids, domain } = await arrangeJournalists(store(), [label])
  const founder = await founderWithPitches(api, store(), ids)
  const pitch = founder.pitches[0]!
  const sent = await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)
  expect(sent.body.pitch).toMatchObject({ send_status: 'sent' })
  const sendId = `pitch-${pitch.id}`
  const to = `${label}@${domain}`
  const sendRecord = () =>
    store()
      .sends.get({ user_id: founder.id, send_id: sendId })
      .go()
      .then((r) => r.data)
  // The local mailbox said "sent" and "delivered", as SES's events would.
  await waitUntil(sendRecord, (send) => send?.delivery === 'delivered')
  return { founder, pitch, to, send: { userId: founder.id, sendId, to }, sendRecord }
}

const suppressionOf = async (email: string) =>
  (await store().suppressions.get({ email }).go({ consistent: true })).data

describe('SES delivery events', () => {
  it('records a hard bounce once however often it arrives, suppressing the address for every founder', async () => {
    const { founder, pitch, to, send, sendRecord } = await sentPitch('bounced')
    const bounce = sample('bounce', send)
    expect(await postEvent(bounce)).toEqual({ status: 200, body: { outcome: 'recorded' } })
    const first = await suppressionOf(to)
    expect(first).toMatchObject({ reason: 'hard_bounce' })
    expect(await postEvent(bounce)).toEqual({ status: 200, body: { outcome: 'repeated' } })
    expect(await suppressionOf(to)).toEqual(first)
    expect(await sendRecord()).toMatchObject({
      status: 'bounced',
      delivery: 'bounced_hard',
      bounce_type: 'Permanent/General',
    })
    const sends = (await api.get(`/api/pitches/${pitch.id}/sends`, founder.token)).body.sends
    expect(sends).toMatchObject([{ status: 'bounced' }])

    // Another founder's pitch to the same address is not sent.
    const { ids } = await arrangeJournalists(store(), [to])
    const other = await founderWithPitches(api, store(), ids)
    await api.post(`/api/pitches/${other.pitches[0]!.id}/send`, {}, other.token)
    const otherSends = (await api.get(`/api/pitches/${other.pitches[0]!.id}/sends`, other.token)).body.sends
    expect(otherSends).toMatchObject([{ status: 'skipped', reason: SKIP_REASONS.suppressed }])
    expect((await mailbox(baseUrl)).filter((m) => m.to === to)).toHaveLength(1)
  })

  it("stops the pitch's follow-ups on a complaint simulated from /dev/mailbox", async () => {
    const { founder, pitch, to, sendRecord } = await sentPitch('complains')
    const actionsOfPitch = async () =>
      ((await api.get('/api/automation/actions', founder.token)).body.actions as any[]).filter(
        (a) => a.pitch_id === pitch.id,
      )
    expect((await actionsOfPitch()).length).toBeGreaterThan(0)
    const message = (await mailbox(baseUrl)).find((m) => m.to === to)!
    const page = await fetch(
      new URL(`/dev/mailbox/${encodeURIComponent(message.message_id)}/complaint`, baseUrl),
      {
        method: 'POST',
        redirect: 'manual',
      },
    )
    expect(page.status).toBe(303)
    expect(page.headers.get('location')).toBe('/dev/mailbox?done=complaint_event')
    expect(await actionsOfPitch()).toEqual([])
    expect(await suppressionOf(to)).toMatchObject({ reason: 'complaint' })
    expect(await sendRecord()).toMatchObject({ status: 'sent', delivery: 'complained' })
  })

  it('offers "Simulate bounce" and "Simulate complaint" on every message of /dev/mailbox', async () => {
    const page = await (await fetch(new URL('/dev/mailbox', baseUrl))).text()
    expect(page).toContain('<button>Simulate bounce</button>')
    expect(page).toContain('<button>Simulate complaint</button>')
  })

  it('refuses what is not an SES event with a 400, changing nothing', async () => {
    expect(await postEvent({ hello: 'world' })).toEqual({
      status: 400,
      body: { message: 'Not an SES delivery event' },
    })
    const unknown = sample('bounce', { userId: 'nobody', sendId: 'pitch-none', to: 'x@nowhere.example' })
    expect(await postEvent(unknown)).toEqual({ status: 200, body: { outcome: 'unmatched' } })
    expect(await suppressionOf('x@nowhere.example')).toBeNull()
  })
})

describe('the delivery events function, with the samples of AWS documentation', () => {
  const deps = () => {
    const now = () => new Date()
    return {
      store: store(),
      now,
      scheduler: tableScheduler({ store: store(), now }),
      metrics: noMetrics,
    } as unknown as Deps
  }
  const records = (events: unknown[]): SQSRecord[] =>
    events.map(
      (event, i) =>
        ({
          messageId: `m-${i}`,
          body: typeof event === 'string' ? event : JSON.stringify(event),
        }) as SQSRecord,
    )

  it('moves a send through each event only forward, dropping what it cannot read', async () => {
    const { send, sendRecord } = await sentPitch('samples')
    const consume = deliveryEventsConsumer(async () => deps())
    // Already delivered (the local mailbox's events): a late Send or DeliveryDelay does not move it back.
    for (const name of ['send', 'delivery-delay', 'delivery']) {
      expect(await consume({ Records: records([sample(name, send)]) })).toEqual({ batchItemFailures: [] })
      expect(await sendRecord()).toMatchObject({ delivery: 'delivered', status: 'sent' })
    }
    expect(await consume({ Records: records(['not json', { source: 'aws.ses' }]) })).toEqual({
      batchItemFailures: [],
    })
    expect(await consume({ Records: records([sample('reject', send)]) })).toEqual({ batchItemFailures: [] })
    expect(await sendRecord()).toMatchObject({ delivery: 'rejected' })
    expect(await consume({ Records: records([sample('complaint', send)]) })).toEqual({
      batchItemFailures: [],
    })
    expect(await sendRecord()).toMatchObject({ delivery: 'complained' })
    expect(await suppressionOf(send.to)).toMatchObject({ reason: 'complaint' })
  })

  it('records a soft bounce without suppressing the address', async () => {
    const { send, sendRecord } = await sentPitch('soft')
    const soft = sample('bounce', send)
    soft.detail.bounce = { ...soft.detail.bounce!, bounceType: 'Transient', bounceSubType: 'MailboxFull' }
    const consume = deliveryEventsConsumer(async () => deps())
    expect(await consume({ Records: records([soft]) })).toEqual({ batchItemFailures: [] })
    expect(await sendRecord()).toMatchObject({
      delivery: 'bounced_soft',
      status: 'sent',
      bounce_type: 'Transient/MailboxFull',
    })
    expect(await suppressionOf(send.to)).toBeNull()
  })
})
