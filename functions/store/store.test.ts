import { Entity } from 'electrodb'
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
    const entities = builtOnFirstRead(() => client, 'pressroom', {
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
  // Building an entity here runs ElectroDB's check of its model against a JSON schema, which the
  // Lambda bundles leave out (functions/platform/lambda-jsonschema.mjs): this is where a bad model fails.
  it("offers every entity over the one table, each model passing ElectroDB's check", () => {
    const store = newStore()
    const operations = ['transaction', 'getTogether']
    const names = Object.keys(store).filter((name) => !operations.includes(name)) as (keyof typeof store)[]
    expect(names).toContain('pitches')
    expect(names).toContain('mailbox')
    for (const name of names) {
      const entity = store[name] as { schema: { model: { service: string } } }
      expect(entity.schema.model.service, name).toBe('pressroom')
    }
    expect(store.pitches).toBe(store.pitches)
    const badModel = () =>
      new Entity({
        model: { entity: 'bad', version: '1', service: 'pressroom' },
        attributes: { id: { type: 'string', required: 'yes' as never } },
        indexes: { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
      })
    expect(badModel).toThrow('instance.attributes.id.required is not of a type(s) boolean')
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
