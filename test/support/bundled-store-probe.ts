// Bundled with the Lambda options (infra/aws/lambda-bundling.ts) and run in a plain Node process by
// test/integration/lambda-bundle.test.ts: each of the ten commands ElectroDB sends, through the table
// layer as a Lambda bundles it, against the embedded stack's DynamoDB Local. Prints what it read.
import { itemRead } from '../../functions/store/get-together'
import { createStore } from '../../functions/store/store'

const store = createStore({
  table: String(process.env.TABLE_NAME),
  region: String(process.env.AWS_REGION),
  endpoint: process.env.DYNAMODB_ENDPOINT,
})
const user_id = String(process.env.PROBE_USER)
const token = (token_id: string, ttl = 1) => ({ user_id, token_id, ttl })

await store.revokedTokens.create(token('put')).go() // PutItem
await store.revokedTokens.put([token('batch-1'), token('batch-2')]).go() // BatchWriteItem
await store.revokedTokens.update({ user_id, token_id: 'put' }).set({ ttl: 2 }).go() // UpdateItem
const got = await store.revokedTokens.get({ user_id, token_id: 'put' }).go() // GetItem
const batch = await store.revokedTokens
  .get([
    { user_id, token_id: 'batch-1' },
    { user_id, token_id: 'batch-2' },
  ])
  .go() // BatchGetItem
await store.revokedTokens.delete({ user_id, token_id: 'batch-2' }).go() // DeleteItem
await store.transaction
  .write(({ revokedTokens }) => [revokedTokens.create(token('transaction')).commit()])
  .go() // TransactWriteItems
const transacted = await store.transaction
  .get(({ revokedTokens }) => [revokedTokens.get({ user_id, token_id: 'transaction' }).commit()])
  .go() // TransactGetItems
// Two entities' items in one BatchGetItem, as the sign-in check reads them, and one that is not there.
const at = new Date().toISOString()
await store.profiles
  .create({ user_id, email: `${user_id}@example.com`, last_reset_at: at, created_at: at })
  .go()
const together = await store.getTogether([
  itemRead(store.revokedTokens.get({ user_id, token_id: 'never' }), store.revokedTokens),
  itemRead(store.revokedTokens.get({ user_id, token_id: 'put' }), store.revokedTokens),
  itemRead(store.profiles.get({ user_id }), store.profiles),
])
const queried = await store.revokedTokens.query.byToken({ user_id }).go() // Query
const scanned = await store.revokedTokens.scan
  .where(({ user_id: id }, { eq }) => eq(id, user_id))
  .go({ pages: 'all' }) // Scan

process.stdout.write(
  JSON.stringify({
    got: got.data?.ttl,
    batch: batch.data.map((item) => item.token_id).sort(),
    transacted: transacted.data.map((entry) => entry.item?.token_id),
    together: together.map((item) => item && ('token_id' in item ? item.token_id : item.user_id)),
    queried: queried.data.map((item) => item.token_id).sort(),
    scanned: scanned.data.map((item) => item.token_id).sort(),
  }),
)
