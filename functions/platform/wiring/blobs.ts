import { s3Blobs } from '../../adapters/aws/s3-blobs'
import type { PortFactory } from '../container'
import { localService } from './local-credentials'

/**
 * S3 in AWS, signed by the Lambda's role (the SDK's default chain, which a Lambda's bundle narrows to its
 * environment: LAMBDA_BUNDLING.alias); s3rver on the embedded stack, addressed path-style, with its keys.
 */
export const blobsPort: PortFactory<'blobs'> = (config) =>
  s3Blobs({
    bucket: config.ASSETS_BUCKET,
    region: config.AWS_REGION,
    ...localService(config.S3_ENDPOINT),
  })
