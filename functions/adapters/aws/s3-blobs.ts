import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import type { Blobs } from '../../ports/blobs'

export interface S3BlobsOptions {
  bucket: string
  region: string
  /** s3rver's address on the embedded stack, addressed path-style; S3's regional endpoint otherwise. */
  endpoint?: string
  /** The embedded stack's keys beside its endpoint; in AWS the SDK's default chain (the Lambda's role). */
  credentials?: S3ClientConfig['credentials']
}

/**
 * Files on S3 through the SDK's S3 client, made on the first call and kept for the adapter's life (the
 * container builds the port once per Lambda container). The SDK signs, checksums and retries (its
 * standard mode: three attempts after a throttle, a 5xx or a lost connection).
 */
export function s3Blobs(options: S3BlobsOptions): Blobs {
  const { bucket, region, endpoint, credentials } = options
  let client: S3Client | undefined
  const s3 = () =>
    (client ??= new S3Client({
      region,
      ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
      ...(credentials ? { credentials } : {}),
    }))

  /** The object's body, or undefined when the bucket has none under the key (any other refusal is thrown). */
  async function get(key: string) {
    try {
      return (await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body
    } catch (error) {
      if (error instanceof Error && error.name === 'NoSuchKey') return undefined
      throw error
    }
  }

  async function put(key: string, body: string | Uint8Array, contentType: string) {
    await s3().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }))
  }

  return {
    getText: async (key) => (await get(key))?.transformToString('utf-8'),
    getBytes: async (key) => (await get(key))?.transformToByteArray(),
    putText: put,
    putBytes: put,
    async delete(key) {
      // S3 answers 204 whether or not the object was there.
      await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    },
    signedGetUrl(key, { seconds, filename }) {
      // The name in quotes, with what a quoted header value cannot hold safely replaced.
      const disposition = filename && `attachment; filename="${filename.replace(/[^\w. -]/g, '_')}"`
      return getSignedUrl(
        s3(),
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ...(disposition ? { ResponseContentDisposition: disposition } : {}),
        }),
        { expiresIn: seconds },
      )
    },
  }
}
