import { fileURLToPath } from 'node:url'
import { Duration } from 'aws-cdk-lib'
import type { ITable } from 'aws-cdk-lib/aws-dynamodb'
import type { IGrantable } from 'aws-cdk-lib/aws-iam'
import type { IBucket } from 'aws-cdk-lib/aws-s3'
import { Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler'
import { SqsSendMessage } from 'aws-cdk-lib/aws-scheduler-targets'
import type { Queue } from 'aws-cdk-lib/aws-sqs'
import { Construct } from 'constructs'
import type { FeedsDue } from '../../../events/feed-messages'
import { ASSET_PREFIXES } from '../../../functions/platform/asset-prefixes'
import { FEEDS_DUE_EVERY_MINUTES } from '../../../shared/domain/feeds'
import { AppFunction } from './app-function'
import { addWorkerQueue } from './worker-queue'

export interface FeedReaderProps {
  table: ITable
  assetsBucket: IBucket
  /** The table, pool and bucket settings every function's configuration needs. */
  environment: Record<string, string>
  /** The operator's feeds (FEED_URLS), comma-separated; none by default. */
  feedUrls?: string
}

/** A read is one fetch (10 s at most) and its articles' writes; publishing the index takes longer. */
export const FEED_READ_TIMEOUT = Duration.seconds(120)
/** A message that failed three times is parked: the feed's own status already says why. */
export const FEED_MAX_RECEIVE_COUNT = 3

/**
 * Publications' feeds in AWS: a recurring EventBridge Scheduler schedule puts FeedsDue on the feed
 * queue; the reader fans it out as one FeedReadRequested per due feed on the same queue, and reads each.
 */
export class FeedReader extends Construct {
  readonly queue: Queue

  constructor(scope: Construct, id: string, props: FeedReaderProps) {
    super(scope, id)
    const reader = new AppFunction(this, 'Function', {
      entry: fileURLToPath(new URL('../../../functions/jobs/read-feeds.ts', import.meta.url)),
      environment: {
        ...props.environment,
        ...(props.feedUrls ? { FEED_URLS: props.feedUrls } : {}),
      },
      description: 'Pressroom publication feed reader',
      // It publishes the in-memory search index when a read changes journalists (decision 010).
      memorySize: 1024,
      timeout: FEED_READ_TIMEOUT,
    }).function
    const { queue, deadLetterQueue } = addWorkerQueue(this, '', {
      consumer: reader,
      maxReceiveCount: FEED_MAX_RECEIVE_COUNT,
      retentionPeriod: Duration.days(1),
      // A few reads at once: feeds are small, and each read may publish the index.
      eventSource: { batchSize: 5, maxConcurrency: 2 },
      alarmDescription: `Feed messages that failed ${FEED_MAX_RECEIVE_COUNT} times`,
    })
    this.queue = queue
    reader.addEnvironment('FEED_QUEUE_URL', queue.queueUrl)
    props.table.grantReadWriteData(reader)
    props.assetsBucket.grantRead(reader, `${ASSET_PREFIXES.search}*`)
    props.assetsBucket.grantPut(reader, `${ASSET_PREFIXES.search}*`)
    // FeedsDue's fan-out goes back on its own queue.
    this.queue.grantSendMessages(reader)
    const due: FeedsDue = { type: 'FeedsDue', version: 1 }
    new Schedule(this, 'Due', {
      description: 'Pressroom: look for publication feeds due a read',
      schedule: ScheduleExpression.rate(Duration.minutes(FEEDS_DUE_EVERY_MINUTES)),
      target: new SqsSendMessage(this.queue, {
        input: ScheduleTargetInput.fromObject(due),
        deadLetterQueue,
        retryAttempts: 2,
      }),
    })
  }

  /** Adding a feed: the discovery endpoints may ask for its first read. */
  grantRequest(grantee: IGrantable) {
    this.queue.grantSendMessages(grantee)
  }
}
