import { describe, expect, it } from 'vitest'
import { builtOnFirstRead, createStore } from './store'

const newStore = () => createStore({ table: 'pressroom', region: 'us-east-1' })

describe('entities built on first read', () => {
  it('builds none until one is read, then that one alone, once, with the client and table', () => {
    const builds: string[] = []
    const factory = (name: string) => (client: unknown, table: string) => {
      builds.push(name)
      return { name, client, table }
    }
    const client = { client: true } as never
    const entities = builtOnFirstRead(client, 'pressroom', {
      pitches: factory('pitches'),
      profiles: factory('profiles'),
    })
    expect(builds).toEqual([])
    const pitches = entities.pitches
    expect(pitches).toEqual({ name: 'pitches', client, table: 'pressroom' })
    expect(entities.pitches).toBe(pitches)
    expect(builds).toEqual(['pitches'])
    expect(Object.keys(entities)).toEqual(['pitches', 'profiles'])
  })
})

describe('the store', () => {
  it('offers every entity over the one table', () => {
    const store = newStore()
    const names = Object.keys(store).filter((name) => name !== 'transaction') as (keyof typeof store)[]
    expect(names).toContain('pitches')
    expect(names).toContain('mailbox')
    for (const name of names) {
      const entity = store[name] as { schema: { model: { service: string } } }
      expect(entity.schema.model.service, name).toBe('pressroom')
    }
    expect(store.pitches).toBe(store.pitches)
  })

  it('writes a transaction over the entities it names, from the store or a copy of it', () => {
    const store = newStore()
    for (const copy of [store, { ...store }]) {
      const params = copy.transaction
        .write(({ revokedTokens }) => [
          revokedTokens.create({ user_id: 'u1', token_id: 't1', ttl: 1 }).commit(),
        ])
        .params()
      expect(params.TransactItems).toMatchObject([{ Put: { TableName: 'pressroom' } }])
    }
  })
})
