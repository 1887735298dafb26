import { beforeAll, describe, expect, inject, it } from 'vitest'
import { type ApiResponse, apiAt, signUp } from '../support/api'
import {
  type FounderRecords,
  type FounderWithEverything,
  founderWithEverything,
  pathValuesFor,
  smallPng,
  snapshotOf,
  uploadAssets,
} from '../support/founder-with-everything'
import { fillPath, type InventoryRoute, routeInventory } from '../support/route-inventory'
import { storeOf } from '../support/store'

const base = inject('stackUrl')
const api = apiAt(base)

/** Routes whose ids name no founder's record: B acts on its own data (asserted: A's stays as it was). */
const OWN_SCOPE: Record<string, string> = {
  'GET /api/journalists/{id}': 'journalists are shared by every founder, not owned',
  'GET /api/pitchlist/check/{journalistId}':
    "a shared journalist's id, checked in the caller's own pitchlist",
  'DELETE /api/pitchlist/{journalistId}': "a shared journalist's id, removed from the caller's own pitchlist",
  'DELETE /api/automation/pauses/{scope}/{id}': "resumes a pause of the caller's own pause settings",
}

/** Body or query fields that name a founder's own records. */
const OWNED_ID_FIELD = /^(companyId|pitchIds?|ids|userId|kitId|actionId|jobId)$/

type Expectation = (response: ApiResponse) => void
const notFound: Expectation = (response) => {
  expect(response.status, JSON.stringify(response.body)).toBe(404)
  expect(response.body).toEqual({ message: expect.any(String) })
}
/** A filter naming another founder's record filters the caller's own list down to nothing. */
const emptyList =
  (field: string): Expectation =>
  (response) => {
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body[field]).toEqual([])
  }

/** Routes that take A's ids in the body or query, B's request, and what B must get. */
const BODY_CASES: Record<
  string,
  { body?: (r: FounderRecords) => unknown; query?: (r: FounderRecords) => string; expect: Expectation }
> = {
  'PUT /api/profile/active-company': { body: (r) => ({ companyId: r.companyId }), expect: notFound },
  'POST /api/pitches/generate': {
    body: (r) => ({ companyId: r.companyId, journalistId: r.journalistId }),
    expect: notFound,
  },
  'GET /api/pitches': { query: (r) => `companyId=${r.companyId}`, expect: emptyList('pitches') },
  'POST /api/send-jobs': { body: (r) => ({ pitchIds: [r.draftPitchId] }), expect: notFound },
  'POST /api/send-jobs/preview': { body: (r) => ({ pitchIds: [r.draftPitchId] }), expect: notFound },
  'POST /api/workflow/move': {
    body: (r) => ({ ids: [r.draftPitchId], status: 'reviewed' }),
    expect: notFound,
  },
  'POST /api/workflow/reorder': {
    body: (r) => ({ ids: [r.draftPitchId], status: 'drafted' }),
    expect: notFound,
  },
  'POST /api/workflow/delete': { body: (r) => ({ ids: [r.draftPitchId] }), expect: notFound },
  'POST /api/workflow/message': {
    body: (r) => ({ ids: [r.draftPitchId], subject: 'Hello', body: 'Taken over' }),
    expect: notFound,
  },
  'POST /api/workflow/import': {
    body: (r) => ({ companyId: r.companyId, csv: 'journalist,publication\nReporter 1,The Test Gazette\n' }),
    expect: notFound,
  },
  'POST /api/press-kit/kits': { body: (r) => ({ companyId: r.companyId }), expect: notFound },
  'POST /api/press-kits': { body: (r) => ({ companyId: r.companyId }), expect: notFound },
  'GET /api/press-kits': { query: (r) => `companyId=${r.companyId}`, expect: emptyList('kits') },
  'POST /api/automation/pauses': {
    body: (r) => ({ scope: 'pitch', pitchId: r.pitchId }),
    expect: notFound,
  },
}

/** Owned-id fields the server accepts and ignores, always acting for the caller. */
const IGNORED_ID_FIELDS: Record<string, string> = {
  'POST /api/discovery/search': "spec 1's client sends userId and companyId; the caller's own are used",
  'POST /api/discovery/searches/save': "spec 1's client sends userId; the search is saved for the caller",
  'POST /api/free-tier/claim-launch-week': "spec 1's client sends userId; the caller claims for itself",
}

/** Bodies that pass each route's contract, so B's 404 comes from ownership and not from validation. */
const VALID_BODIES: Record<string, unknown> = {
  'PUT /api/pitches/{id}/send': { scheduledFor: new Date(Date.now() + 86_400_000).toISOString() },
  'PUT /api/companies/{id}': { name: 'Taken over' },
  'PUT /api/pitches/{id}/status': { status: 'reviewed' },
  'PUT /api/pitches/{id}': { subject: 'Taken over' },
  'PUT /api/pitches/{id}/coverage': { url: 'https://news.example/story' },
  'POST /api/pitches/{id}/replies': { body: 'Taken over' },
  'PUT /api/press-kit/kits/{id}': { settings: { require_email: true }, published: false },
  'PUT /api/press-kits/{id}': { settings: { require_email: true }, published: false },
}

const pathRoutes = routeInventory.filter((r) => r.params.length > 0)
const isOwnedIdRoute = (r: InventoryRoute) =>
  !r.public && [...r.bodyFields, ...r.queryFields].some((f) => OWNED_ID_FIELD.test(f))

describe("another founder's ids, on every route of the inventory", () => {
  let a: FounderWithEverything
  let b: { token: string }
  let before: Record<string, unknown>

  beforeAll(async () => {
    a = await founderWithEverything(api, storeOf(inject('stackDataDir')), base)
    b = await signUp(api)
    await api.post('/api/companies', { name: 'Other Co' }, b.token)
    before = await snapshotOf(base, a)
  }, 120_000)

  it('covers every route with a path id, or says why not', () => {
    const unexplained = pathRoutes.filter(
      (r) => !r.public && !OWN_SCOPE[r.key] && !pathValuesFor(r.path, {} as FounderRecords),
    )
    expect(unexplained.map((r) => r.key)).toEqual([])
    const ownedIdRoutes = routeInventory.filter(isOwnedIdRoute).map((r) => r.key)
    const unlisted = ownedIdRoutes.filter((key) => !BODY_CASES[key] && !IGNORED_ID_FIELDS[key])
    expect(unlisted).toEqual([])
  })

  for (const route of pathRoutes.filter((r) => !r.public)) {
    it(`${route.key}: B gets ${OWN_SCOPE[route.key] ? 'only its own data' : '404'}`, async () => {
      const values = pathValuesFor(route.path, a.records)
      if (!values) throw new Error(`no ids for ${route.key}`)
      const path = fillPath(route.path, values)
      const response: ApiResponse =
        route.key === 'POST /api/press-kit/kits/{id}/assets'
          ? ({ ...(await uploadAssets(base, b.token, a.records.kitId, await smallPng())) } as ApiResponse)
          : await api.call(route.method, path, {
              token: b.token,
              body:
                route.method === 'GET' || route.method === 'DELETE'
                  ? undefined
                  : (VALID_BODIES[route.key] ?? {}),
            })
      if (OWN_SCOPE[route.key]) {
        expect(response.status).toBeLessThan(500)
        expect(JSON.stringify(response.body ?? '')).not.toContain(a.records.companyId)
      } else notFound(response)
    })
  }

  // Ownership is looked at before the body: on a route that reads a body, one its contract refuses
  // still answers 404, and says nothing of what A's record would accept.
  for (const route of pathRoutes.filter((r) => !r.public && !OWN_SCOPE[r.key] && r.bodyFields.length > 0)) {
    if (route.key === 'POST /api/press-kit/kits/{id}/assets') continue
    it(`${route.key} with a body no contract takes: B gets 404, not 400`, async () => {
      const values = pathValuesFor(route.path, a.records)
      if (!values) throw new Error(`no ids for ${route.key}`)
      notFound(await api.call(route.method, fillPath(route.path, values), { token: b.token, body: [0] }))
    })
  }

  for (const [key, attempt] of Object.entries(BODY_CASES)) {
    it(`${key} with A's ids in the ${attempt.query ? 'query' : 'body'}: B reaches nothing of A's`, async () => {
      const [method, path] = key.split(' ') as [string, string]
      const response = await api.call(method, attempt.query ? `${path}?${attempt.query(a.records)}` : path, {
        token: b.token,
        body: attempt.body?.(a.records),
      })
      attempt.expect(response)
    })
  }

  it("leaves everything of A's as it was (every GET route of A's, before and after)", async () => {
    const after = await snapshotOf(base, a)
    expect(after).toEqual(before)
    expect(Object.values(before).filter((v) => v === 'not fillable')).toEqual([])
  })
})
