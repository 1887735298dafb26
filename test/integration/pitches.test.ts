import { describe, expect, inject, it } from 'vitest'
import { MAX_REGENERATIONS } from '../../shared/contracts/pitches'
import { apiAt, signUp } from '../support/api'
import { storeOf } from '../support/store'

const api = apiAt(inject('stackUrl'))
const store = () => storeOf(inject('stackDataDir'))

async function founderWithCompany() {
  const founder = await signUp(api)
  const { company } = (
    await api.post(
      '/api/companies',
      {
        name: 'Acme Robotics',
        short_description: 'Robots that sort parcels for small warehouses.',
        recent_funding: 'Raised $4.2M seed led by Northwind Ventures.',
      },
      founder.token,
    )
  ).body
  return { ...founder, companyId: company.id as string }
}

const generate = (token: string, companyId: string, journalistId = 'demo-000001') =>
  api.post('/api/pitches/generate', { companyId, journalistId }, token)

describe('pitch generation', () => {
  it('writes a drafted pitch in the guardrails and takes one pitch of quota', async () => {
    const f = await founderWithCompany()
    const response = await generate(f.token, f.companyId)
    expect(response.status).toBe(201)
    const { pitch } = response.body
    expect(pitch).toMatchObject({
      status: 'drafted',
      company_id: f.companyId,
      journalist_id: 'demo-000001',
      writer: 'offline-composer',
      angle: 'funding',
      regenerations: 0,
      earlier_version: false,
    })
    expect(pitch.subject.length).toBeLessThan(80)
    expect(pitch.content.split(/\s+/).length).toBeLessThan(200)
    expect(pitch.content).toContain('$4.2M')
    expect((await api.get('/api/profile', f.token)).body.profile.pitches_used).toBe(1)
  })

  it('refuses a profile that cannot say what the company does with a 400, before any quota is taken', async () => {
    const f = await signUp(api)
    const { company } = (
      await api.post('/api/companies', { name: 'Acme', recent_funding: 'Raised a seed round.' }, f.token)
    ).body
    const refused = await generate(f.token, company.id)
    expect(refused).toMatchObject({
      status: 400,
      body: {
        message:
          'Your company profile is too thin for a pitch: add Short Description (what the company does and for whom) first.',
      },
    })
    expect((await api.get('/api/profile', f.token)).body.profile.pitches_used).toBe(0)
    expect((await api.get('/api/pitches', f.token)).body.pitches).toEqual([])
  })

  it("writes from the founder's brief, keeps it for a regeneration, and refuses one too long", async () => {
    const f = await founderWithCompany()
    await store().profiles.patch({ user_id: f.id }).set({ pitches_purchased: 3 }).go()
    const brief = { news: 'We open a depot in Leeds on 3 March.', ask: 'Could you visit the depot?' }
    const tooLong = await api.post(
      '/api/pitches/generate',
      { companyId: f.companyId, journalistId: 'demo-000001', brief: { news: 'x'.repeat(301) } },
      f.token,
    )
    expect(tooLong).toMatchObject({ status: 400, body: { message: 'The news is at most 300 characters' } })
    const { pitch } = (
      await api.post(
        '/api/pitches/generate',
        { companyId: f.companyId, journalistId: 'demo-000001', brief },
        f.token,
      )
    ).body
    expect(pitch.content).toContain('We open a depot in Leeds on 3 March.')
    expect(pitch.content).toContain('Could you visit the depot?')
    expect(pitch.flags).toEqual([])
    const again = (await api.post(`/api/pitches/${pitch.id}/regenerate`, {}, f.token)).body.pitch
    expect(again.content).toContain('We open a depot in Leeds on 3 March.')
    expect(again.subject).not.toBe(pitch.subject)
    // The refused request took none; the regeneration takes none.
    expect((await api.get('/api/profile', f.token)).body.profile.pitches_used).toBe(1)
  })

  it('gives pitches written at the same time different subjects', async () => {
    const f = await founderWithCompany()
    await store().profiles.patch({ user_id: f.id }).set({ pitches_purchased: 4 }).go()
    // One journalist thrice: the same brief, so only the check after writing can tell them apart.
    const answers = await Promise.all([1, 2, 3].map(() => generate(f.token, f.companyId)))
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
    const subjects = (await api.get('/api/pitches', f.token)).body.pitches.map(
      (pitch: { subject: string }) => pitch.subject,
    )
    expect(subjects).toHaveLength(3)
    expect(new Set(subjects).size, JSON.stringify(subjects)).toBe(3)
  })

  it('answers 402 with "pitch limit" once the free pitch is used', async () => {
    const f = await founderWithCompany()
    await generate(f.token, f.companyId)
    const second = await generate(f.token, f.companyId, 'demo-000002')
    expect(second.status).toBe(402)
    expect(second.body.message).toContain('pitch limit')
  })

  it('produces exactly 5 pitches from 30 concurrent requests when 5 are left', async () => {
    const f = await founderWithCompany()
    await store().profiles.patch({ user_id: f.id }).set({ subscription_tier: 'starter' }).go()
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        generate(f.token, f.companyId, `demo-${String(i + 1).padStart(6, '0')}`),
      ),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5)
    expect(answers.filter((a) => a.status === 402)).toHaveLength(25)
    expect((await api.get('/api/profile', f.token)).body.profile.pitches_used).toBe(5)
    expect((await api.get('/api/pitches', f.token)).body.pitches).toHaveLength(5)
  })

  it('spends launch-week and purchased pitches after the month, exactly once each', async () => {
    const f = await founderWithCompany()
    await store()
      .profiles.patch({ user_id: f.id })
      .set({ free_pitches_remaining: 2, pitches_purchased: 1 })
      .go()
    const answers = await Promise.all(Array.from({ length: 8 }, () => generate(f.token, f.companyId)))
    expect(answers.filter((a) => a.status === 201)).toHaveLength(4)
    const { profile } = (await api.get('/api/profile', f.token)).body
    expect(profile).toMatchObject({ pitches_used: 1, free_pitches_remaining: 0, pitches_purchased: 0 })
  })

  it("refuses another founder's company and an unknown journalist without taking quota", async () => {
    const a = await founderWithCompany()
    const b = await founderWithCompany()
    expect((await generate(b.token, a.companyId)).status).toBe(404)
    expect((await generate(b.token, b.companyId, 'nobody')).status).toBe(404)
    expect(
      (await api.post('/api/pitches/generate', { journalistId: 'demo-000001' }, b.token)).body.message,
    ).toBe('Please select a company first')
    expect((await api.get('/api/profile', b.token)).body.profile.pitches_used).toBe(0)
  })
})

describe('the guardrails', () => {
  it("flag a filler phrase the founder's own profile brings into the pitch", async () => {
    const f = await signUp(api)
    const { company } = (
      await api.post(
        '/api/companies',
        { name: 'Hype Co', short_description: 'A revolutionary way to file taxes.' },
        f.token,
      )
    ).body
    const { pitch } = (await generate(f.token, company.id)).body
    expect(pitch.flags).toEqual(['it uses the filler phrase "revolutionary"'])
    const clean = await founderWithCompany()
    expect((await generate(clean.token, clean.companyId)).body.pitch.flags).toEqual([])
  })
})

describe('an edited pitch', () => {
  it('has its guardrail flags recomputed from the new subject and body', async () => {
    const f = await founderWithCompany()
    const { pitch } = (await generate(f.token, f.companyId)).body
    expect(pitch.flags).toEqual([])
    const edit = async (changes: object) =>
      (await api.put(`/api/pitches/${pitch.id}`, changes, f.token)).body.pitch.flags
    const content = `${pitch.content}\n\nOur revolutionary robots.`
    expect(await edit({ content })).toEqual(['it uses the filler phrase "revolutionary"'])
    expect(await edit({ subject: 'Acme grew 300% this year' })).toEqual([
      'it uses the filler phrase "revolutionary"',
      'it states "300", which is not in the company profile',
    ])
    expect(await edit({ subject: 'Acme raised $4.2M to sort parcels', content: pitch.content })).toEqual([])
    const listed = (await api.get('/api/pitches', f.token)).body.pitches
    expect(listed[0]).toMatchObject({ id: pitch.id, flags: [] })
  })

  it('keeps its subject under 80 characters, as the guardrail says', async () => {
    const f = await founderWithCompany()
    const { pitch } = (await generate(f.token, f.companyId)).body
    const eighty = await api.put(`/api/pitches/${pitch.id}`, { subject: 'x'.repeat(80) }, f.token)
    expect(eighty.status).toBe(400)
    expect(eighty.body).toEqual({ message: 'Subject must be under 80 characters' })
    const fine = await api.put(`/api/pitches/${pitch.id}`, { subject: 'x'.repeat(79) }, f.token)
    expect(fine.status).toBe(200)
    expect(fine.body.pitch.flags).toEqual([])
  })
})

describe('a retried generation', () => {
  it('with the same Idempotency-Key answers the first pitch and takes quota once', async () => {
    const f = await founderWithCompany()
    await store().profiles.patch({ user_id: f.id }).set({ pitches_purchased: 5 }).go()
    const call = () =>
      api.call('POST', '/api/pitches/generate', {
        body: { companyId: f.companyId, journalistId: 'demo-000001' },
        token: f.token,
        headers: { 'idempotency-key': 'click-1' },
      })
    const first = await call()
    const retry = await call()
    expect([first.status, retry.status]).toEqual([201, 200])
    expect(retry.body.pitch.id).toBe(first.body.pitch.id)
    const concurrent = await Promise.all([call(), call(), call()])
    expect(concurrent.every((r) => r.status === 200 && r.body.pitch.id === first.body.pitch.id)).toBe(true)
    const { profile } = (await api.get('/api/profile', f.token)).body
    expect(profile).toMatchObject({ pitches_used: 1, pitches_purchased: 5 })
    expect((await api.get('/api/pitches', f.token)).body.pitches).toHaveLength(1)
  })

  it('with the same Idempotency-Key but another journalist or story is refused with 422, and makes nothing', async () => {
    const f = await founderWithCompany()
    await store().profiles.patch({ user_id: f.id }).set({ pitches_purchased: 5 }).go()
    const call = (body: Record<string, unknown>) =>
      api.call('POST', '/api/pitches/generate', {
        body: { companyId: f.companyId, ...body },
        token: f.token,
        headers: { 'idempotency-key': 'click-2' },
      })
    const first = await call({ journalistId: 'demo-000001' })
    expect(first.status).toBe(201)
    for (const other of [
      { journalistId: 'demo-000002' },
      { journalistId: 'demo-000001', brief: { news: 'Something else happened' } },
    ]) {
      const reused = await call(other)
      expect([reused.status, reused.body]).toEqual([
        422,
        { message: 'This Idempotency-Key was already used for a different request' },
      ])
    }
    expect((await call({ journalistId: 'demo-000001' })).body.pitch.id).toBe(first.body.pitch.id)
    const { profile } = (await api.get('/api/profile', f.token)).body
    expect(profile).toMatchObject({ pitches_used: 1 })
    expect((await api.get('/api/pitches', f.token)).body.pitches).toHaveLength(1)
  })
})

describe('a pitch', () => {
  it('moves between any statuses, can be edited, regenerated five times and deleted', async () => {
    const f = await founderWithCompany()
    const { pitch } = (await generate(f.token, f.companyId)).body
    for (const status of ['archived', 'drafted', 'picked_up', 'reviewed']) {
      const moved = await api.put(`/api/pitches/${pitch.id}/status`, { status }, f.token)
      expect(moved.body.pitch.status).toBe(status)
    }
    expect((await api.put(`/api/pitches/${pitch.id}/status`, { status: 'sent' }, f.token)).status).toBe(400)

    const edited = await api.put(`/api/pitches/${pitch.id}`, { subject: '  A sharper subject ' }, f.token)
    expect(edited.body.pitch).toMatchObject({ subject: 'A sharper subject', content: pitch.content })
    expect((await api.put(`/api/pitches/${pitch.id}`, { subject: 'x'.repeat(81) }, f.token)).status).toBe(400)
    expect((await api.put(`/api/pitches/${pitch.id}`, {}, f.token)).status).toBe(400)

    for (let i = 1; i <= MAX_REGENERATIONS; i++) {
      const again = await api.post(`/api/pitches/${pitch.id}/regenerate`, {}, f.token)
      expect(again.body.pitch.regenerations).toBe(i)
    }
    expect((await api.post(`/api/pitches/${pitch.id}/regenerate`, {}, f.token)).status).toBe(429)
    expect((await api.get('/api/profile', f.token)).body.profile.pitches_used).toBe(1)

    expect((await api.delete(`/api/pitches/${pitch.id}`, f.token)).status).toBe(204)
    expect((await api.get('/api/pitches', f.token)).body.pitches).toEqual([])
  })

  it('goes back to the words a regeneration replaced, once, and not after a later edit', async () => {
    const f = await founderWithCompany()
    const { pitch } = (await generate(f.token, f.companyId)).body
    const undo = () => api.post(`/api/pitches/${pitch.id}/regenerate/undo`, {}, f.token)
    expect(await undo()).toMatchObject({
      status: 409,
      body: { message: 'This pitch has no earlier version to go back to' },
    })

    const mine = (await api.put(`/api/pitches/${pitch.id}`, { content: 'My own words, edited.' }, f.token))
      .body.pitch
    const regenerated = (await api.post(`/api/pitches/${pitch.id}/regenerate`, {}, f.token)).body.pitch
    expect(regenerated).toMatchObject({ earlier_version: true })
    expect(regenerated.content).not.toBe(mine.content)
    const back = await undo()
    expect(back.status).toBe(200)
    const words = ({ subject, content, angle, writer, flags }: typeof mine) => ({
      subject,
      content,
      angle,
      writer,
      flags,
    })
    expect(words(back.body.pitch)).toEqual(words(mine))
    expect(back.body.pitch).toMatchObject({ regenerations: 1, earlier_version: false })
    expect(words((await api.get('/api/pitches', f.token)).body.pitches[0])).toEqual(words(mine))
    expect((await undo()).status).toBe(409)

    await api.post(`/api/pitches/${pitch.id}/regenerate`, {}, f.token)
    const edited = await api.put(`/api/pitches/${pitch.id}`, { subject: 'Edited after' }, f.token)
    expect(edited.body.pitch).toMatchObject({ earlier_version: false })
    expect(await undo()).toMatchObject({
      status: 409,
      body: {
        message:
          'This pitch changed since it was regenerated: its earlier version can no longer be brought back',
      },
    })
    expect((await api.get('/api/pitches', f.token)).body.pitches[0].subject).toBe('Edited after')
  })

  it('refuses an edit with control or direction-override characters, and normalises the rest', async () => {
    const f = await founderWithCompany()
    const { pitch } = (await generate(f.token, f.companyId)).body
    for (const body of [
      { subject: 'Hello\u0000' },
      { subject: 'Hello\nthere' },
      { content: 'Dear Ada,\n\u202Eevil' },
      { content: 'Dear Ada \uDC00' },
    ]) {
      const refused = await api.put(`/api/pitches/${pitch.id}`, body, f.token)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body.message, JSON.stringify(body)).toEqual(expect.any(String))
    }
    const edited = await api.put(`/api/pitches/${pitch.id}`, { content: 'Cafe\u0301 news\n\nAda' }, f.token)
    expect(edited.body.pitch.content).toBe('Café news\n\nAda')
  })

  it('lists pitches by company', async () => {
    const f = await founderWithCompany()
    await store().profiles.patch({ user_id: f.id }).set({ pitches_purchased: 3 }).go()
    const other = (
      await api.post(
        '/api/companies',
        { name: 'Side Project', short_description: 'Tide tables for sea swimmers.' },
        f.token,
      )
    ).body.company
    await generate(f.token, f.companyId)
    await generate(f.token, other.id)
    const all = (await api.get('/api/pitches', f.token)).body.pitches
    const ofOther = (await api.get(`/api/pitches?companyId=${other.id}`, f.token)).body.pitches
    expect(all).toHaveLength(2)
    expect(ofOther.map((p: { company_id: string }) => p.company_id)).toEqual([other.id])
  })

  it('is 404 to another founder on every route, and unchanged', async () => {
    const a = await founderWithCompany()
    const b = await signUp(api)
    const { pitch } = (await generate(a.token, a.companyId)).body
    const attempts = [
      api.put(`/api/pitches/${pitch.id}/status`, { status: 'archived' }, b.token),
      api.put(`/api/pitches/${pitch.id}`, { subject: 'Mine now' }, b.token),
      api.post(`/api/pitches/${pitch.id}/regenerate`, {}, b.token),
      api.post(`/api/pitches/${pitch.id}/regenerate/undo`, {}, b.token),
      api.delete(`/api/pitches/${pitch.id}`, b.token),
    ]
    for (const response of await Promise.all(attempts)) {
      expect(response).toMatchObject({ status: 404, body: { message: 'Pitch not found' } })
    }
    expect((await api.get('/api/pitches', b.token)).body.pitches).toEqual([])
    expect((await api.get('/api/pitches', a.token)).body.pitches[0]).toMatchObject({
      status: 'drafted',
      subject: pitch.subject,
    })
  })
})
