import { describe, expect, inject, it } from 'vitest'
import { apiAt, signUp } from '../support/api'
import { arrangeJournalists, founderWithPitches } from '../support/sending'
import { storeOf } from '../support/store'

const api = apiAt(inject('stackUrl'))

describe("a founder's lists, page by page", () => {
  it('hands out saved searches and companies in pages that join up to the whole list', async () => {
    const { token } = await signUp(api)
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
      expect((await api.post('/api/discovery/searches/save', { name, query: name }, token)).status).toBe(201)
      expect((await api.post('/api/companies', { name }, token)).status).toBe(201)
    }
    const byName = (item: { name: string }) => item.name
    expect(await walk(token, '/api/discovery/searches/saved', 'searches', byName)).toEqual([
      'Five',
      'Four',
      'Three',
      'Two',
      'One',
    ])
    expect(await walk(token, '/api/companies', 'companies', byName)).toEqual([
      'One',
      'Two',
      'Three',
      'Four',
      'Five',
    ])

    // Without a limit the whole (short) list comes at once, its cursor null.
    const whole = await api.get('/api/companies', token)
    expect(whole.body).toMatchObject({ nextCursor: null })
    expect(whole.body.companies).toHaveLength(5)
  })

  it('hands out the pitchlist and the pitches in pages that join up to the whole list, newest first', async () => {
    const store = storeOf(inject('stackDataDir'))
    const { ids } = await arrangeJournalists(store, [
      'a@x.example',
      'b@x.example',
      'c@x.example',
      'd@x.example',
      'e@x.example',
    ])
    const founder = await founderWithPitches(api, store, ids)
    for (const id of ids)
      expect((await api.post('/api/pitchlist', { journalistId: id }, founder.token)).status).toBe(201)
    const pitchlist = await walk(
      founder.token,
      '/api/pitchlist',
      'entries',
      (entry: { journalist_id: string }) => entry.journalist_id,
    )
    // The pages join up to the whole list, newest first.
    const whole = (await api.get('/api/pitchlist', founder.token)).body.entries as {
      journalist_id: string
      created_at: string
    }[]
    expect(pitchlist).toEqual(whole.map((entry) => entry.journalist_id))
    expect(new Set(pitchlist)).toEqual(new Set(ids))
    const dates = whole.map((entry) => entry.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
    const pitches = await walk(founder.token, '/api/pitches', 'pitches', (pitch: { id: string }) => pitch.id)
    expect(pitches).toHaveLength(5)
    expect(new Set(pitches)).toEqual(new Set(founder.pitches.map((pitch) => pitch.id)))
    const { body } = await api.get('/api/pitches', founder.token)
    expect(body.pitches.map((pitch: { id: string }) => pitch.id)).toEqual(pitches)
  })

  it('refuses a cursor it did not give and a limit past the most a page holds', async () => {
    const { token } = await signUp(api)
    for (const path of [
      '/api/pitches',
      '/api/pitchlist',
      '/api/companies',
      '/api/discovery/searches/saved',
    ]) {
      const forged = await api.get(`${path}?cursor=${encodeURIComponent('not/ours!')}`, token)
      expect(forged.status, path).toBe(400)
      expect(forged.body.message, path).toBe('cursor is not one this list gave')
      const huge = await api.get(`${path}?limit=100000`, token)
      expect(huge.status, path).toBe(400)
      expect(huge.body).toHaveProperty('message')
    }
  })
})

/** Every item of a list, read two at a time; each page holds at most two. */
async function walk<T>(token: string, path: string, field: string, name: (item: T) => string) {
  const names: string[] = []
  let cursor: string | null = null
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''
    const { status, body } = await api.get(`${path}?limit=2${query}`, token)
    expect(status).toBe(200)
    expect(body[field].length).toBeLessThanOrEqual(2)
    names.push(...body[field].map(name))
    cursor = body.nextCursor
  } while (cursor)
  return names
}
