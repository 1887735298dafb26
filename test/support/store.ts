import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb'
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import { LOCAL_CREDENTIALS } from '../../functions/platform/wiring/local-credentials'
import { storeClient } from '../../functions/store/electrodb-client'
import { createStore, type Store } from '../../functions/store/store'
import { ENDPOINTS_FILE, type LocalEndpoints } from '../../infra/local/endpoints'

const endpointsOf = (dataDir: string): LocalEndpoints =>
  JSON.parse(readFileSync(join(dataDir, ENDPOINTS_FILE), 'utf8'))

/** The entities of a running stack's table, for arranging what no API offers (a blocked account). */
export function storeOf(dataDir: string) {
  const endpoints = endpointsOf(dataDir)
  return createStore({
    table: endpoints.table,
    region: endpoints.region,
    endpoint: endpoints.dynamodb,
    credentials: LOCAL_CREDENTIALS,
  })
}

/** An item's key as a transaction names it: `pk`, `sk`. */
type ItemKey = { pk: string; sk: string }
type TransactItem = Record<string, { Key?: ItemKey }>

/**
 * A running stack's store with the one cancellation DynamoDB Local never makes: it runs transactions one
 * at a time, where DynamoDB cancels a transaction that meets another on an item (TransactionConflict).
 * The store's first `times` transactions with an item `meets` picks are cancelled so, with that item's
 * reason, before they reach the table; `made` says how many were, so a test knows its conflict happened.
 */
export function storeWithConflicts(
  dataDir: string,
  meets: (key: ItemKey) => boolean,
  times = 1,
): { store: Store; made: () => number } {
  const endpoints = endpointsOf(dataDir)
  // The store's own client (functions/store/electrodb-client.ts), with one step in front of its sends.
  const client = storeClient({
    region: endpoints.region,
    endpoint: endpoints.dynamodb,
    credentials: LOCAL_CREDENTIALS,
  }) as unknown as DynamoDBDocumentClient
  let left = times
  const conflicts = (item: TransactItem) => {
    const key = Object.values(item)[0]?.Key
    return key !== undefined && meets(key)
  }
  client.middlewareStack.add(
    (next) => async (args) => {
      const items = (args.input as { TransactItems?: TransactItem[] }).TransactItems
      if (!items?.some(conflicts) || left === 0) return next(args)
      left--
      const reasons = items.map((item) => ({ Code: conflicts(item) ? 'TransactionConflict' : 'None' }))
      throw new TransactionCanceledException({
        $metadata: {},
        message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((r) => r.Code).join(', ')}]`,
        CancellationReasons: reasons,
      })
    },
    { step: 'initialize', name: 'transactionConflicts' },
  )
  const store = storeOf(dataDir)
  for (const entity of Object.values(store))
    if (entity && typeof entity === 'object' && 'setClient' in entity)
      (entity as { setClient(c: unknown): void }).setClient(client)
  return { store, made: () => times - left }
}
