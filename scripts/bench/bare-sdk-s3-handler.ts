// The baseline of `npm run bench:bundles` for a function whose first request also reads a file from S3
// (the search groups read their index): the bare SDK handler's GetItem, then a GetObject of a search
// index through the SDK's S3 client, imported on that first read as the functions import it (decision
// 044, the same module naming the client and its commands), with the body read whole. Nothing else;
// bundled with the same options as every function.
import { handler as getItem } from './bare-sdk-handler'
import { BASELINE_OBJECT_KEY } from './baseline-object'

export async function handler() {
  await getItem()
  const { S3Client, GetObjectCommand } = await import('../../functions/adapters/aws/s3-sdk')
  const s3 = new S3Client({
    region: process.env.AWS_REGION,
    ...(process.env.S3_ENDPOINT ? { endpoint: process.env.S3_ENDPOINT, forcePathStyle: true } : {}),
  })
  const { Body } = await s3.send(
    new GetObjectCommand({ Bucket: process.env.ASSETS_BUCKET, Key: BASELINE_OBJECT_KEY }),
  )
  const bytes = await Body?.transformToByteArray()
  return { statusCode: 200, body: JSON.stringify({ bytes: bytes?.length }) }
}
