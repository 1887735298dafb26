import { describe, expect, inject, it } from 'vitest'
import { ACCOUNT_BLOCKED_MESSAGE } from '../../shared/domain/account'
import { apiAt, signUp } from '../support/api'
import { storeOf } from '../support/store'

const api = apiAt(inject('stackUrl'))

describe('a blocked account', () => {
  it('gets 403 with the blocked message from every authenticated route', async () => {
    const { token, id } = await signUp(api)
    await storeOf(inject('stackDataDir')).profiles.patch({ user_id: id }).set({ blocked: true }).go()

    for (const [method, path, body] of [
      ['GET', '/api/auth/me'],
      ['GET', '/api/profile'],
      ['PUT', '/api/profile', { first_name: 'Mallory' }],
      ['POST', '/api/auth/logout', {}],
    ] as const) {
      const response = await api.call(method, path, { token, body })
      expect(response, `${method} ${path}`).toMatchObject({
        status: 403,
        body: { message: ACCOUNT_BLOCKED_MESSAGE },
      })
    }
  })
})
