// The table the command-line tools work on: the running embedded stack's (its endpoints file under the
// data folder), or, with TABLE_NAME set and no running stack, that DynamoDB table in AWS.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { s3Blobs } from '../functions/adapters/aws/s3-blobs'
import { LOCAL_CREDENTIALS } from '../functions/platform/wiring/local-credentials'
import { createStore } from '../functions/store/store'
import { ENDPOINTS_FILE, type LocalEndpoints } from '../infra/local/endpoints'

// The local tools run on Node 20, which the AWS SDK warns about; the Lambdas run on Node 22.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'

export function toolStore(dataDir: string) {
  const endpointsFile = join(dataDir, ENDPOINTS_FILE)
  if (existsSync(endpointsFile)) {
    const endpoints: LocalEndpoints = JSON.parse(readFileSync(endpointsFile, 'utf8'))
    return createStore({
      table: endpoints.table,
      region: endpoints.region,
      endpoint: endpoints.dynamodb,
      credentials: LOCAL_CREDENTIALS,
    })
  }
  const { TABLE_NAME: table, AWS_REGION: region } = process.env
  if (!table || !region) {
    console.error(
      `No running app found (${endpointsFile}). Start it with \`npm start\`, or set TABLE_NAME and AWS_REGION for AWS.`,
    )
    process.exit(1)
  }
  return createStore({ table, region })
}

/** The bucket beside that table: s3rver's on the running stack, or ASSETS_BUCKET in AWS. */
export function toolBlobs(dataDir: string) {
  const endpointsFile = join(dataDir, ENDPOINTS_FILE)
  if (existsSync(endpointsFile)) {
    const endpoints: LocalEndpoints = JSON.parse(readFileSync(endpointsFile, 'utf8'))
    return s3Blobs({
      bucket: endpoints.bucket,
      region: endpoints.region,
      endpoint: endpoints.s3,
      credentials: LOCAL_CREDENTIALS,
    })
  }
  const bucket = process.env.ASSETS_BUCKET
  if (!bucket) {
    console.error(
      'Set ASSETS_BUCKET (the assets bucket) beside TABLE_NAME: imports keep the search index there.',
    )
    process.exit(1)
  }
  const region = process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION
  if (!region) {
    console.error('Set AWS_REGION (the region of the table and the bucket) beside TABLE_NAME.')
    process.exit(1)
  }
  return s3Blobs({ bucket, region })
}
