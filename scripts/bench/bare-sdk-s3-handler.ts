// The baseline of `npm run bench:bundles` for a function whose first request also reads a file from S3
// (the search groups read their index): the bare SDK handler's GetItem, then a GetObject of a search
// index through the SDK's S3 client, imported on that first read as the functions import it (decision
// 044), with the body read whole. Nothing else; bundled with the same options as every function.
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb'

/** The object the bench puts in the bucket before the rounds: an index as a search reads one. */
export const BASELINE_OBJECT_KEY = 'bench/baseline.index'

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
  const { S3Client, GetObjectCommand } = await import('@aws-sdk/client-s3')
  const s3 = new S3Client({
    region: process.env.AWS_REGION,
    ...(process.env.S3_ENDPOINT ? { endpoint: process.env.S3_ENDPOINT, forcePathStyle: true } : {}),
  })
  const { Body } = await s3.send(
    new GetObjectCommand({ Bucket: process.env.ASSETS_BUCKET, Key: BASELINE_OBJECT_KEY }),
  )
  const bytes = await Body?.transformToByteArray()
  return { statusCode: 200, body: JSON.stringify({ found: Item !== undefined, bytes: bytes?.length }) }
}
