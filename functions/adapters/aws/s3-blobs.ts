import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import type { Blobs } from '../../ports/blobs'

const isMissing = (error: unknown) =>
  error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')

export function s3Blobs(options: { client: S3Client; bucket: string }): Blobs {
  const { client, bucket } = options

  async function get<T>(key: string, read: (body: NonNullable<unknown>) => Promise<T>) {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      return object.Body ? await read(object.Body) : undefined
    } catch (error) {
      if (isMissing(error)) return undefined
      throw error
    }
  }

  return {
    getText: (key) =>
      get(key, (body) =>
        (body as { transformToString(e: string): Promise<string> }).transformToString('utf-8'),
      ),
    getBytes: (key) =>
      get(key, (body) => (body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray()),
    async putText(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
      )
    },
    async putBytes(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
      )
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    },
    signedGetUrl(key, { seconds, filename }) {
      const disposition = filename
        ? `attachment; filename="${filename.replace(/[^\w. -]/g, '_')}"`
        : undefined
      return getSignedUrl(
        client,
        new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: disposition }),
        { expiresIn: seconds },
      )
    },
  }
}
