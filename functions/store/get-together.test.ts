import { BatchGetCommand } from '@aws-sdk/lib-dynamodb'
import { describe, expect, it } from 'vitest'
import { mockDocumentClient, storedItem } from '../../test/support/document-client-mock'
import { storeClient } from './electrodb-client'
import { getTogether, itemRead } from './get-together'
import { createStore } from './store'

const store = createStore({ table: 'pressroom', region: 'eu-west-1' })
const noPause = async () => {}

const at = '2026-12-01T00:00:00.000Z'
const profile = storedItem(
  store.profiles.create({ user_id: 'u1', email: 'ada@example.com', last_reset_at: at, created_at: at }),
)
const revoked = storedItem(store.revokedTokens.create({ user_id: 'u1', token_id: 't1', ttl: 1 }))
const reads = () =>
  [
    itemRead(store.revokedTokens.get({ user_id: 'u1', token_id: 't1' }), store.revokedTokens),
    itemRead(store.profiles.get({ user_id: 'u1' }), store.profiles),
  ] as const
const keyOf = (item: Record<string, unknown>) => ({ pk: item.pk, sk: item.sk })

describe('items of different entities read together', () => {
  const dynamodb = mockDocumentClient()

  it('asks for every key in one BatchGetItem and answers each as its entity formats it, in order', async () => {
    // DynamoDB answers a batch in no particular order.
    dynamodb()
      .on(BatchGetCommand)
      .resolves({ Responses: { pressroom: [profile, revoked] } })
    const [token, found] = await store.getTogether(reads())
    expect(token).toEqual({ user_id: 'u1', token_id: 't1', ttl: 1 })
    expect(found).toMatchObject({ user_id: 'u1', email: 'ada@example.com', blocked: false })
    const calls = dynamodb().commandCalls(BatchGetCommand)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.args[0].input.RequestItems).toEqual({
      pressroom: { Keys: [keyOf(revoked), keyOf(profile)] },
    })
  })

  it('answers null for an item the table does not hold', async () => {
    dynamodb()
      .on(BatchGetCommand)
      .resolves({ Responses: { pressroom: [profile] } })
    const [token, found] = await store.getTogether(reads())
    expect(token).toBeNull()
    expect(found?.email).toBe('ada@example.com')
  })

  it('asks again for the keys DynamoDB left unprocessed, after a back-off', async () => {
    dynamodb()
      .on(BatchGetCommand)
      .resolvesOnce({
        Responses: { pressroom: [revoked] },
        UnprocessedKeys: { pressroom: { Keys: [keyOf(profile)] } },
      })
      .resolves({ Responses: { pressroom: [profile] } })
    const pauses: number[] = []
    const client = storeClient({ region: 'eu-west-1' })
    const [token, found] = await getTogether(client, reads(), async (ms) => {
      pauses.push(ms)
    })
    expect(token?.token_id).toBe('t1')
    expect(found?.user_id).toBe('u1')
    expect(dynamodb().commandCalls(BatchGetCommand)[1]?.args[0].input.RequestItems).toEqual({
      pressroom: { Keys: [keyOf(profile)] },
    })
    expect(pauses).toEqual([50])
  })

  it('fails rather than answer "none" for keys that stay unread', async () => {
    dynamodb()
      .on(BatchGetCommand)
      .resolves({ UnprocessedKeys: { pressroom: { Keys: [keyOf(revoked), keyOf(profile)] } } })
    await expect(getTogether(storeClient({ region: 'eu-west-1' }), reads(), noPause)).rejects.toThrow(
      'DynamoDB left 2 of 2 keys unread',
    )
    expect(dynamodb().commandCalls(BatchGetCommand)).toHaveLength(4)
  })

  it('asks once for a key read twice, and answers it in both places', async () => {
    dynamodb()
      .on(BatchGetCommand)
      .resolves({ Responses: { pressroom: [profile] } })
    const twice = itemRead(store.profiles.get({ user_id: 'u1' }), store.profiles)
    const [first, second] = await store.getTogether([twice, twice])
    expect(first?.email).toBe('ada@example.com')
    expect(second).toEqual(first)
    expect(dynamodb().commandCalls(BatchGetCommand)[0]?.args[0].input.RequestItems).toEqual({
      pressroom: { Keys: [keyOf(profile)] },
    })
  })

  it("answers null for an item that is not the entity's, as its own get would", async () => {
    // The same key, written by another version of the model.
    dynamodb()
      .on(BatchGetCommand)
      .resolves({ Responses: { pressroom: [{ ...profile, __edb_v__: '2' }] } })
    const [found] = await store.getTogether([itemRead(store.profiles.get({ user_id: 'u1' }), store.profiles)])
    expect(found).toBeNull()
  })

  it("takes a read only with its own entity's parser", () => {
    // @ts-expect-error a profile's get parsed as a revoked token would never find it
    itemRead(store.profiles.get({ user_id: 'u1' }), store.revokedTokens)
  })

  it('answers nothing for no reads, and refuses more keys than one batch takes, asking nothing', async () => {
    expect(await store.getTogether([])).toEqual([])
    const many = Array.from({ length: 101 }, (_, i) =>
      itemRead(store.revokedTokens.get({ user_id: 'u1', token_id: `t${i}` }), store.revokedTokens),
    )
    await expect(store.getTogether(many)).rejects.toThrow('getTogether reads at most 100 keys')
    expect(dynamodb().commandCalls(BatchGetCommand)).toHaveLength(0)
  })

  it('refuses reads of two tables, asking nothing', async () => {
    const other = createStore({ table: 'other', region: 'eu-west-1' })
    await expect(
      getTogether(storeClient({ region: 'eu-west-1' }), [
        itemRead(store.profiles.get({ user_id: 'u1' }), store.profiles),
        itemRead(other.profiles.get({ user_id: 'u1' }), other.profiles),
      ]),
    ).rejects.toThrow('getTogether reads one table')
    expect(dynamodb().commandCalls(BatchGetCommand)).toHaveLength(0)
  })
})
