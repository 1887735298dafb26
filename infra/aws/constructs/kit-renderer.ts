import { fileURLToPath } from 'node:url'
import { Duration } from 'aws-cdk-lib'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import type { IGrantable } from 'aws-cdk-lib/aws-iam'
import { Architecture } from 'aws-cdk-lib/aws-lambda'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import type { Queue } from 'aws-cdk-lib/aws-sqs'
import { Construct } from 'constructs'
import { ASSET_PREFIXES } from '../../../functions/platform/asset-prefixes'
import { KIT_FONT_PACKAGES } from '../../../functions/press-kit/kit-font-data'
import { AppFunction } from './app-function'
import { addWorkerQueue } from './worker-queue'

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
    const renderer = new AppFunction(this, 'Function', {
      entry: fileURLToPath(new URL('../../../functions/jobs/render-kit.ts', import.meta.url)),
      environment: props.environment,
      description: 'Pressroom press kit PDF renderer',
      memorySize: RENDER_MEMORY_MB,
      timeout: RENDER_TIMEOUT,
      // The kit fonts' files are read from their packages and inlined into the page it prints.
      nodeModules: ['@sparticuz/chromium', 'puppeteer-core', ...KIT_FONT_PACKAGES],
      architecture: Architecture.X86_64,
    }).function
    this.queue = addWorkerQueue(this, '', {
      consumer: renderer,
      maxReceiveCount: RENDER_MAX_RECEIVE_COUNT,
      retentionPeriod: Duration.days(1),
      eventSource: { batchSize: 1 },
      alarmDescription: `Kit renders that failed ${RENDER_MAX_RECEIVE_COUNT} times`,
    }).queue
    renderer.addEnvironment('RENDER_QUEUE_URL', this.queue.queueUrl)
    // It reads the kit and its images, writes the PDF and the kit's status: nothing else.
    props.table.grantReadWriteData(renderer)
    props.assetsBucket.grantReadWrite(renderer, `${ASSET_PREFIXES.kits}*`)
  }

  /** Generate Kit: the endpoint that asks for a render may put it on the queue. */
  grantRequest(grantee: IGrantable) {
    this.queue.grantSendMessages(grantee)
  }
}
