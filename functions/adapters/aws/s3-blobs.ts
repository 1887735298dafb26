import type { S3ClientConfig } from '@aws-sdk/client-s3'
import type { Blobs } from '../../ports/blobs'
import { firstUse } from './first-use'

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
 * container builds the port once per Lambda container). The client and the presigner are imported then
 * too: in a Lambda's bundle they are chunks of their own (about 170 kB, decision 044), which a cold start
 * whose request touches no file never reads (firstUse). The SDK signs, checksums and retries (its standard
 * mode: three attempts after a throttle, a 5xx or a lost connection).
 */
export function s3Blobs(options: S3BlobsOptions): Blobs {
  const { bucket, region, endpoint, credentials } = options
  const s3 = firstUse(
    () => import('./s3-sdk'),
    (sdk) =>
      new sdk.S3Client({
        region,
        ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
        ...(credentials ? { credentials } : {}),
      }),
  )

  /** The object's body, or undefined when the bucket has none under the key (any other refusal is thrown). */
  async function get(key: string) {
    try {
      const { sdk, client } = await s3()
      return (await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }))).Body
    } catch (error) {
      if (error instanceof Error && error.name === 'NoSuchKey') return undefined
      throw error
    }
  }

  async function put(key: string, body: string | Uint8Array, contentType: string) {
    const { sdk, client } = await s3()
    await client.send(
      new sdk.PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
    )
  }

  return {
    getText: async (key) => (await get(key))?.transformToString('utf-8'),
    getBytes: async (key) => (await get(key))?.transformToByteArray(),
    putText: put,
    putBytes: put,
    async delete(key) {
      // S3 answers 204 whether or not the object was there.
      const { sdk, client } = await s3()
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }))
    },
    async signedGetUrl(key, { seconds, filename }) {
      // The name in quotes, with what a quoted header value cannot hold safely replaced.
      const disposition = filename && `attachment; filename="${filename.replace(/[^\w. -]/g, '_')}"`
      const [{ sdk, client }, { getSignedUrl }] = await Promise.all([
        s3(),
        import('@aws-sdk/s3-request-presigner'),
      ])
      return getSignedUrl(
        client,
        new sdk.GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ...(disposition ? { ResponseContentDisposition: disposition } : {}),
        }),
        { expiresIn: seconds },
      )
    },
  }
}
