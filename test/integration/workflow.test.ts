import { simpleParser } from 'mailparser'
import { describe, expect, inject, it } from 'vitest'
import { DEFERRED_ONE_A_DAY } from '../../shared/contracts/sending'
import { apiAt } from '../support/api'
import {
  arrangeJournalists,
  deliverInbound,
  founderWithPitches,
  mailbox,
  rawMessage,
  waitUntil,
} from '../support/sending'
import { storeOf } from '../support/store'

const baseUrl = inject('stackUrl')
const api = apiAt(baseUrl)
const store = () => storeOf(inject('stackDataDir'))

async function board(count: number, labels?: (string | null)[]) {
  const { ids, domain } = await arrangeJournalists(
    store(),
    labels ?? Array.from({ length: count }, (_, i) => `w${i}`),
  )
  const founder = await founderWithPitches(api, store(), ids)
  const cards = async () => (await api.get('/api/workflow/cards', founder.token)).body.cards as any[]
  return { founder, domain, ids: founder.pitches.map((p) => p.id), cards }
}

describe('the workflow board', () => {
  it('lists cards with the journalist, at most 3 topics and the response rate', async () => {
    const { founder, cards } = await board(2)
    const list = await cards()
    expect(list).toHaveLength(2)
    expect(list[0]).toMatchObject({
      status: 'drafted',
      user_id: founder.id,
      journalist: { topics: ['Robotics'], publication: 'The Test Gazette' },
    })
    expect((await api.get('/api/workflow/cards?status=pitched', founder.token)).body).toEqual({
      cards: [],
      total: 0,
    })
  })

  it('moves 25 cards in 3 batches to the end of the column; undo restores every status and position; redo repeats', async () => {
    const { founder, ids, cards } = await board(26)
    const [first, ...rest] = ids
    // One card is in Reviewed already: the moved ones go after it.
    await api.post('/api/workflow/move', { ids: [first], status: 'reviewed' }, founder.token)
    const before = new Map((await cards()).map((c) => [c.id, [c.status, c.position]]))
    const moved = await api.post('/api/workflow/move', { ids: rest, status: 'reviewed' }, founder.token)
    expect(moved.body).toMatchObject({
      moved: 25,
      batches: 3,
      operation: { kind: 'move', count: 25, status: 'reviewed' },
    })
    const after = await cards()
    expect(after.filter((c) => c.status === 'reviewed').map((c) => c.id)).toEqual(ids)
    expect(after.find((c) => c.id === rest[0])?.position).toBe(1)

    expect((await api.post('/api/workflow/undo', {}, founder.token)).body.operation).toMatchObject({
      kind: 'move',
      count: 25,
    })
    const undone = await cards()
    for (const card of undone) expect([card.status, card.position]).toEqual(before.get(card.id))
    expect((await api.get('/api/workflow/history', founder.token)).body.redo).toHaveLength(1)

    await api.post('/api/workflow/redo', {}, founder.token)
    expect((await cards()).filter((c) => c.status === 'reviewed')).toHaveLength(26)
    // A new operation clears what could be redone.
    await api.post('/api/workflow/undo', {}, founder.token)
    await api.post('/api/workflow/move', { ids: [first], status: 'archived' }, founder.token)
    expect((await api.get('/api/workflow/history', founder.token)).body.redo).toEqual([])
  })

  it('refuses to undo a move when a card changed since', async () => {
    const { founder, ids } = await board(1)
    await api.post('/api/workflow/move', { ids, status: 'reviewed' }, founder.token)
    await api.put(`/api/pitches/${ids[0]}/status`, { status: 'archived' }, founder.token)
    const refused = await api.post('/api/workflow/undo', {}, founder.token)
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'These cards changed since; this step can no longer be undone' },
    })
  })

  it('undoes a delete, restoring the cards and their follow-ups', async () => {
    const { founder, ids, cards } = await board(3)
    await api.post('/api/workflow/move', { ids: [ids[0]], status: 'pitched' }, founder.token)
    const actions = async () =>
      (await api.get('/api/automation/actions', founder.token)).body.actions as any[]
    expect(await actions()).toHaveLength(2)
    const deleted = await api.post('/api/workflow/delete', { ids: ids.slice(0, 2) }, founder.token)
    expect(deleted.body).toMatchObject({ deleted: 2, operation: { kind: 'delete', count: 2 } })
    expect((await cards()).map((c) => c.id)).toEqual([ids[2]])
    expect(await actions()).toEqual([])
    await api.post('/api/workflow/undo', {}, founder.token)
    expect((await cards()).map((c) => c.id).sort()).toEqual([...ids].sort())
    expect(await actions()).toHaveLength(2)
  })

  it('reorders a column in the order given, leaving out a card moved elsewhere; 404 when none is in it', async () => {
    const { founder, ids, cards } = await board(4)
    const [a, b, c, moved] = ids
    await api.post('/api/workflow/move', { ids: [moved], status: 'reviewed' }, founder.token)
    const reordered = await api.post(
      '/api/workflow/reorder',
      { status: 'drafted', ids: [c, moved, a, c, b] },
      founder.token,
    )
    expect(reordered).toMatchObject({ status: 200, body: { reordered: 3 } })
    const positions = new Map((await cards()).map((card) => [card.id, [card.status, card.position]]))
    expect([a, b, c, moved].map((id) => positions.get(id))).toEqual([
      ['drafted', 1],
      ['drafted', 2],
      ['drafted', 0],
      ['reviewed', 0],
    ])

    const stale = await api.post('/api/workflow/reorder', { status: 'pitched', ids: [a, b] }, founder.token)
    expect(stale).toMatchObject({ status: 404, body: { message: 'No cards found' } })
    expect(new Map((await cards()).map((card) => [card.id, [card.status, card.position]]))).toEqual(positions)
  })

  it("ignores another founder's cards in a bulk request and leaves them untouched", async () => {
    const a = await board(1)
    const b = await board(1)
    const response = await api.post(
      '/api/workflow/move',
      { ids: [...b.ids, ...a.ids], status: 'archived' },
      b.founder.token,
    )
    expect(response.body.moved).toBe(1)
    expect((await a.cards())[0].status).toBe('drafted')
    expect((await api.post('/api/workflow/delete', { ids: a.ids }, b.founder.token)).status).toBe(404)
    expect(await a.cards()).toHaveLength(1)
  })

  it('sends a bulk message personalised for each journalist', async () => {
    const { founder, ids, domain, cards } = await board(2, ['p0', 'p1'])
    // Each card names its pitch's company, for the dialog's preview of {{company_name}}.
    expect((await cards()).map((card) => card.pitch.company_name)).toEqual(['Acme Robotics', 'Acme Robotics'])
    const empty = await api.post('/api/workflow/message', { ids, subject: ' ', body: 'x' }, founder.token)
    expect(empty).toMatchObject({ status: 400, body: { message: 'Please enter a subject and message' } })
    const { body } = await api.post(
      '/api/workflow/message',
      {
        ids,
        subject: 'For {{publication}}',
        body: 'Hi {{journalist_name}}, a note for {{publication}} about {{company_name}}.\n\nBest,\n\n',
        personalize: true,
      },
      founder.token,
    )
    await waitUntil(
      async () => (await api.get(`/api/send-jobs/${body.job.id}`, founder.token)).body.job,
      (j) => j.done,
    )
    const [message] = (await mailbox(baseUrl)).filter((m) => m.to === `p1@${domain}`)
    const parsed = await simpleParser(await rawMessage(baseUrl, message?.message_id ?? ''))
    expect(parsed.subject).toBe('For The Test Gazette')
    // Signed with the founder's name, as follow-ups are; {{company_name}} is the pitch's company.
    expect(parsed.text).toContain(
      'Hi Reporter 2, a note for The Test Gazette about Acme Robotics.\n\nBest,\nAda Founder',
    )
  })

  it('sends a follow-up template only to journalists who were pitched, counting the others skipped', async () => {
    const { founder, ids } = await board(2, ['f0', 'f1'])
    await api.post(`/api/pitches/${ids[0]}/send`, {}, founder.token)
    const followUp = {
      ids,
      subject: 'Following up for {{publication}}',
      body: 'Hi {{journalist_name}}, following up on my note.',
      templateId: 'followup_1',
    }
    const { body } = await api.post('/api/workflow/message', followUp, founder.token)
    const job = await waitUntil(
      async () => (await api.get(`/api/send-jobs/${body.job.id}`, founder.token)).body.job,
      (j) => j.done,
    )
    // The pitched journalist got their pitch today, so the follow-up waits for their next day.
    expect(job).toMatchObject({ total: 2, sent: 0, skipped: 1, deferred: 1 })
    expect(job.reasons).toEqual([
      { reason: 'Not pitched yet: follow-ups go only to journalists you have pitched', count: 1 },
    ])
    const messagesOf = async (pitchId: string | undefined) =>
      ((await api.get(`/api/pitches/${pitchId}/sends`, founder.token)).body.sends as any[]).filter(
        (send) => send.kind === 'message',
      )
    const waiting = await messagesOf(ids[0])
    expect(waiting.map((send) => send.status)).toEqual(['scheduled'])
    // The summary names when the deferred one goes, and why.
    expect(job.deferrals).toEqual([{ until: waiting[0].scheduled_for, reason: DEFERRED_ONE_A_DAY, count: 1 }])
    expect(await messagesOf(ids[1])).toEqual([])
    expect((await mailbox(baseUrl)).filter((m) => m.message_id.startsWith(`message-${job.id}-`))).toEqual([])

    // None pitched: nobody to follow up; the same message without the template goes to both.
    const fresh = await board(1, ['f2'])
    const refused = await api.post(
      '/api/workflow/message',
      { ...followUp, ids: fresh.ids },
      fresh.founder.token,
    )
    expect(refused).toMatchObject({ status: 404, body: { message: 'No valid recipients found' } })
    const { templateId: _, ...plain } = followUp
    expect(
      (await api.post('/api/workflow/message', { ...plain, ids: fresh.ids }, fresh.founder.token)).status,
    ).toBe(200)
  })

  it('shows on its card when the journalist replied', async () => {
    const { founder, ids, domain, cards } = await board(1, ['answers'])
    await api.post(`/api/pitches/${ids[0]}/send`, {}, founder.token)
    expect((await cards())[0].pitch.replied_at).toBeNull()
    const reply = [
      `From: answers@${domain}`,
      'To: someone@elsewhere.example',
      'Subject: Re: your pitch',
      `Message-ID: <${crypto.randomUUID()}@news.example>`,
      '',
      'Sounds interesting, send me more.',
    ].join('\r\n')
    expect(await deliverInbound(baseUrl, reply)).toMatchObject({ kind: 'human_reply', pitchId: ids[0] })
    const [card] = await cards()
    expect(card.pitch.replied_at).toEqual(expect.any(String))
    expect(card.pitch.last_interaction).toBe(card.pitch.replied_at)
  })

  it('exports the cards as formula-safe CSV and imports them back as cards', async () => {
    const { founder, cards } = await board(2)
    await store()
      .pitches.patch({ user_id: founder.id, pitch_id: founder.pitches[0]?.id ?? '' })
      .set({ subject: '=HYPERLINK("x")' })
      .go()
    const exported = await fetch(new URL('/api/workflow/export', baseUrl), {
      headers: { authorization: `Bearer ${founder.token}` },
    })
    const csv = await exported.text()
    expect(csv.split('\r\n')[0]).toBe(
      'journalist,publication,email,status,subject,sent,last_interaction,angle,body',
    )
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`)
    const other = await founderWithPitches(api, store(), [])
    const imported = await api.post(
      '/api/workflow/import',
      { companyId: other.companyId, csv: `${csv}Nobody Known,Nowhere Weekly,,drafted,Hi,,\r\n` },
      other.token,
    )
    expect(imported.body).toEqual({
      created: 2,
      refused: [{ row: 4, reason: 'No such journalist in the database' }],
    })
    const theirs = (await api.get('/api/workflow/cards', other.token)).body.cards
    expect(theirs.map((c: any) => c.journalist.email).sort()).toEqual(
      (await cards()).map((c) => c.journalist.email).sort(),
    )
  })

  it('imports its own export again without a second card for any, and a row repeated in a file once', async () => {
    const { founder, cards } = await board(2)
    await store()
      .pitches.patch({ user_id: founder.id, pitch_id: founder.pitches[0]?.id ?? '' })
      .set({ subject: '=HYPERLINK("x")' })
      .go()
    const exported = await fetch(new URL('/api/workflow/export', baseUrl), {
      headers: { authorization: `Bearer ${founder.token}` },
    })
    const csv = await exported.text()
    const before = (await cards()).length

    const again = await api.post('/api/workflow/import', { companyId: founder.companyId, csv }, founder.token)
    expect(again.body).toEqual({
      created: 0,
      refused: [
        { row: 2, reason: 'Already on the board' },
        { row: 3, reason: 'Already on the board' },
      ],
    })
    expect(await cards()).toHaveLength(before)

    const [header, first] = csv.split('\r\n')
    const renamed = first?.replace(/^([^,]*,[^,]*,[^,]*,[^,]*,)[^,]*/, '$1A new angle')
    const twice = await api.post(
      '/api/workflow/import',
      { companyId: founder.companyId, csv: `${header}\r\n${renamed}\r\n${renamed}\r\n` },
      founder.token,
    )
    expect(twice.body).toEqual({ created: 1, refused: [{ row: 3, reason: 'Already on the board' }] })
    expect(await cards()).toHaveLength(before + 1)
  })

  it('imports a guarded subject as it was stored, and refuses a subject of two lines', async () => {
    const { founder, cards } = await board(1)
    const exported = await fetch(new URL('/api/workflow/export', baseUrl), {
      headers: { authorization: `Bearer ${founder.token}` },
    })
    const [header, first] = (await exported.text()).split('\r\n')
    const withSubject = (subject: string) =>
      first?.replace(/^([^,]*,[^,]*,[^,]*,[^,]*,)[^,]*/, `$1${subject}`)
    const imported = await api.post(
      '/api/workflow/import',
      {
        companyId: founder.companyId,
        // A tab-led subject as the export guards it, and a quoted cell holding a line break.
        csv: `${header}\r\n${withSubject("'\tA tabbed launch ")}\r\n${withSubject('"Line one\nLine two"')}\r\n`,
      },
      founder.token,
    )
    expect(imported.body).toEqual({
      created: 1,
      refused: [{ row: 3, reason: 'The subject must be one line' }],
    })
    expect((await cards()).map((card) => card.pitch.subject)).toContain('A tabbed launch')
  })

  it('reports a card untouched for more than 7 days as a bottleneck, and velocity from real sends', async () => {
    const { founder, ids } = await board(2)
    const old = new Date(Date.now() - 9 * 86_400_000).toISOString()
    await store()
      .pitches.patch({ user_id: founder.id, pitch_id: ids[0] ?? '' })
      .set({ updated_at: old })
      .go()
    await api.post(`/api/pitches/${ids[1]}/send`, {}, founder.token)
    const { metrics } = (await api.get('/api/workflow/metrics', founder.token)).body
    expect(metrics.bottlenecks).toEqual([
      expect.objectContaining({
        status: 'drafted',
        items: [expect.objectContaining({ id: ids[0], daysInStatus: 9 })],
      }),
    ])
    expect(metrics.velocity).toMatchObject({ last7Days: 1, last30Days: 1, trend: 'up' })
    expect(metrics.byStatus).toMatchObject({ drafted: 1, pitched: 1 })
    expect(metrics.conversionRates.reviewedToPitched).toBe(0)
  })
})
