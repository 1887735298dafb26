import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import type { Blobs } from '../../ports/blobs'

export function s3Blobs(options: { client: S3Client; bucket: string }): Blobs {
  const { client, bucket } = options
  return {
    async getText(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        return await object.Body?.transformToString('utf-8')
      } catch (error) {
        if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound'))
          return undefined
        throw error
      }
    },
    async putText(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
      )
    },
  }
}
