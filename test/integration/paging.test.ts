import { describe, expect, inject, it } from 'vitest'
import { apiAt, signUp } from '../support/api'

const api = apiAt(inject('stackUrl'))

describe("a founder's lists, page by page", () => {
  it('hands out saved searches and companies in pages that join up to the whole list', async () => {
    const { token } = await signUp(api)
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
      expect((await api.post('/api/discovery/searches/save', { name, query: name }, token)).status).toBe(201)
      expect((await api.post('/api/companies', { name }, token)).status).toBe(201)
    }
    const walk = async (path: string, field: string) => {
      const names: string[] = []
      let cursor: string | null = null
      do {
        const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''
        const { status, body } = await api.get(`${path}?limit=2${query}`, token)
        expect(status).toBe(200)
        expect(body[field].length).toBeLessThanOrEqual(2)
        names.push(...body[field].map((item: { name: string }) => item.name))
        cursor = body.nextCursor
      } while (cursor)
      return names
    }
    expect(await walk('/api/discovery/searches/saved', 'searches')).toEqual([
      'Five',
      'Four',
      'Three',
      'Two',
      'One',
    ])
    expect(await walk('/api/companies', 'companies')).toEqual(['One', 'Two', 'Three', 'Four', 'Five'])

    // Without a limit the whole (short) list comes at once, its cursor null.
    const whole = await api.get('/api/companies', token)
    expect(whole.body).toMatchObject({ nextCursor: null })
    expect(whole.body.companies).toHaveLength(5)
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
