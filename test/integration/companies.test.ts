import { describe, expect, inject, it } from 'vitest'
import { COMPANY_NAME_REQUIRED } from '../../shared/contracts/company'
import { apiAt, signUp } from '../support/api'
import { storeOf } from '../support/store'

const api = apiAt(inject('stackUrl'))

describe('companies over HTTP', () => {
  it('creates a first company, makes it active, and lists it on the profile', async () => {
    const { token } = await signUp(api)
    expect((await api.get('/api/companies/current', token)).body).toEqual({ company: null })

    const created = await api.post('/api/companies', { name: '  Acme Robotics ' }, token)
    expect(created.status).toBe(201)
    const company = created.body.company
    expect(company).toMatchObject({ name: 'Acme Robotics', short_description: null, earned_secret: null })

    expect((await api.get('/api/companies/current', token)).body.company.id).toBe(company.id)
    const { profile } = (await api.get('/api/profile', token)).body
    expect(profile.active_company_id).toBe(company.id)
    expect(profile.companies).toEqual([{ id: company.id, name: 'Acme Robotics' }])
  })

  it('updates fields, trims them, clears one with an empty string and reads them back', async () => {
    const { token } = await signUp(api)
    const { company } = (await api.post('/api/companies', { name: 'Acme' }, token)).body
    const updated = await api.put(
      `/api/companies/${company.id}`,
      { short_description: ' Robots that sort parcels. ', revenue: '$1.2M ARR', location: 'Leeds' },
      token,
    )
    expect(updated.status).toBe(200)
    await api.put(`/api/companies/${company.id}`, { location: '' }, token)

    const read = (await api.get(`/api/companies/${company.id}`, token)).body.company
    expect(read).toMatchObject({
      short_description: 'Robots that sort parcels.',
      revenue: '$1.2M ARR',
      location: null,
    })
    expect(read.updated_at >= read.created_at).toBe(true)
  })

  it('keeps the first company active when a second is added, until the founder switches', async () => {
    const { token } = await signUp(api)
    const first = (await api.post('/api/companies', { name: 'First' }, token)).body.company
    const second = (await api.post('/api/companies', { name: 'Second' }, token)).body.company
    expect((await api.get('/api/companies/current', token)).body.company.id).toBe(first.id)
    expect(
      (await api.get('/api/companies', token)).body.companies.map((c: { name: string }) => c.name),
    ).toEqual(['First', 'Second'])

    const switched = await api.put('/api/profile/active-company', { companyId: second.id }, token)
    expect(switched.status).toBe(200)
    expect(switched.body.profile.active_company_id).toBe(second.id)
    expect((await api.get('/api/companies/current', token)).body.company.name).toBe('Second')
  })

  it('makes exactly one of ten first companies created at once active, and never replaces it', async () => {
    const store = storeOf(inject('stackDataDir'))
    // Several rounds: without the condition, later writes replace the active company while it is watched.
    for (let round = 0; round < 4; round++) {
      const founder = await signUp(api)
      const activeSeen = new Set<string>()
      let creating = true
      const watching = (async () => {
        while (creating) {
          const { data } = await store.profiles.get({ user_id: founder.id }).go()
          if (data?.active_company_id) activeSeen.add(data.active_company_id)
        }
      })()
      const created = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          api.post('/api/companies', { name: `Company ${round}-${i}` }, founder.token),
        ),
      ).finally(() => {
        creating = false
      })
      await watching
      expect(created.map((r) => r.status)).toEqual(Array(10).fill(201))
      const { data: profile } = await store.profiles.get({ user_id: founder.id }).go()
      const { data: companies } = await store.companies.query.byUser({ user_id: founder.id }).go()
      expect(companies).toHaveLength(10)
      expect(companies.map((c) => c.company_id)).toContain(profile?.active_company_id)
      // Set once by the first company to reach the profile, then left alone by the nine others.
      expect([...activeSeen]).toEqual([profile?.active_company_id])
    }
  })
})

describe('company errors', () => {
  it.each([
    ['a blank name', { name: '   ' }, COMPANY_NAME_REQUIRED],
    ['no name', {}, COMPANY_NAME_REQUIRED],
    ['an over-long field', { name: 'Acme', short_description: 'x'.repeat(301) }, 'at most 300 characters'],
    ['an unknown field', { name: 'Acme', valuation: '1B' }, 'Unrecognized key: "valuation"'],
  ])('refuses to create a company with %s (400)', async (_case, body, message) => {
    const { token } = await signUp(api)
    const response = await api.post('/api/companies', body, token)
    expect(response.status).toBe(400)
    expect(response.body.message).toContain(message)
    expect((await api.get('/api/companies', token)).body.companies).toEqual([])
  })

  it('refuses an update that blanks the name or sets an unknown field, changing nothing', async () => {
    const { token } = await signUp(api)
    const { company } = (await api.post('/api/companies', { name: 'Acme', revenue: '1M' }, token)).body
    expect((await api.put(`/api/companies/${company.id}`, { name: ' ' }, token)).status).toBe(400)
    expect(
      (await api.put(`/api/companies/${company.id}`, { revenue: '2M', user_id: 'x' }, token)).status,
    ).toBe(400)
    expect(
      (await api.put(`/api/companies/${company.id}`, { founder_story: 'x'.repeat(2001) }, token)).status,
    ).toBe(400)
    expect((await api.get(`/api/companies/${company.id}`, token)).body.company).toMatchObject({
      name: 'Acme',
      revenue: '1M',
      founder_story: null,
    })
  })

  it("answers 404 to user B on every route for user A's company, and changes nothing", async () => {
    const a = await signUp(api)
    const b = await signUp(api)
    const { company } = (await api.post('/api/companies', { name: 'Secret Co', revenue: '9M' }, a.token)).body
    await api.post('/api/companies', { name: 'B Co' }, b.token)

    const get = await api.get(`/api/companies/${company.id}`, b.token)
    const put = await api.put(`/api/companies/${company.id}`, { revenue: '0' }, b.token)
    const activate = await api.put('/api/profile/active-company', { companyId: company.id }, b.token)
    for (const response of [get, put, activate]) {
      expect(response).toMatchObject({ status: 404, body: { message: 'Company not found' } })
    }
    expect(
      (await api.get('/api/companies', b.token)).body.companies.map((c: { name: string }) => c.name),
    ).toEqual(['B Co'])
    expect((await api.get(`/api/companies/${company.id}`, a.token)).body.company.revenue).toBe('9M')
    expect((await api.get('/api/companies/current', b.token)).body.company.name).toBe('B Co')
  })

  it('answers 404 for a company id that does not exist', async () => {
    const { token } = await signUp(api)
    expect((await api.get('/api/companies/no-such-id', token)).status).toBe(404)
    expect((await api.put('/api/companies/no-such-id', { revenue: '1' }, token)).status).toBe(404)
  })
})
