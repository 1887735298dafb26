import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider'
import { S3Client } from '@aws-sdk/client-s3'
import { cognitoIdentity } from '../adapters/aws/cognito-identity'
import { s3Blobs } from '../adapters/aws/s3-blobs'
import { httpPageFetcher } from '../adapters/http-page-fetcher'
import { localPayments } from '../adapters/local/local-payments'
import { offlineComposer } from '../adapters/local/offline-composer'
import { openAiPitchWriter } from '../adapters/openai-pitch-writer'
import { stripePayments } from '../adapters/stripe-payments'
import type { Blobs } from '../ports/blobs'
import type { Identity } from '../ports/identity'
import type { PageFetcher } from '../ports/page-fetcher'
import type { Payments } from '../ports/payments'
import type { PitchWriter } from '../ports/pitch-writer'
import { createStore, type Store } from '../store/store'
import { type Config, config } from './config'
import { setLogLevel } from './logger'

/** What use cases are given: the store and the ports, never the environment. */
export interface Deps {
  store: Store
  identity: Identity
  pages: PageFetcher
  blobs: Blobs
  writer: PitchWriter
  payments: Payments
  config: Config
  now: () => Date
}

let deps: Deps | undefined

/** Built once per Lambda container (or embedded process) from the configuration. */
export function container(): Deps {
  if (deps) return deps
  const env = config()
  setLogLevel(env.LOG_LEVEL)
  const store = createStore({
    table: env.TABLE_NAME,
    region: env.AWS_REGION,
    endpoint: env.DYNAMODB_ENDPOINT,
  })
  deps = {
    store,
    config: env,
    payments: env.STRIPE_SECRET_KEY
      ? stripePayments({ secretKey: env.STRIPE_SECRET_KEY })
      : localPayments({ store }),
    identity: cognitoIdentity({
      client: new CognitoIdentityProviderClient({ region: env.AWS_REGION, endpoint: env.COGNITO_ENDPOINT }),
      userPoolId: env.USER_POOL_ID,
      clientId: env.USER_POOL_CLIENT_ID,
    }),
    pages: httpPageFetcher({ allowPrivate: env.ALLOW_PRIVATE_PAGE_FETCH }),
    blobs: s3Blobs({
      // s3rver answers path-style requests only.
      client: new S3Client({
        region: env.AWS_REGION,
        endpoint: env.S3_ENDPOINT,
        forcePathStyle: !!env.S3_ENDPOINT,
      }),
      bucket: env.ASSETS_BUCKET,
    }),
    writer: env.OPENAI_API_KEY
      ? openAiPitchWriter({
          apiKey: env.OPENAI_API_KEY,
          model: env.OPENAI_MODEL,
          baseURL: env.OPENAI_BASE_URL,
        })
      : offlineComposer(),
    now: () => new Date(),
  }
  return deps
}
