import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider'
import { S3Client } from '@aws-sdk/client-s3'
import { SchedulerClient } from '@aws-sdk/client-scheduler'
import { SESv2Client } from '@aws-sdk/client-sesv2'
import { SQSClient } from '@aws-sdk/client-sqs'
import { cognitoIdentity } from '../adapters/aws/cognito-identity'
import { eventBridgeScheduler } from '../adapters/aws/eventbridge-scheduler'
import { lambdaChromiumPdf } from '../adapters/aws/lambda-chromium-pdf'
import { s3Blobs } from '../adapters/aws/s3-blobs'
import { sesMailer } from '../adapters/aws/ses-mailer'
import { sqsJobQueue } from '../adapters/aws/sqs-job-queue'
import { httpPageFetcher } from '../adapters/http-page-fetcher'
import { chromiumPdf } from '../adapters/local/chromium-pdf'
import { localPayments } from '../adapters/local/local-payments'
import { localMailbox } from '../adapters/local/mailbox'
import { offlineComposer } from '../adapters/local/offline-composer'
import { tableJobQueue, tableScheduler } from '../adapters/local/table-queue'
import { openAiPitchWriter } from '../adapters/openai-pitch-writer'
import { stripePayments } from '../adapters/stripe-payments'
import type { Blobs } from '../ports/blobs'
import type { Identity } from '../ports/identity'
import type { JobQueue } from '../ports/job-queue'
import type { Mailer } from '../ports/mailer'
import type { PageFetcher } from '../ports/page-fetcher'
import type { Payments } from '../ports/payments'
import type { PdfRenderer } from '../ports/pdf-renderer'
import type { PitchWriter } from '../ports/pitch-writer'
import type { Scheduler } from '../ports/scheduler'
import { createStore, type Store } from '../store/store'
import { now } from './clock'
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
  mailer: Mailer
  queue: JobQueue
  scheduler: Scheduler
  pdf: PdfRenderer
  /** Where kit renders are requested: the render queue in AWS, the job queue on the embedded stack. */
  renders: JobQueue
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
  const blobs = s3Blobs({
    // s3rver answers path-style requests only.
    client: new S3Client({
      region: env.AWS_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: !!env.S3_ENDPOINT,
    }),
    bucket: env.ASSETS_BUCKET,
  })
  deps = {
    store,
    blobs,
    mailer:
      env.MAIL_TRANSPORT === 'ses'
        ? sesMailer({
            client: new SESv2Client({ region: env.AWS_REGION }),
            configurationSet: env.SES_CONFIGURATION_SET,
          })
        : localMailbox({ store, blobs, now }),
    queue: env.SEND_QUEUE_URL
      ? sqsJobQueue({ client: new SQSClient({ region: env.AWS_REGION }), queueUrl: env.SEND_QUEUE_URL })
      : tableJobQueue({ store, now }),
    scheduler:
      env.SCHEDULER_GROUP && env.SCHEDULER_ROLE_ARN && env.SEND_QUEUE_ARN
        ? eventBridgeScheduler({
            client: new SchedulerClient({ region: env.AWS_REGION }),
            group: env.SCHEDULER_GROUP,
            roleArn: env.SCHEDULER_ROLE_ARN,
            queueArn: env.SEND_QUEUE_ARN,
          })
        : tableScheduler({ store, now }),
    config: env,
    payments: env.STRIPE_SECRET_KEY
      ? stripePayments({ secretKey: env.STRIPE_SECRET_KEY })
      : localPayments({ store }),
    identity: cognitoIdentity({
      client: new CognitoIdentityProviderClient({ region: env.AWS_REGION, endpoint: env.COGNITO_ENDPOINT }),
      userPoolId: env.USER_POOL_ID,
      clientId: env.USER_POOL_CLIENT_ID,
    }),
    pages: httpPageFetcher({ loopbackPorts: env.PAGE_FETCH_LOOPBACK_PORTS }),
    pdf: env.RENDER_QUEUE_URL ? lambdaChromiumPdf() : chromiumPdf({ executablePath: env.CHROMIUM_PATH }),
    renders: env.RENDER_QUEUE_URL
      ? sqsJobQueue({ client: new SQSClient({ region: env.AWS_REGION }), queueUrl: env.RENDER_QUEUE_URL })
      : tableJobQueue({ store, now }),
    writer: env.OPENAI_API_KEY
      ? openAiPitchWriter({
          apiKey: env.OPENAI_API_KEY,
          model: env.OPENAI_MODEL,
          baseURL: env.OPENAI_BASE_URL,
        })
      : offlineComposer(),
    now,
  }
  return deps
}
