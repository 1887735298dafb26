import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_BLOCKED_MESSAGE } from '../../shared/domain/account'
import { mockDocumentClient, storedItem } from '../../test/support/document-client-mock'
import type { Deps } from '../ports/deps'
import { createStore } from '../store/store'
import { admitCaller } from './admission'

const store = createStore({ table: 'pressroom', region: 'eu-west-1' })
const deps = { store } as unknown as Deps
const caller = { userId: 'u1', tokenId: 't1', expiresAt: 2_000_000_000, accessToken: 'token' }
const at = '2026-12-01T00:00:00.000Z'
const profile = (blocked = false) =>
  storedItem(
    store.profiles.create({
      user_id: 'u1',
      email: 'ada@example.com',
      blocked,
      last_reset_at: at,
      created_at: at,
    }),
  )
const revoked = storedItem(store.revokedTokens.create({ user_id: 'u1', token_id: 't1', ttl: 1 }))

describe('the sign-in check of every authenticated route', () => {
  const dynamodb = mockDocumentClient()
  const answers = (...items: Record<string, unknown>[]) =>
    dynamodb()
      .on(BatchGetCommand)
      .resolves({ Responses: { pressroom: items } })

  it('lets in a founder whose token is not signed out, reading both items in one request', async () => {
    answers(profile())
    expect(await admitCaller(deps, caller)).toEqual(caller)
    expect(dynamodb().commandCalls(BatchGetCommand)).toHaveLength(1)
    expect(dynamodb().commandCalls(GetCommand)).toHaveLength(0)
    expect(dynamodb().commandCalls(BatchGetCommand)[0]?.args[0].input.RequestItems?.pressroom?.Keys).toEqual([
      { pk: revoked.pk, sk: revoked.sk },
      { pk: profile().pk, sk: profile().sk },
    ])
  })

  it('refuses a signed-out token, and a token whose account has no profile, with 401', async () => {
    answers(profile(), revoked)
    await expect(admitCaller(deps, caller)).rejects.toMatchObject({ status: 401, message: 'Unauthorized' })
    dynamodb().reset()
    answers()
    await expect(admitCaller(deps, caller)).rejects.toMatchObject({ status: 401, message: 'Unauthorized' })
  })

  it('refuses a blocked account with 403 and its message', async () => {
    answers(profile(true))
    await expect(admitCaller(deps, caller)).rejects.toMatchObject({
      status: 403,
      message: ACCOUNT_BLOCKED_MESSAGE,
    })
  })
})
