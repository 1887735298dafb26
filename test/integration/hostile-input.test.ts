import { beforeAll, describe, expect, inject, it } from 'vitest'
import { DEFAULT_AUTOMATION_SETTINGS } from '../../shared/contracts/automation'
import { apiAt, signUp } from '../support/api'

const base = inject('stackUrl')
const api = apiAt(base)

let token: string
beforeAll(async () => {
  token = (await signUp(api)).token
})

/** Longer than DynamoDB's key limits (2,048 bytes for a partition key, 1,024 for a sort key). */
const HUGE_ID = 'x'.repeat(3000)

describe('paths the gateway cannot decode', () => {
  it('answers a malformed %-escape with 400 and a message, signed in or not', async () => {
    for (const path of ['/api/companies/%ZZ', '/api/companies/%', '/api/pitches/%E0%A4%A']) {
      for (const who of [undefined, token]) {
        const response = await api.call('GET', path, { token: who })
        expect(response.status, path).toBe(400)
        expect(response.body, path).toEqual({ message: expect.stringMatching(/%-escape/) })
      }
    }
  })
})

describe('ids longer than any id', () => {
  it('answer 404 with a message in paths', async () => {
    for (const [method, path] of [
      ['GET', `/api/companies/${HUGE_ID}`],
      ['PUT', `/api/pitches/${HUGE_ID}/status`],
      ['DELETE', `/api/pitches/${HUGE_ID}`],
      ['GET', `/api/journalists/${HUGE_ID}`],
      ['GET', `/api/pitchlist/check/${HUGE_ID}`],
      ['DELETE', `/api/discovery/searches/${HUGE_ID}`],
      ['POST', `/api/automation/actions/${HUGE_ID}/pause`],
    ] as const) {
      const body = method === 'PUT' ? { status: 'reviewed' } : undefined
      const response = await api.call(method, path, { token, body })
      expect(response.status, path.slice(0, 40)).toBe(404)
      expect(response.body, path.slice(0, 40)).toEqual({ message: expect.any(String) })
    }
  })

  it('answer 400 with a message in bodies and queries', async () => {
    for (const [path, body] of [
      ['/api/pitches/generate', { companyId: HUGE_ID, journalistId: 'j-1' }],
      ['/api/pitches/generate', { companyId: 'c-1', journalistId: HUGE_ID }],
      ['/api/pitchlist', { journalistId: HUGE_ID }],
    ] as const) {
      const response = await api.post(path, body, token)
      expect(response.status, path).toBe(400)
      expect(response.body.message, path).toMatch(/at most 100 characters/)
    }
    const active = await api.put('/api/profile/active-company', { companyId: HUGE_ID }, token)
    expect(active.status).toBe(400)
    expect(active.body.message).toMatch(/at most 100 characters/)
    const listed = await api.get(`/api/pitches?companyId=${HUGE_ID}`, token)
    expect(listed.status).toBe(400)
    expect(listed.body.message).toMatch(/at most 100 characters/)
  })
})

const NOT_TEXT = /contains characters that are not text/
const MEGABYTE = 'x'.repeat(1024 * 1024)

describe('stored text', () => {
  it('is normalised to NFC in names and company fields', async () => {
    const { token } = await signUp(api)
    const profile = await api.put('/api/profile', { first_name: 'Zoe\u0301', last_name: 'Ren\u0303e' }, token)
    expect(profile.body.profile).toMatchObject({ first_name: 'Zoé', last_name: 'Reñe' })
    const { company } = (await api.post('/api/companies', { name: 'Cafe\u0301 Robotics' }, token)).body
    expect(company.name).toBe('Café Robotics')
  })

  it('refuses NUL, lone surrogates and direction overrides with 400, storing nothing', async () => {
    const { token } = await signUp(api)
    const { company } = (await api.post('/api/companies', { name: 'Acme' }, token)).body
    const automation = async () => ({
      pauses: (await api.get('/api/automation/pauses', token)).body,
      settings: (await api.get('/api/automation/settings', token)).body,
      sender: (await api.get('/api/sending/settings', token)).body,
    })
    const automationBefore = await automation()
    for (const bad of ['Ada\u0000', 'Ada\uD800', 'Ada\u202Egpj.exe', 'Ada\u2066x']) {
      const cases = [
        ['PUT', '/api/profile', { first_name: bad }],
        ['PUT', '/api/profile', { last_name: bad }],
        ['POST', '/api/companies', { name: bad }],
        ['PUT', `/api/companies/${company.id}`, { name: bad }],
        ['PUT', `/api/companies/${company.id}`, { short_description: bad }],
        ['PUT', `/api/companies/${company.id}`, { full_description: `Line one\n${bad}` }],
        ['POST', '/api/discovery/searches/save', { name: bad, query: 'fintech' }],
        ['POST', '/api/discovery/searches/save', { name: 'Mine', query: bad }],
        ['POST', '/api/discovery/searches/save', { name: 'Mine', filters: { topics: [bad] } }],
        ['PUT', '/api/sending/settings', { sender_name: bad }],
        ['POST', '/api/automation/pauses', { scope: 'global', reason: bad }],
        [
          'PUT',
          '/api/automation/settings',
          { ...DEFAULT_AUTOMATION_SETTINGS, templates: { check_in: `Hi {{journalist_name}},\n${bad}` } },
        ],
      ] as const
      for (const [method, path, body] of cases) {
        const response = await api.call(method, path, { token, body })
        expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400)
        expect(response.body.message, `${path} ${JSON.stringify(body)}`).toMatch(NOT_TEXT)
      }
    }
    expect((await api.get('/api/profile', token)).body.profile).toMatchObject({
      first_name: '',
      last_name: '',
    })
    expect((await api.get(`/api/companies/${company.id}`, token)).body.company).toMatchObject({
      name: 'Acme',
      short_description: null,
    })
    expect((await api.get('/api/companies', token)).body.companies).toHaveLength(1)
    expect((await api.get('/api/discovery/searches/saved', token)).body.searches).toEqual([])
    expect(await automation()).toEqual(automationBefore)
  })

  it('keeps line breaks in multi-line company fields and refuses them in one-line ones', async () => {
    const { token } = await signUp(api)
    const { company } = (await api.post('/api/companies', { name: 'Acme' }, token)).body
    const story = await api.put(`/api/companies/${company.id}`, { founder_story: 'One.\n\nTwo.' }, token)
    expect(story.body.company.founder_story).toBe('One.\n\nTwo.')
    const name = await api.put(`/api/companies/${company.id}`, { name: 'Acme\nInc' }, token)
    expect(name.status).toBe(400)
    expect(name.body.message).toBe('Company name must be one line')
  })
})

describe('fields the server ignores', () => {
  it('refuse a megabyte', async () => {
    for (const [path, body] of [
      ['/api/discovery/search', { query: 'fintech', userId: MEGABYTE }],
      ['/api/discovery/search', { query: 'fintech', companyId: MEGABYTE }],
      ['/api/discovery/searches/save', { name: 'Mine', userId: MEGABYTE }],
      ['/api/free-tier/claim-launch-week', { userId: MEGABYTE }],
    ] as const) {
      const response = await api.post(path, body, token)
      expect(response.status, path).toBe(400)
      expect(response.body.message, path).toMatch(/at most 100 characters/)
    }
  })
})
