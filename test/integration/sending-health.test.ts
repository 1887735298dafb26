import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, inject, it } from 'vitest'
import { followUpDue } from '../../events/follow-up-due'
import { MESSAGE_TAGS, tagValue } from '../../events/ses-delivery-event'
import { everyDomainTakesMail } from '../../functions/adapters/dns-mail-domains'
import { tableScheduler } from '../../functions/adapters/local/table-queue'
import { fireFollowUp } from '../../functions/automation/fire'
import { noMetrics } from '../../functions/platform/metrics'
import type { Settings } from '../../functions/ports/deps'
import { DEFAULT_AUTOMATION_SETTINGS } from '../../shared/contracts/automation'
import { contactDay } from '../../shared/domain/follow-ups'
import { SKIP_REASONS } from '../../shared/domain/skip-reasons'
import { apiAt } from '../support/api'
import { arrangeJournalists, founderWithPitches, mailbox, waitUntil } from '../support/sending'
import { sendingHistory } from '../support/sending-history'
import { storeOf } from '../support/store'

const baseUrl = inject('stackUrl')
const api = apiAt(baseUrl)
const store = () => storeOf(inject('stackDataDir'))

/** AWS's documented hard bounce, about one send. */
function bounceOf(userId: string, sendId: string, to: string) {
  const event = JSON.parse(
    readFileSync(new URL('../../events/samples/ses-bounce.json', import.meta.url), 'utf8'),
  )
  event.id = randomUUID()
  event.detail.mail.destination = [to]
  event.detail.bounce.bouncedRecipients[0].emailAddress = to
  event.detail.mail.tags[MESSAGE_TAGS.user] = [tagValue(userId)]
  event.detail.mail.tags[MESSAGE_TAGS.send] = [tagValue(sendId)]
  return event
}

const sendOf = async (userId: string, sendId: string) =>
  (await store().sends.get({ user_id: userId, send_id: sendId }).go({ consistent: true })).data

describe('the sending-health guard', () => {
  it('pauses a founder past 3% bounces; their scheduled sends and follow-ups wait, then go once when confirmed', async () => {
    const { ids, domain } = await arrangeJournalists(store(), ['followed', 'bounces', 'later'])
    const founder = await founderWithPitches(api, store(), ids)
    await api.put(
      '/api/automation/settings',
      { ...DEFAULT_AUTOMATION_SETTINGS, autoSend: true },
      founder.token,
    )
    const [followed, bouncing, later] = founder.pitches as [
      (typeof founder.pitches)[0],
      (typeof founder.pitches)[0],
      (typeof founder.pitches)[0],
    ]
    // 57 sends before, one of them bounced: 1 in 59 with today's two, under the line.
    await sendingHistory(store(), founder.id, { delivered: 56, bounced: 1 })
    for (const pitch of [followed, bouncing])
      expect((await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)).status).toBe(200)
    await waitUntil(
      () => sendOf(founder.id, `pitch-${bouncing.id}`),
      (send) => send?.delivery === 'delivered',
    )
    const before = (await api.get('/api/sending/health', founder.token)).body.health
    expect(before).toMatchObject({ paused: null, waiting: 0, last_30_days: { sent: 59, bounced: 1 } })

    // The second hard bounce: 2 in 59 sends is 3.4%.
    const bounced = await fetch(new URL('/dev/ses-events', baseUrl), {
      method: 'POST',
      body: JSON.stringify(bounceOf(founder.id, `pitch-${bouncing.id}`, `bounces@${domain}`)),
    })
    expect(await bounced.json()).toEqual({ outcome: 'recorded' })
    const paused = (await api.get('/api/sending/health', founder.token)).body.health
    expect(paused.paused).toMatchObject({ reason: 'bounces' })
    expect(paused.last_30_days).toMatchObject({ sent: 59, bounced: 2 })
    expect(paused.thresholds).toMatchObject({ ses_review_bounce_rate: 0.05, pause_bounce_rate: 0.03 })

    // A pitch scheduled for a moment from now waits when its time comes.
    const at = new Date(Date.now() + 3_000).toISOString()
    expect(
      (await api.post(`/api/pitches/${later.id}/send`, { scheduledFor: at }, founder.token)).status,
    ).toBe(200)
    const held = await waitUntil(
      () => sendOf(founder.id, `pitch-${later.id}`),
      (send) => send?.held_for_health === true,
    )
    expect(held).toMatchObject({ status: 'scheduled', reason: SKIP_REASONS.healthPaused })

    // The other pitch's first follow-up comes due (fired here at its time) and waits too.
    const actions = (await api.get('/api/automation/actions', founder.token)).body.actions as any[]
    const first = actions
      .filter((a) => a.pitch_id === followed.id)
      .sort((a, b) => a.scheduled_for.localeCompare(b.scheduled_for))[0]
    const due = new Date(new Date(first.scheduled_for).getTime() + 60_000)
    const now = () => due
    const unmailed = {
      deduplicates: true,
      send: async () => {
        throw new Error('nothing is mailed while the founder is paused')
      },
    }
    await fireFollowUp(
      {
        store: store(),
        now,
        settings: {
          mailFrom: 'pitches@mail.pressroom.example',
          replyDomain: 'reply.pressroom.example',
          linkBaseUrl: baseUrl,
        } as Settings,
        mailer: unmailed,
        mailDomains: everyDomainTakesMail,
        scheduler: tableScheduler({ store: store(), now }),
        metrics: noMetrics,
      },
      followUpDue(founder.id, first.id),
    )
    expect(await sendOf(founder.id, `followup-${first.id}`)).toMatchObject({
      status: 'scheduled',
      held_for_health: true,
    })
    expect((await api.get('/api/sending/health', founder.token)).body.health.waiting).toBe(2)
    const to = (label: string) => async () =>
      (await mailbox(baseUrl)).filter((m) => m.to === `${label}@${domain}`)
    expect(await to('later')()).toEqual([])

    // In real life the follow-up comes days after its pitch: today's one-message-a-day mark is not its.
    const day = contactDay(new Date(), 'Europe/London')
    await store()
      .dailyContacts.delete({ user_id: founder.id, address: `followed@${domain}`, day })
      .go()

    const confirmed = await api.post('/api/sending/health/confirm', {}, founder.token)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.health).toMatchObject({ paused: null })
    await waitUntil(to('later'), (messages) => messages.length === 1)
    await waitUntil(to('followed'), (messages) => messages.length === 2)
    // Asked again, nothing more goes.
    await api.post('/api/sending/health/confirm', {}, founder.token)
    expect(await sendOf(founder.id, `followup-${first.id}`)).toMatchObject({ status: 'sent' })
    expect(await to('later')()).toHaveLength(1)
    expect(await to('followed')()).toHaveLength(2)
    expect((await api.get('/api/sending/health', founder.token)).body.health).toMatchObject({
      paused: null,
      waiting: 0,
    })
  })

  it("shows nobody another founder's health, and a new founder's is empty and unpaused", async () => {
    const { ids } = await arrangeJournalists(store(), ['fresh'])
    const founder = await founderWithPitches(api, store(), ids)
    const health = (await api.get('/api/sending/health', founder.token)).body.health
    expect(health).toMatchObject({
      paused: null,
      waiting: 0,
      last_30_days: { sent: 0, bounceRate: 0, complaintRate: 0 },
      last_200_sends: { sent: 0 },
    })
    expect((await api.get('/api/sending/health')).status).toBe(401)
  })
})
