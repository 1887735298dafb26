import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import type { S3Event } from 'aws-lambda'
import { depsFromEnvironment } from '../platform/environment-deps'
import { schedulerPort } from '../platform/wiring/scheduler'
import { receiveInbound } from '../sending/inbound'

const s3 = new S3Client({})

/**
 * SES receipt rule → inbound bucket → here (AWS only): each stored message is read raw and handed to
 * the use case the embedded stack's /dev/inbound calls. Receiving one twice is harmless.
 */
const deps = depsFromEnvironment({ scheduler: schedulerPort }, 'The inbound mail receiver')

export async function handler(event: S3Event): Promise<void> {
  for (const record of event.Records) {
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '))
    const object = await s3.send(new GetObjectCommand({ Bucket: record.s3.bucket.name, Key: key }))
    const raw = Buffer.from(await (object.Body?.transformToByteArray() ?? new Uint8Array()))
    await receiveInbound(await deps(), raw)
  }
}
