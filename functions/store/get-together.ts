import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb'
import { getEvery } from './batch-get'
import type { StoreClient } from './electrodb-client'

/** The store's document client, as the SDK types it (ElectroDB's own type also covers the SDK v2's). */
type Sends = { send(command: BatchGetCommand): Promise<BatchGetCommandOutput> }

/** One item's read for `getTogether`: the GetItem its entity would make, and how it formats the item. */
export interface ItemRead<T> {
  key: Record<string, unknown>
  table: string
  parse(item: Record<string, unknown>): T | null
}

/**
 * `entity.get(key)` as a read `getTogether` makes with others: `operation` is the entity's get, which
 * gives the key and the table, and `entity` formats the item it finds. The two must be of one entity
 * (their item types must agree), and the item must be that entity's, as `get` itself checks: another
 * entity's item, or another version's, is none.
 */
export function itemRead<T>(
  operation: { params(): object; go(): Promise<{ data: T | null }> },
  entity: {
    parse(
      response: { Item: Record<string, unknown> },
      options: { ignoreOwnership: boolean },
    ): { data: NoInfer<T> | null }
  },
): ItemRead<T> {
  const { Key, TableName } = operation.params() as { Key: Record<string, unknown>; TableName: string }
  return {
    key: Key,
    table: TableName,
    parse: (item) => entity.parse({ Item: item }, { ignoreOwnership: false }).data,
  }
}

/** The most keys one BatchGetItem may name. */
const BATCH_GET_MOST = 100

type Found<R extends readonly ItemRead<unknown>[]> = {
  [I in keyof R]: R[I] extends ItemRead<infer T> ? T | null : never
}

/**
 * Items of different entities in one BatchGetItem: one round trip, and at a cold start one connection,
 * where a GetItem each would open one apiece. The answer holds each item as its entity formats it, or
 * null where there is none, in the order asked. Keys DynamoDB leaves unprocessed are asked again, as
 * for every batch get (getEvery). A key read twice is asked for once. At most 100 distinct keys, all of
 * one table: DynamoDB's own limits.
 */
export async function getTogether<const R extends readonly ItemRead<unknown>[]>(
  client: StoreClient,
  reads: R,
  pause?: (ms: number) => Promise<void>,
): Promise<Found<R>> {
  const [first] = reads
  if (!first) return [] as unknown as Found<R>
  const { table } = first
  if (reads.some((read) => read.table !== table)) throw new Error('getTogether reads one table')
  const names = Object.keys(first.key).sort()
  const keyOf = (item: Record<string, unknown>) => JSON.stringify(names.map((name) => item[name]))
  // Each key once: DynamoDB refuses a batch that names one twice, or more than 100.
  const keys = [...new Map(reads.map((read) => [keyOf(read.key), read.key])).values()]
  if (keys.length > BATCH_GET_MOST) throw new Error(`getTogether reads at most ${BATCH_GET_MOST} keys`)
  const items = await getEvery(
    keys,
    async (left) => {
      const answer = await (client as unknown as Sends).send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: left } } }),
      )
      return {
        data: answer.Responses?.[table] ?? [],
        unprocessed: answer.UnprocessedKeys?.[table]?.Keys ?? [],
      }
    },
    pause,
  )
  const found = new Map(items.map((item) => [keyOf(item), item]))
  return reads.map((read) => {
    const item = found.get(keyOf(read.key))
    return item ? read.parse(item) : null
  }) as Found<R>
}
