import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb'
import { describe, expect, it } from 'vitest'
import { mockDocumentClient, storedItem } from '../../test/support/document-client-mock'
import type { Deps } from '../ports/deps'
import { createStore } from '../store/store'
import { PROFILE_NOT_FOUND } from './profile'
import { currentUser } from './session'

const store = createStore({ table: 'pressroom', region: 'eu-west-1' })
const deps = { store } as unknown as Deps
const at = '2026-12-01T00:00:00.000Z'

describe('who is signed in (GET /api/auth/me, and every sign-in and refresh)', () => {
  const dynamodb = mockDocumentClient()

  it("answers the profile's id and address from one read, without listing the companies", async () => {
    const profile = storedItem(
      store.profiles.create({ user_id: 'u1', email: 'ada@example.com', last_reset_at: at, created_at: at }),
    )
    dynamodb().on(GetCommand).resolves({ Item: profile })
    expect(await currentUser(deps, 'u1')).toEqual({ id: 'u1', email: 'ada@example.com' })
    expect(dynamodb().commandCalls(GetCommand)).toHaveLength(1)
    expect(dynamodb().commandCalls(QueryCommand)).toHaveLength(0)
  })

  it('answers 404 with its message for an account without a profile', async () => {
    dynamodb().on(GetCommand).resolves({})
    await expect(currentUser(deps, 'u1')).rejects.toMatchObject({ status: 404, message: PROFILE_NOT_FOUND })
  })
})
