import { S3Client } from '@aws-sdk/client-s3'
import { s3Blobs } from '../../adapters/aws/s3-blobs'
import type { PortFactory } from '../container'
import { localCredentials } from './local-credentials'

/** S3 in AWS, s3rver on the embedded stack (which answers path-style requests only). */
export const blobsPort: PortFactory<'blobs'> = (config) =>
  s3Blobs({
    client: new S3Client({
      region: config.AWS_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: !!config.S3_ENDPOINT,
      ...localCredentials(config.S3_ENDPOINT),
    }),
    bucket: config.ASSETS_BUCKET,
  })
