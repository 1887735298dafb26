// The baseline of `npm run bench:bundles`: a Lambda handler that makes the call a function's first request
// makes, a GetItem on the table through the SDK's DynamoDB client made at init, and nothing else. Bundled
// with the same options as every function.
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb'

const client = new DynamoDBClient({
  region: process.env.AWS_REGION,
  ...(process.env.DYNAMODB_ENDPOINT ? { endpoint: process.env.DYNAMODB_ENDPOINT } : {}),
})

export async function handler() {
  const { Item } = await client.send(
    new GetItemCommand({
      TableName: process.env.TABLE_NAME,
      Key: { pk: { S: 'bench$profile#id_bench' }, sk: { S: '$profile_1' } },
    }),
  )
  return { statusCode: 200, body: JSON.stringify({ found: Item !== undefined }) }
}
