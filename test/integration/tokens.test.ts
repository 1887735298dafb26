import { beforeAll, describe, expect, inject, it } from 'vitest'
import { apiAt, signUp } from '../support/api'
import { decodeToken, forgedTokens, signWithCognitoLocalKey } from '../support/forged-tokens'
import { pooled } from '../support/pooled'
import { fillPath, routeInventory } from '../support/route-inventory'

const api = apiAt(inject('stackUrl'))

const signedIn = routeInventory.filter((r) => !r.public)
/** Any value: the token is refused before the path is looked at. */
const placeholderPath = (path: string) => fillPath(path, new Proxy({}, { get: () => 'x-1' }))

describe('every signed-in route of the inventory refuses a bad access token', () => {
  let tokens: Record<string, string | undefined>
  let signedOut: string

  beforeAll(async () => {
    const founder = await signUp(api)
    const other = await signUp(api)
    signedOut = (await signUp(api)).token
    const logout = await api.post('/api/auth/logout', {}, signedOut)
    expect(logout.status).toBeLessThan(300)
    tokens = { missing: undefined, ...forgedTokens(founder.token, other.id), 'signed out': signedOut }
    // The forger is right: the same key with nothing changed is accepted.
    const { header, payload } = decodeToken(founder.token)
    expect((await api.get('/api/auth/me', signWithCognitoLocalKey(header, payload))).status).toBe(200)
  })

  it(`answers 401 with a message on all ${signedIn.length} routes for each kind`, async () => {
    const cases = signedIn.flatMap((route) =>
      Object.keys(tokens).map((kind) => async () => {
        const response = await api.call(route.method, placeholderPath(route.path), {
          token: tokens[kind],
          body: route.method === 'GET' ? undefined : {},
        })
        return { key: `${route.key} (${kind})`, status: response.status, body: response.body }
      }),
    )
    const answers = await pooled(cases)
    const wrong = answers.filter(
      (a) => a.status !== 401 || typeof a.body?.message !== 'string' || !a.body.message,
    )
    expect(wrong).toEqual([])
    expect(answers.length).toBe(signedIn.length * Object.keys(tokens).length)
  })
})
