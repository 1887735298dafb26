import { describe, expect, it } from 'vitest'
import { createStore } from './store'

const newStore = () => createStore({ table: 'pressroom', region: 'us-east-1' })

/** The entities built so far: a property still to be built is a getter. */
const built = (store: object) =>
  Object.entries(Object.getOwnPropertyDescriptors(store))
    .filter(([, descriptor]) => descriptor.get === undefined && descriptor.enumerable)
    .map(([name]) => name)

describe('the store', () => {
  it('builds no entity until one is read, then that one alone, once', () => {
    const store = newStore()
    expect(built(store)).toEqual([])
    const pitches = store.pitches
    expect(pitches.schema.model.entity).toBe('pitch')
    expect(store.pitches).toBe(pitches)
    expect(built(store)).toEqual(['pitches'])
  })

  it('offers every entity over the one table, and the transactions beside them', () => {
    const store = newStore()
    expect(Object.keys(store)).toContain('pitches')
    expect(Object.keys(store)).toContain('mailbox')
    expect(Object.keys(store)).not.toContain('transaction')
    for (const name of Object.keys(store) as (keyof typeof store)[]) {
      const entity = store[name] as { schema: { model: { service: string } } }
      expect(entity.schema.model.service, name).toBe('pressroom')
    }
  })

  it('writes a transaction over the entities it names', () => {
    const store = newStore()
    const params = store.transaction
      .write(({ revokedTokens }) => [
        revokedTokens.create({ user_id: 'u1', token_id: 't1', ttl: 1 }).commit(),
      ])
      .params()
    expect(params.TransactItems).toMatchObject([{ Put: { TableName: 'pressroom' } }])
  })
})
