import { beforeAll, describe, expect, inject, it } from 'vitest'
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
