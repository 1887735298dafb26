import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { startCognito } from './cognito'
import { startDynamoDb } from './dynamodb'
import { ENDPOINTS_FILE, type LocalEndpoints } from './endpoints'
import { ensureUserPool } from './identity-pool'
import { createJwtAuthorizer } from './jwt-authorizer'
import { freePort } from './ports'
import { startS3 } from './s3'

export const LOCAL_REGION = 'us-east-1'
export const LOCAL_TABLE = 'pressroom'
export const LOCAL_BUCKET = 'pressroom-assets'

export interface EmbeddedStack {
  url: string
  port: number
  stop(): Promise<void>
}

/**
 * The whole system on one machine: DynamoDB Local, cognito-local and s3rver on free loopback ports, all
 * persisted under `dataDir`, and the embedded API Gateway serving the app on `port`.
 */
export async function startStack(options: { port: number; dataDir: string; webRoot: string; host?: string }) {
  const dataDir = resolve(options.dataDir)
  mkdirSync(dataDir, { recursive: true })
  const stops: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch((e: unknown) => console.error(String(e)))
  }
  try {
    const [dynamo, cognito, s3] = await Promise.all([
      startDynamoDb({ directory: join(dataDir, 'dynamodb'), tableName: LOCAL_TABLE, region: LOCAL_REGION }),
      startCognito({ directory: join(dataDir, 'cognito') }),
      startS3({ directory: join(dataDir, 's3'), bucket: LOCAL_BUCKET }),
    ])
    stops.push(dynamo.stop, cognito.stop, s3.stop)
    const pool = await ensureUserPool({
      endpoint: cognito.endpoint,
      region: LOCAL_REGION,
      file: join(dataDir, 'cognito', 'user-pool.json'),
    })
    // The port is chosen now so the handlers know their own address for the links in e-mails.
    const port = options.port || (await freePort())
    // The handlers' configuration, as the CDK app sets it on each Lambda.
    Object.assign(process.env, {
      MAIL_LINK_URL: `http://127.0.0.1:${port}`,
      TABLE_NAME: LOCAL_TABLE,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.clientId,
      ASSETS_BUCKET: LOCAL_BUCKET,
      AWS_REGION: LOCAL_REGION,
      // s3rver accepts only these; DynamoDB Local and cognito-local accept any.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      COGNITO_ENDPOINT: cognito.endpoint,
      S3_ENDPOINT: s3.endpoint,
      // Signs the events of the local payment pages; with real Stripe keys, Stripe's own secret applies.
      STRIPE_WEBHOOK_SECRET:
        process.env.STRIPE_WEBHOOK_SECRET ?? `whsec_local_${randomBytes(24).toString('hex')}`,
    })
    const authorize = await createJwtAuthorizer({ cognitoEndpoint: cognito.endpoint, ...pool })
    // Imported only now, after the environment is set, as a Lambda starts with its variables in place.
    const { endpointGroups } = await import('../../functions/http/groups')
    await loadDemoData()
    const { createApiServer } = await import('./api-server')
    const { createLocalPaymentPages } = await import('./local-payment-pages')
    const { container } = await import('../../functions/platform/container')
    const { createDevMailPages } = await import('./dev-mail-pages')
    const api = createApiServer({
      groups: endpointGroups,
      authorize,
      webRoot: resolve(options.webRoot),
      localPages: createLocalPaymentPages(container, () => `http://127.0.0.1:${port}`),
      devPages: createDevMailPages(container),
      imageOrigins: [new URL(s3.endpoint).origin],
    })
    await api.listen(port, options.host ?? '127.0.0.1')
    stops.push(api.close)
    // The scheduler and the send queue's consumer; stopped before the server and the table go away.
    const { startLocalWorkers } = await import('./workers')
    const { handler: consumeSends } = await import('../../functions/jobs/send-consumer')
    const workers = startLocalWorkers({ deps: container, consume: consumeSends })
    stops.push(workers.stop)
    // Where this run's services listen, for local tools and tests; gone again when the stack stops.
    const endpointsFile = join(dataDir, ENDPOINTS_FILE)
    const endpoints: LocalEndpoints = {
      dynamodb: dynamo.endpoint,
      cognito: cognito.endpoint,
      s3: s3.endpoint,
      table: LOCAL_TABLE,
      bucket: LOCAL_BUCKET,
      region: LOCAL_REGION,
      ...pool,
    }
    writeFileSync(endpointsFile, JSON.stringify(endpoints, null, 2))
    stops.push(async () => rmSync(endpointsFile, { force: true }))
    // The address the handlers build links and Stripe's return addresses on: one origin, one sign-in.
    return { url: `http://127.0.0.1:${port}`, port, stop } satisfies EmbeddedStack
  } catch (error) {
    await stop()
    throw error
  }
}

/** First run of a data folder: the demo journalists, so discovery has people to find. */
async function loadDemoData() {
  const { container } = await import('../../functions/platform/container')
  const { ensureDemoJournalists } = await import('../../functions/journalists/demo-seed')
  const started = Date.now()
  const loaded = await ensureDemoJournalists(container())
  if (loaded)
    console.log(`Loaded ${loaded} demo journalists in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
  // Built now rather than on the first search, as a Lambda would load its snapshot at cold start.
  const { currentSearchIndex } = await import('../../functions/discovery/search-index')
  await currentSearchIndex(container())
}
