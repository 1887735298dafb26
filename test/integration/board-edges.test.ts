import { describe, expect, inject, it } from 'vitest'
import { IMPORT_MAX_ROWS } from '../../functions/workflow/csv'
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

describe("the board's CSV import", () => {
  /** A founder with no cards yet, and journalists in the database for the rows to name. */
  async function importer(count: number) {
    const { ids, domain } = await arrangeJournalists(
      store(),
      Array.from({ length: count }, (_, i) => `row${i}`),
    )
    const founder = await founderWithPitches(api, store(), [])
    const importCsv = (csv: string) =>
      api.post('/api/workflow/import', { companyId: founder.companyId, csv }, founder.token)
    const records = async () =>
      (await store().pitches.query.byUser({ user_id: founder.id }).go({ pages: 'all' })).data
    return { founder, domain, ids, importCsv, records }
  }

  it('takes the body column as the pitch, line breaks kept, and the angle column when it names one', async () => {
    const { domain, importCsv, records } = await importer(2)
    const csv = [
      'journalist,email,subject,angle,body',
      `Reporter 1,row0@${domain},Robots for small shops,funding,"Hi Reporter,\r\n\r\nWe raised a seed round."`,
      `Reporter 2,row1@${domain},Another,no-such-angle,Text`,
    ].join('\r\n')
    expect((await importCsv(csv)).body).toEqual({
      created: 1,
      refused: [{ row: 3, reason: 'Unknown angle "no-such-angle"' }],
    })
    expect(await records()).toEqual([
      expect.objectContaining({
        subject: 'Robots for small shops',
        content: 'Hi Reporter,\n\nWe raised a seed round.',
        angle: 'funding',
      }),
    ])
  })

  it('refuses a file of more rows than one import takes before writing any, and writes every row of one within it', async () => {
    const { domain, importCsv, records } = await importer(1)
    const file = (rows: number) =>
      [
        'journalist,email,subject',
        ...Array.from({ length: rows }, (_, i) => `Reporter 1,row0@${domain},S${i}`),
      ].join('\r\n')
    const tooMany = await importCsv(file(IMPORT_MAX_ROWS + 1))
    expect([tooMany.status, tooMany.body]).toEqual([
      400,
      { message: 'The file has 2,001 rows; import at most 2,000 at a time' },
    ])
    expect(await records()).toEqual([])
    // More cards than are written at once, the last group not full: each made once.
    const imported = await importCsv(file(60))
    expect(imported.body).toEqual({ created: 60, refused: [] })
    expect((await records()).map((r) => r.subject).sort()).toEqual(
      Array.from({ length: 60 }, (_, i) => `S${i}`).sort(),
    )
  })

  it("names refused rows by their number in the founder's spreadsheet, blank rows counted, and refuses a broken quote", async () => {
    const { domain, importCsv, records } = await importer(1)
    const csv = [
      'journalist,email,subject,status',
      '',
      `Reporter 1,row0@${domain},Flying,flying`,
      `Reporter 1,row0@${domain},"Two-line
subject",drafted`,
      'Nobody Known,,Hello,drafted',
    ].join('\r\n')
    expect((await importCsv(csv)).body).toEqual({
      created: 0,
      refused: [
        { row: 3, reason: 'Unknown status "flying"' },
        { row: 4, reason: 'The subject must be one line' },
        { row: 5, reason: 'No such journalist in the database' },
      ],
    })
    const broken = await importCsv(`journalist,email,subject\r\nReporter 1,row0@${domain},"Never closed\r\n`)
    expect([broken.status, broken.body]).toEqual([
      400,
      { message: 'Row 2 opens a quoted cell that is never closed: close its quote' },
    ])
    expect(await records()).toEqual([])
  })

  it('makes a pitch without a body or an angle from a row that gives none, and it cannot be sent', async () => {
    const { founder, domain, importCsv, records } = await importer(1)
    const imported = await importCsv(`journalist,email,subject\r\nReporter 1,row0@${domain},Hello\r\n`)
    expect(imported.body).toEqual({ created: 1, refused: [] })
    const [record] = await records()
    expect(record?.content).toBe('')
    expect(record?.angle).toBeUndefined()
    const [card] = (await api.get('/api/workflow/cards', founder.token)).body.cards
    expect(card.pitch.content).toBe('')
    const refused = await api.post(`/api/pitches/${record?.pitch_id}/send`, {}, founder.token)
    expect([refused.status, refused.body]).toEqual([400, { message: NO_BODY }])
    expect((await mailbox(baseUrl)).filter((m) => m.to.endsWith(`@${domain}`))).toEqual([])
  })

  it('exports the body and angle, and its export imports back with the same text', async () => {
    const { founder, domain, importCsv } = await importer(1)
    await importCsv(
      `journalist,email,subject,angle,body\r\nReporter 1,row0@${domain},Hello,launch,"Line one\nLine two"\r\n`,
    )
    const exported = await fetch(new URL('/api/workflow/export', baseUrl), {
      headers: { authorization: `Bearer ${founder.token}` },
    })
    const csv = await exported.text()
    expect(csv).toContain(',launch,"Line one\nLine two"\r\n')
    const other = await founderWithPitches(api, store(), [])
    await api.post('/api/workflow/import', { companyId: other.companyId, csv }, other.token)
    const [card] = (await api.get('/api/workflow/cards', other.token)).body.cards
    expect(card.pitch).toMatchObject({ subject: 'Hello', content: 'Line one\nLine two' })
  })
})

describe("the bottleneck action 'Move N selected'", () => {
  it('leaves Picked Up and replied cards where they were, and moves only the cards that need it', async () => {
    const { founder, ids } = await board(4, [])
    const [won, answered, stuckPitched, stuckDraft] = ids as [string, string, string, string]
    const old = new Date(Date.now() - 20 * 86_400_000).toISOString()
    const set = (id: string, changes: Record<string, string>) =>
      store()
        .pitches.patch({ user_id: founder.id, pitch_id: id })
        .set({ updated_at: old, ...changes })
        .go()
    await set(won, { status: 'picked_up', sent_at: old })
    await set(answered, { status: 'pitched', sent_at: old, replied_at: old })
    await set(stuckPitched, { status: 'pitched', sent_at: old })
    await set(stuckDraft, {})
    const statuses = async () =>
      Object.fromEntries(
        ((await api.get('/api/workflow/cards', founder.token)).body.cards as any[]).map((c) => [
          c.id,
          c.status,
        ]),
      )

    // Neither success is reported as needing attention.
    const { metrics } = (await api.get('/api/workflow/metrics', founder.token)).body
    const reported = metrics.bottlenecks.flatMap((s: any) => s.items.map((i: any) => i.id)).sort()
    expect(reported).toEqual([stuckPitched, stuckDraft].sort())

    // Asked for all of them anyway (a stale alert, a hand-made request), the server moves only those.
    const toPitched = await api.post(
      '/api/workflow/move',
      { ids: [won, answered, stuckDraft], status: 'pitched', bottlenecksOnly: true },
      founder.token,
    )
    expect(toPitched.body).toMatchObject({ moved: 1, operation: { count: 1, status: 'pitched' } })
    const toArchive = await api.post(
      '/api/workflow/move',
      { ids: [won, answered, stuckPitched], status: 'archived', bottlenecksOnly: true },
      founder.token,
    )
    expect(toArchive.body).toMatchObject({ moved: 1, operation: { count: 1, status: 'archived' } })
    expect(await statuses()).toEqual({
      [won]: 'picked_up',
      [answered]: 'pitched',
      [stuckPitched]: 'archived',
      [stuckDraft]: 'pitched',
    })

    // Only successes asked for: refused, nothing moved.
    const none = await api.post(
      '/api/workflow/move',
      { ids: [won, answered], status: 'archived', bottlenecksOnly: true },
      founder.token,
    )
    expect([none.status, none.body]).toEqual([409, { message: 'None of these cards needs moving any more' }])
    expect(await statuses()).toMatchObject({ [won]: 'picked_up', [answered]: 'pitched' })
  })
})
