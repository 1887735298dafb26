import { describe, expect, inject, it } from 'vitest'
import { apiAt } from '../support/api'
import {
  arrangeJournalists,
  deliverInbound,
  founderWithPitches,
  messageTo,
  replyTo,
} from '../support/sending'
import { storeOf } from '../support/store'

const baseUrl = inject('stackUrl')
const api = apiAt(baseUrl)
const store = () => storeOf(inject('stackDataDir'))

/**
 * A founder with two pitches to one journalist and one to another, who sent the first; `reply` is the
 * journalist's answer to it, threaded on the message as sent.
 */
async function arranged(name: string) {
  const { ids, domain } = await arrangeJournalists(store(), [name, `${name}-other`])
  const founder = await founderWithPitches(api, store(), [ids[0]!, ids[0]!, ids[1]!])
  const [answered, next, elsewhere] = founder.pitches
  if (!answered || !next || !elsewhere) throw new Error('three pitches were written')
  const sent = await api.post(`/api/pitches/${answered.id}/send`, {}, founder.token)
  expect(sent.body.pitch).toMatchObject({ send_status: 'sent' })
  const address = `${name}@${domain}`
  const original = await messageTo(baseUrl, address)
  const reply = replyTo(original, { from: `Nora Reed <${address}>`, text: 'Interesting, tell me more.' })
  /** What the table holds of a pitch's flag (absent: undefined). */
  const stored = async (pitchId: string) =>
    (await store().pitches.get({ user_id: founder.id, pitch_id: pitchId }).go({ consistent: true })).data
      ?.in_conversation
  const listed = async () =>
    (await api.get('/api/pitches', founder.token)).body.pitches as {
      id: string
      journalist_id: string
      in_conversation: boolean
    }[]
  const flags = async () => new Map((await listed()).map((p) => [p.id, p.in_conversation]))
  const one = async (pitchId: string) => (await flags()).get(pitchId)
  return { founder, answered, next, elsewhere, reply, stored, listed, flags, one }
}

describe("a pitch's in_conversation, stored on it", () => {
  it("is set on the founder's other pitch to the journalist when the reply is recorded, and a redelivered reply leaves it so", async () => {
    const { answered, next, elsewhere, reply, stored, flags, one } = await arranged('nora')
    expect(await flags()).toEqual(
      new Map([
        [answered.id, false],
        [next.id, false],
        [elsewhere.id, false],
      ]),
    )
    // Read once, each pitch keeps what it was told.
    expect(await stored(next.id)).toBe(false)

    expect(await deliverInbound(baseUrl, reply)).toMatchObject({
      kind: 'human_reply',
      duplicate: false,
      pitchId: answered.id,
    })
    // Written by the reply itself, before anything reads the pitch again.
    expect(await stored(next.id)).toBe(true)
    expect(await stored(elsewhere.id)).toBe(false)
    expect(await one(next.id)).toBe(true)
    // The answered pitch is in no conversation through another, nor the other journalist's.
    expect(await flags()).toEqual(
      new Map([
        [answered.id, false],
        [next.id, true],
        [elsewhere.id, false],
      ]),
    )

    expect(await deliverInbound(baseUrl, reply)).toMatchObject({ kind: 'human_reply', duplicate: true })
    expect(await stored(next.id)).toBe(true)
    expect(await stored(elsewhere.id)).toBe(false)
    expect((await flags()).get(next.id)).toBe(true)
  })

  it('asks once for a pitch written before the flag was stored, and a new pitch to the journalist is in the conversation at once', async () => {
    const { founder, next, reply, stored, listed, one } = await arranged('olga')
    await deliverInbound(baseUrl, reply)
    // As a pitch written before the flag was stored: no flag at all.
    await store().pitches.patch({ user_id: founder.id, pitch_id: next.id }).remove(['in_conversation']).go()
    expect(await stored(next.id)).toBeUndefined()
    expect(await one(next.id)).toBe(true)
    expect(await stored(next.id)).toBe(true)

    const journalistId = (await listed()).find((p) => p.id === next.id)?.journalist_id
    await store().profiles.patch({ user_id: founder.id }).set({ pitches_purchased: 4 }).go()
    const written = await api.post(
      '/api/pitches/generate',
      { companyId: founder.companyId, journalistId },
      founder.token,
    )
    expect(written.status).toBe(201)
    expect(written.body.pitch.in_conversation).toBe(true)
    expect(await stored(written.body.pitch.id)).toBe(true)
  })

  it('goes when the answered pitch is deleted from the board, and comes back with it on undo', async () => {
    const { founder, answered, next, elsewhere, reply, flags } = await arranged('pia')
    await deliverInbound(baseUrl, reply)
    expect((await flags()).get(next.id)).toBe(true)

    const deleted = await api.post('/api/workflow/delete', { ids: [answered.id] }, founder.token)
    expect(deleted.body).toMatchObject({ deleted: 1 })
    expect((await flags()).get(next.id)).toBe(false)
    expect((await api.post('/api/workflow/undo', {}, founder.token)).status).toBe(200)
    expect(await flags()).toEqual(
      new Map([
        [answered.id, false],
        [next.id, true],
        [elsewhere.id, false],
      ]),
    )
  })

  it('goes for good when the answered pitch is deleted', async () => {
    const { founder, answered, next, reply, one } = await arranged('quinn')
    await deliverInbound(baseUrl, reply)
    expect(await one(next.id)).toBe(true)
    expect((await api.delete(`/api/pitches/${answered.id}`, founder.token)).status).toBeLessThan(300)
    expect(await one(next.id)).toBe(false)
  })

  it('is asked for a pitch without it when follow-ups are decided: none in the conversation, some outside', async () => {
    const { founder, next, elsewhere, reply, stored } = await arranged('ruth')
    await deliverInbound(baseUrl, reply)
    // Neither was ever read since the reply: `elsewhere` has no flag, nor `next` (as before it was stored).
    await store().pitches.patch({ user_id: founder.id, pitch_id: next.id }).remove(['in_conversation']).go()
    await store()
      .pitches.patch({ user_id: founder.id, pitch_id: elsewhere.id })
      .remove(['in_conversation'])
      .go()
    const scheduledFor = async (pitchId: string) =>
      (
        (await api.get('/api/automation/actions', founder.token)).body.actions as { pitch_id: string }[]
      ).filter((a) => a.pitch_id === pitchId)
    for (const pitch of [next, elsewhere])
      expect(
        (await api.put(`/api/pitches/${pitch.id}/status`, { status: 'pitched' }, founder.token)).status,
      ).toBe(200)
    expect(await scheduledFor(next.id)).toEqual([])
    expect((await scheduledFor(elsewhere.id)).length).toBeGreaterThan(0)
    expect(await stored(next.id)).toBe(true)
    expect(await stored(elsewhere.id)).toBe(false)
  })
})
