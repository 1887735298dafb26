import { describe, expect, inject, it } from 'vitest'
import { apiAt } from '../support/api'
import { arrangeJournalists, founderWithPitches, mailbox } from '../support/sending'
import { storeOf } from '../support/store'

const baseUrl = inject('stackUrl')
const api = apiAt(baseUrl)
const store = () => storeOf(inject('stackDataDir'))

const NO_BODY = 'This pitch has no text yet: write it before sending'

/** A founder's board of drafted pitches; those at `blank` indexes have no text (as a CSV row left them). */
async function board(count: number, blank: number[]) {
  const { ids: journalists, domain } = await arrangeJournalists(
    store(),
    Array.from({ length: count }, (_, i) => `edge${i}`),
  )
  const founder = await founderWithPitches(api, store(), journalists)
  const ids = founder.pitches.map((p) => p.id)
  for (const i of blank)
    await store()
      .pitches.patch({ user_id: founder.id, pitch_id: ids[i] ?? '' })
      .set({ content: ' \n ' })
      .go()
  const toDomain = async () => (await mailbox(baseUrl)).filter((m) => m.to.endsWith(`@${domain}`))
  return { founder, ids, toDomain }
}

/** Nothing was sent, recorded, scheduled or moved for the pitch. */
async function untouched(founder: { id: string; token: string }, id: string) {
  const { data: pitch } = await store().pitches.get({ user_id: founder.id, pitch_id: id }).go()
  expect(pitch).toMatchObject({ status: 'drafted' })
  expect([pitch?.send_status, pitch?.scheduled_for, pitch?.sent_at]).toEqual([
    undefined,
    undefined,
    undefined,
  ])
  expect((await api.get(`/api/pitches/${id}/sends`, founder.token)).body.sends).toEqual([])
  const { actions } = (await api.get('/api/automation/actions', founder.token)).body
  expect(actions.filter((a: { pitch_id?: string }) => a.pitch_id === id)).toEqual([])
}

describe('a pitch with no text', () => {
  it('is refused by the single send with "This pitch has no text yet: write it before sending", nothing sent', async () => {
    const { founder, ids, toDomain } = await board(1, [0])
    const refused = await api.post(`/api/pitches/${ids[0]}/send`, {}, founder.token)
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({ message: NO_BODY })
    await untouched(founder, ids[0] ?? '')
    expect(await toDomain()).toEqual([])
  })

  it('is refused by the scheduled send, nothing scheduled', async () => {
    const { founder, ids } = await board(1, [0])
    const scheduledFor = new Date(Date.now() + 3 * 86_400_000).toISOString()
    const refused = await api.post(`/api/pitches/${ids[0]}/send`, { scheduledFor }, founder.token)
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({ message: NO_BODY })
    await untouched(founder, ids[0] ?? '')
  })

  it('makes the bulk send refuse the whole request, naming how many have no text, and send nothing', async () => {
    const { founder, ids, toDomain } = await board(3, [0, 2])
    const refused = await api.post('/api/send-jobs', { pitchIds: ids }, founder.token)
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({
      message: '2 selected pitches have no text yet: write them or leave them out before sending',
    })
    for (const id of ids) await untouched(founder, id)
    expect(await toDomain()).toEqual([])
    // Left out, the one with text goes.
    const sent = await api.post('/api/send-jobs', { pitchIds: [ids[1]] }, founder.token)
    expect(sent.status).toBe(202)
  })
})
