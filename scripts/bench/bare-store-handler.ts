// The second baseline of `npm run bench:bundles`: the bare SDK handler's read made through the data layer
// every function uses, ElectroDB's entity over the SDK's document client (functions/store/), and nothing
// else: no middleware, no logger, no contracts, no sign-in check. What it adds to the bare SDK handler is
// the floor a function that reads the table through ElectroDB stands on. Bundled with the same options.
import { storeClient } from '../../functions/store/electrodb-client'
import { profileEntity } from '../../functions/store/profile-entity'

const client = storeClient({
  region: process.env.AWS_REGION ?? 'us-east-1',
  ...(process.env.DYNAMODB_ENDPOINT ? { endpoint: process.env.DYNAMODB_ENDPOINT } : {}),
})

export async function handler() {
  const profiles = profileEntity(client, process.env.TABLE_NAME ?? '')
  const { data } = await profiles.get({ user_id: 'bench' }).go()
  return { statusCode: 200, body: JSON.stringify({ found: data !== null }) }
}
