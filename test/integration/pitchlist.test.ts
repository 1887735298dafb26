import { describe, expect, inject, it } from 'vitest'
import { apiAt, signUp } from '../support/api'

const api = apiAt(inject('stackUrl'))

describe('the pitchlist', () => {
  it('adds journalists once, checks, lists newest first and removes them', async () => {
    const { token } = await signUp(api)
    const first = await api.post('/api/pitchlist', { journalistId: 'demo-000010' }, token)
    expect(first.status).toBe(201)
    expect(first.body.entry.journalist).toMatchObject({ id: 'demo-000010', full_name: expect.any(String) })
    expect((await api.post('/api/pitchlist', { journalistId: 'demo-000010' }, token)).status).toBe(200)
    await api.post('/api/pitchlist', { journalistId: 'demo-000020' }, token)

    const { body } = await api.get('/api/pitchlist', token)
    expect(body.entries.map((e: { journalist_id: string }) => e.journalist_id)).toEqual([
      'demo-000020',
      'demo-000010',
    ])
    expect((await api.get('/api/pitchlist/check/demo-000010', token)).body).toEqual({ inPitchlist: true })

    expect((await api.delete('/api/pitchlist/demo-000010', token)).status).toBe(204)
    expect((await api.get('/api/pitchlist/check/demo-000010', token)).body).toEqual({ inPitchlist: false })
    expect((await api.delete('/api/pitchlist/demo-000010', token)).status).toBe(404)
  })

  it('adds a journalist exactly once under concurrent clicks', async () => {
    const { token } = await signUp(api)
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.post('/api/pitchlist', { journalistId: 'demo-000030' }, token)),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    expect((await api.get('/api/pitchlist', token)).body.entries).toHaveLength(1)
  })

  it('refuses unknown journalists and bad input', async () => {
    const { token } = await signUp(api)
    expect(await api.post('/api/pitchlist', { journalistId: 'nobody' }, token)).toMatchObject({
      status: 404,
      body: { message: 'Journalist not found' },
    })
    expect((await api.post('/api/pitchlist', {}, token)).status).toBe(400)
    expect((await api.post('/api/pitchlist', { journalistId: 'demo-000001', note: 'x' }, token)).status).toBe(
      400,
    )
  })

  it("keeps each founder's pitchlist to themselves", async () => {
    const a = await signUp(api)
    const b = await signUp(api)
    await api.post('/api/pitchlist', { journalistId: 'demo-000040' }, a.token)
    expect((await api.get('/api/pitchlist', b.token)).body.entries).toEqual([])
    expect((await api.get('/api/pitchlist/check/demo-000040', b.token)).body).toEqual({ inPitchlist: false })
    expect((await api.delete('/api/pitchlist/demo-000040', b.token)).status).toBe(404)
    expect((await api.get('/api/pitchlist', a.token)).body.entries).toHaveLength(1)
  })
})
