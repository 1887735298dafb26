import { fileURLToPath } from 'node:url'
import { Duration } from 'aws-cdk-lib'
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import type { IGrantable } from 'aws-cdk-lib/aws-iam'
import { Architecture } from 'aws-cdk-lib/aws-lambda'
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs'
import { Construct } from 'constructs'
import { ASSET_PREFIXES } from '../../../functions/platform/asset-prefixes'
import { KIT_FONT_PACKAGES } from '../../../functions/press-kit/kit-font-data'
import { AppFunction } from './app-function'

export interface KitRendererProps {
  table: ITable
  assetsBucket: IBucket
  /** The table, pool and bucket settings every function's configuration needs. */
  environment: Record<string, string>
}

/** Chromium needs memory: 2 GB renders a kit with images in a few seconds. */
export const RENDER_MEMORY_MB = 2048
export const RENDER_TIMEOUT = Duration.seconds(60)
/** A kit that failed to render three times is parked, and the kit says why (status error). */
export const RENDER_MAX_RECEIVE_COUNT = 3

/**
 * Kit PDFs in AWS: KitRenderRequested on its own queue, rendered by a function with Chromium
 * (@sparticuz/chromium, installed beside the bundle) that reads the kit and its images and writes the PDF.
 */
export class KitRenderer extends Construct {
  readonly queue: Queue

  constructor(scope: Construct, id: string, props: KitRendererProps) {
    super(scope, id)
    const deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    })
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Six times the function's timeout, as Lambda advises for SQS sources.
      visibilityTimeout: Duration.seconds(6 * RENDER_TIMEOUT.toSeconds()),
      retentionPeriod: Duration.days(1),
      deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: RENDER_MAX_RECEIVE_COUNT },
    })
    const renderer = new AppFunction(this, 'Function', {
      entry: fileURLToPath(new URL('../../../functions/jobs/render-kit.ts', import.meta.url)),
      environment: { ...props.environment, RENDER_QUEUE_URL: this.queue.queueUrl },
      description: 'Pressroom press kit PDF renderer',
      memorySize: RENDER_MEMORY_MB,
      timeout: RENDER_TIMEOUT,
      // The kit fonts' files are read from their packages and inlined into the page it prints.
      nodeModules: ['@sparticuz/chromium', 'puppeteer-core', ...KIT_FONT_PACKAGES],
      architecture: Architecture.X86_64,
    }).function
    renderer.addEventSource(new SqsEventSource(this.queue, { batchSize: 1, reportBatchItemFailures: true }))
    // It reads the kit and its images, writes the PDF and the kit's status: nothing else.
    props.table.grantReadWriteData(renderer)
    props.assetsBucket.grantReadWrite(renderer, `${ASSET_PREFIXES.kits}*`)
    new Alarm(this, 'DeadLetterAlarm', {
      alarmDescription: `Kit renders that failed ${RENDER_MAX_RECEIVE_COUNT} times: messages are waiting in ${deadLetterQueue.node.path}`,
      metric: deadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    })
  }

  /** Generate Kit: the endpoint that asks for a render may put it on the queue. */
  grantRequest(grantee: IGrantable) {
    this.queue.grantSendMessages(grantee)
  }
}
