import { s3Blobs } from '../../adapters/aws/s3-blobs'
import type { PortFactory } from '../container'
import { signingCredentials } from './local-credentials'

/**
 * S3 in AWS, signed by the Lambda's role (a Lambda's bundle narrows the SDK's credential chain to its
 * environment: LAMBDA_BUNDLING.alias); s3rver on the embedded stack, addressed path-style.
 */
export const blobsPort: PortFactory<'blobs'> = (config) =>
  s3Blobs({
    bucket: config.ASSETS_BUCKET,
    region: config.AWS_REGION,
    endpoint: config.S3_ENDPOINT,
    credentials: signingCredentials(config.S3_ENDPOINT),
  })
