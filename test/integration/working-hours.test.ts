import { tzOffset } from '@date-fns/tz/tzOffset'
import { describe, expect, it } from 'vitest'
import { DEFAULT_AUTOMATION_SETTINGS } from '../../shared/contracts/automation'
import { useClockedStack } from '../support/clocked-stack'
import {
  arrangeJournalists,
  deliverInbound,
  founderWithPitches,
  mailbox,
  waitUntil,
} from '../support/sending'
import { storeOf } from '../support/store'

const MINUTE = 60_000
const DAY = 86_400_000
const LONDON = 'Europe/London'

/** The instant it is `hour:minute` in London on the UTC date `day` (a UTC midnight). */
const londonAt = (day: number, hour: number, minute = 0) => {
  const wall = day + (hour * 60 + minute) * MINUTE
  return new Date(wall - tzOffset(LONDON, new Date(wall)) * MINUTE)
}
/** The first UTC date on weekday `weekday` (0 Sunday ... 6 Saturday) after `at`'s. */
const nextWeekday = (at: Date, weekday: number) => {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate())
  return day + ((weekday - at.getUTCDay() + 7) % 7 || 7) * DAY
}
const weekdayInLondon = (iso: string) =>
  new Date(new Date(iso).getTime() + tzOffset(LONDON, new Date(iso)) * MINUTE).getUTCDay()

/** One clocked stack for the file: each test moves its clock on to the day it needs. */
describe('follow-ups that wait, on the clocked stack', () => {
  const clocked = useClockedStack()
  const { api, advanceClock } = clocked
  const store = () => storeOf(clocked.stack.dataDir)
  const advanceTo = async (at: Date) =>
    advanceClock(Math.max(0, at.getTime() - (await advanceClock()).getTime()))

  /** A founder (auto-send on) with two pitches to one journalist in London, who sent the first now. */
  async function pitched(name: string) {
    const { ids, domain } = await arrangeJournalists(store(), [name])
    const founder = await founderWithPitches(api, store(), [ids[0]!, ids[0]!])
    await api.put(
      '/api/automation/settings',
      { ...DEFAULT_AUTOMATION_SETTINGS, autoSend: true },
      founder.token,
    )
    const [pitch, next] = founder.pitches
    const sent = await api.post(`/api/pitches/${pitch!.id}/send`, {}, founder.token)
    expect(sent.body.pitch).toMatchObject({ status: 'pitched', send_status: 'sent' })
    const actions = async () =>
      ((await api.get('/api/automation/actions', founder.token)).body.actions as any[]).filter(
        (a) => a.pitch_id === pitch!.id,
      )
    const followUpsTo = async () =>
      (await mailbox(clocked.stack.url)).filter(
        (m) => m.to === `${name}@${domain}` && m.message_id.startsWith('followup-'),
      )
    return { founder, pitch: pitch!, next: next!, actions, followUpsTo, address: `${name}@${domain}` }
  }

  /**
   * Whatever a message waited for (a pause, the one-a-day rule, an out-of-office), it goes at the
   * journalist's next working time: 09:30 on their clock, Saturday and Sunday rolled to Monday. Journalists
   * in London, on a stack whose clock the tests move forward (never back) to the weekday each one needs.
   */
  describe('working hours for every follow-up that waits', () => {
    it('releases follow-ups held by a pause ending on a Saturday night on Monday at 09:30 London time', async () => {
      const { founder, actions, followUpsTo } = await pitched('paula')
      const [first] = await actions()
      // The pause ends at 23:50 on the first Saturday after the first follow-up falls due.
      const saturday = nextWeekday(new Date(first.scheduled_for), 6)
      const ends = londonAt(saturday, 23, 50)
      const paused = await api.post(
        '/api/automation/pauses',
        { scope: 'global', resumeDate: ends.toISOString() },
        founder.token,
      )
      expect(paused.status).toBe(200)
      await advanceTo(new Date(new Date(first.scheduled_for).getTime() + MINUTE))
      await waitUntil(actions, (list) => list.length > 0 && list.every((a) => a.status === 'paused'))

      await advanceTo(new Date(ends.getTime() + MINUTE))
      const released = await waitUntil(actions, (list) => list.every((a) => a.status === 'scheduled'))
      const monday = londonAt(saturday + 2 * DAY, 9, 30)
      expect(released[0].scheduled_for).toBe(monday.toISOString())
      for (const action of released) {
        expect(new Date(action.scheduled_for) >= monday).toBe(true)
        expect([0, 6]).not.toContain(weekdayInLondon(action.scheduled_for))
      }

      // Nothing on Saturday night or Sunday; the first on Monday morning.
      await advanceTo(londonAt(saturday + DAY, 12))
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      expect(await followUpsTo()).toHaveLength(0)
      await advanceTo(new Date(monday.getTime() + MINUTE))
      await waitUntil(followUpsTo, (mails) => mails.length === 1)
    })

    it('holds a second message sent on a Saturday, which would wait for Sunday, until Monday 09:30', async () => {
      const { ids, domain } = await arrangeJournalists(store(), ['dora'])
      const founder = await founderWithPitches(api, store(), [ids[0]!, ids[0]!])
      const [first, second] = founder.pitches
      const saturday = nextWeekday(await advanceClock(), 6)
      await advanceTo(londonAt(saturday, 10))
      const send = async (pitch: { id: string }) =>
        (await api.post(`/api/pitches/${pitch.id}/send`, {}, founder.token)).body.pitch
      expect((await send(first!)).send_status).toBe('sent')
      // A second pitch the same London day: the one-message-a-day rule holds it for a working day.
      const held = await send(second!)
      const monday = londonAt(saturday + 2 * DAY, 9, 30)
      expect(held).toMatchObject({ send_status: 'scheduled', scheduled_for: monday.toISOString() })

      const toDora = async () => (await mailbox(clocked.stack.url)).filter((m) => m.to === `dora@${domain}`)
      await advanceTo(londonAt(saturday + DAY, 12))
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      expect(await toDora()).toHaveLength(1)
      await advanceTo(new Date(monday.getTime() + MINUTE))
      await waitUntil(toDora, (mails) => mails.length === 2)
    })

    it('moves a follow-up that finds Friday taken by another message to Monday 09:30, not Saturday', async () => {
      // Pitched on a Tuesday: the first follow-up falls on Friday at 09:30.
      await advanceTo(londonAt(nextWeekday(await advanceClock(), 2), 11))
      const { founder, pitch, actions, followUpsTo, address } = await pitched('fred')
      const [first] = await actions()
      const friday = Date.parse(first.scheduled_for.slice(0, 10))
      expect(first.scheduled_for).toBe(londonAt(friday, 9, 30).toISOString())
      // At 09:00 that Friday the founder writes to the journalist: the day is taken.
      await advanceTo(londonAt(friday, 9))
      const note = await api.post(
        '/api/workflow/message',
        { ids: [pitch.id], subject: 'A quick note', body: 'We are at the fair today.', personalize: false },
        founder.token,
      )
      expect(note.status).toBeLessThan(300)
      const toFred = async () => (await mailbox(clocked.stack.url)).filter((m) => m.to === address)
      await waitUntil(toFred, (mails) => mails.length === 2)

      await advanceTo(londonAt(friday, 9, 31))
      const monday = londonAt(friday + 3 * DAY, 9, 30)
      await waitUntil(
        actions,
        (list) => list.find((a) => a.id === first.id)?.scheduled_for === monday.toISOString(),
      )
      await advanceTo(londonAt(friday + DAY, 12))
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      expect(await followUpsTo()).toHaveLength(0)
      await advanceTo(new Date(monday.getTime() + MINUTE))
      await waitUntil(followUpsTo, (mails) => mails.length === 1)
    })

    it('moves a follow-up after an out-of-office back on a Saturday to Monday, and lists the moved time', async () => {
      const { actions, address, pitch, followUpsTo } = await pitched('otto')
      const [first] = await actions()
      // Back on the first Saturday after the first follow-up falls due.
      const saturday = nextWeekday(new Date(first.scheduled_for), 6)
      const backText = new Date(saturday).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      })
      const ooo = [
        `From: ${address}`,
        'To: someone@elsewhere.example',
        `Subject: Out of office: ${pitch.subject}`,
        'Auto-Submitted: auto-replied',
        `Message-ID: <${crypto.randomUUID()}@news.example>`,
        '',
        `I am out of the office until ${backText}.`,
      ].join('\r\n')
      expect(await deliverInbound(clocked.stack.url, ooo)).toMatchObject({
        kind: 'out_of_office',
        returnDate: new Date(saturday).toISOString().slice(0, 10),
      })
      const monday = londonAt(saturday + 2 * DAY, 9, 30)
      // At once, before the old time comes: the scheduled list shows when it will really go.
      const moved = await actions()
      expect(moved[0]).toMatchObject({
        id: first.id,
        status: 'scheduled',
        scheduled_for: monday.toISOString(),
      })
      for (const action of moved) expect([0, 6]).not.toContain(weekdayInLondon(action.scheduled_for))

      await advanceTo(londonAt(saturday + DAY, 12))
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      expect(await followUpsTo()).toHaveLength(0)
      await advanceTo(new Date(monday.getTime() + MINUTE))
      await waitUntil(followUpsTo, (mails) => mails.length === 1)
    })
  })

  /**
   * A journalist who answered a founder is in a conversation with them: the founder's next pitch to
   * them gets no automatic follow-ups unless the founder turns them on, and the answered pitch moved
   * back to Pitched gets none either.
   */
  describe('a journalist who answered is in a conversation', () => {
    it('schedules no follow-ups for a second pitch to a journalist who replied, until the founder turns them on', async () => {
      const { founder, pitch, next, actions, address } = await pitched('rita')
      expect(await actions()).toHaveLength(2)
      const reply = [
        `From: ${address}`,
        'To: someone@elsewhere.example',
        `Subject: Re: ${pitch.subject}`,
        `Message-ID: <${crypto.randomUUID()}@news.example>`,
        '',
        'Interesting, tell me more.',
      ].join('\r\n')
      expect(await deliverInbound(clocked.stack.url, reply)).toMatchObject({
        kind: 'human_reply',
        pitchId: pitch.id,
      })
      const all = async () => (await api.get('/api/automation/actions', founder.token)).body.actions as any[]
      expect(await all()).toEqual([])

      // The next pitch, a day later (one message a day): sent, with nothing scheduled after it.
      await advanceTo(new Date((await advanceClock()).getTime() + DAY))
      const sent = await api.post(`/api/pitches/${next.id}/send`, {}, founder.token)
      expect(sent.body.pitch).toMatchObject({ status: 'pitched', send_status: 'sent', in_conversation: true })
      expect(await all()).toEqual([])
      // The list says so of the new pitch, not of the answered one.
      const listed = async () =>
        new Map(
          ((await api.get('/api/pitches', founder.token)).body.pitches as any[]).map((p) => [
            p.id,
            p.in_conversation,
          ]),
        )
      expect(await listed()).toEqual(
        new Map([
          [pitch.id, false],
          [next.id, true],
        ]),
      )

      // The answered card moved off Pitched and back shows no follow-ups as scheduled.
      for (const status of ['reviewed', 'pitched'])
        expect((await api.put(`/api/pitches/${pitch.id}/status`, { status }, founder.token)).status).toBe(200)
      expect(await all()).toEqual([])
      const cards = (await api.get('/api/workflow/cards', founder.token)).body.cards as any[]
      const card = cards.find((c) => c.pitch_id === pitch.id)
      expect(card).toMatchObject({
        status: 'pitched',
        pitch: { follow_up_scheduled: false, follow_up_date: null },
      })

      // The founder turns them on for the new pitch: its follow-ups are scheduled, the answered one's not.
      const turnedOn = await api.post(`/api/pitches/${next.id}/follow-ups`, {}, founder.token)
      expect(turnedOn.status).toBe(200)
      expect(turnedOn.body.actions.map((a: any) => a.template)).toEqual(['gentle_reminder', 'check_in'])
      expect((await listed()).get(next.id)).toBe(false)
      expect((await all()).every((a) => a.pitch_id === next.id)).toBe(true)
      const other = await founderWithPitches(api, store(), [])
      expect((await api.post(`/api/pitches/${next.id}/follow-ups`, {}, other.token)).status).toBe(404)
    })
  })
})
