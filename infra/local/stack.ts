import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { scheduleFeedsDue } from '../../functions/feeds/feeds'
import { endpointGroups } from '../../functions/http/groups'
import { feedReaderPorts, handleFeedMessage } from '../../functions/jobs/read-feeds'
import { kitRenderPorts } from '../../functions/jobs/render-kit'
import { sendConsumer, sendConsumerPorts } from '../../functions/jobs/send-consumer'
import { ensureDemoJournalists } from '../../functions/journalists/demo-seed'
import { parseConfig } from '../../functions/platform/config'
import { createContainer } from '../../functions/platform/container'
import { setLogLevel } from '../../functions/platform/logger'
import { allPorts } from '../../functions/platform/wiring'
import type { Deps } from '../../functions/ports/deps'
import { renderKit } from '../../functions/press-kit/render'
import { FEEDS_DUE_EVERY_MINUTES } from '../../shared/domain/feeds'
import { createApiServer } from './api-server'
import { startCognito } from './cognito'
import { createDevMailPages } from './dev-mail-pages'
import { startDynamoDb } from './dynamodb'
import { ENDPOINTS_FILE, type LocalEndpoints } from './endpoints'
import { ensureUserPool } from './identity-pool'
import { createJwtAuthorizer } from './jwt-authorizer'
import { createLocalPaymentPages } from './local-payment-pages'
import { reservePort } from './ports'
import { startS3 } from './s3'
import { startLocalWorkers } from './workers'

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
export async function startStack(options: {
  port: number
  dataDir: string
  webRoot: string
  host?: string
  /** The operator's settings (keys, limits), as a Lambda's environment holds them; `process.env` by default. */
  variables?: Record<string, string | undefined>
}) {
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
    // The port is taken now so the handlers know their own address for the links in e-mails, and
    // held until the API server answers on it.
    const reserved = await reservePort(options.port || 0, options.host ?? '127.0.0.1')
    stops.push(async () => void reserved.server.close())
    const { port } = reserved
    const variables = options.variables ?? process.env
    // The handlers' configuration, as the CDK app sets it on each Lambda, handed over as an object.
    const config = parseConfig({
      ...variables,
      MAIL_LINK_URL: `http://127.0.0.1:${port}`,
      TABLE_NAME: LOCAL_TABLE,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.clientId,
      ASSETS_BUCKET: LOCAL_BUCKET,
      AWS_REGION: LOCAL_REGION,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      COGNITO_ENDPOINT: cognito.endpoint,
      S3_ENDPOINT: s3.endpoint,
      // Signs the events of the local payment pages; with real Stripe keys, Stripe's own secret applies.
      STRIPE_WEBHOOK_SECRET:
        variables.STRIPE_WEBHOOK_SECRET || `whsec_local_${randomBytes(24).toString('hex')}`,
    })
    setLogLevel(config.LOG_LEVEL)
    // The stack's own pages, workers and first-run data use every port; each endpoint group and the
    // queue's consumer get only the ports they declare, as their Lambdas would.
    const deps = createContainer(config, allPorts, 'The embedded stack')
    const authorize = await createJwtAuthorizer({ cognitoEndpoint: cognito.endpoint, ...pool })
    const api = createApiServer({
      groups: endpointGroups.map((group) => ({ ...group, handler: group.withConfig(config) })),
      authorize,
      webRoot: resolve(options.webRoot),
      localPages: createLocalPaymentPages(
        () => deps,
        () => `http://127.0.0.1:${port}`,
        config.STRIPE_WEBHOOK_SECRET ?? '',
      ),
      devPages: createDevMailPages(() => deps),
      imageOrigins: [new URL(s3.endpoint).origin],
    })
    await api.listen(reserved.server)
    stops.push(api.close)
    // The first page is served while the demo journalists load behind it; search says they are coming
    // until they are in. A stop waits for the load, so the next start does not begin it again.
    let loading = true
    const demoLoaded = loadDemoData(deps)
      .catch((error: unknown) => {
        console.error(
          JSON.stringify({ level: 'error', message: 'demo journalists not loaded', error: String(error) }),
        )
      })
      .finally(() => {
        loading = false
      })
    stops.push(async () => {
      if (loading) console.log('Finishing the demo journalists first...')
      await demoLoaded
    })
    // The scheduler and the send queue's consumer; stopped before the server and the table go away.
    // Kit renders and feed reads share the job queue here (in AWS each has its own queue and function).
    const consumerDeps = createContainer(
      config,
      { ...sendConsumerPorts, ...kitRenderPorts, ...feedReaderPorts },
      'The send consumer',
    )
    const consume = sendConsumer(
      async () => consumerDeps,
      { renderKit },
      { readFeeds: (deps, message) => handleFeedMessage(deps, message, config.FEED_URLS) },
    )
    // The recurring schedule's stand-in: each FeedsDue books the next one.
    await scheduleFeedsDue(deps, FEEDS_DUE_EVERY_MINUTES, deps.now())
    const workers = startLocalWorkers({ deps: () => deps, consume })
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
async function loadDemoData(deps: Deps) {
  const started = Date.now()
  const loaded = await ensureDemoJournalists(deps)
  if (loaded)
    console.log(`Loaded ${loaded} demo journalists in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
  // Built now rather than on the first search, as a Lambda would load its snapshot at cold start.
  await deps.search.ready()
}
