import { sqsJobQueue } from '../../adapters/aws/sqs-job-queue'
import { tableJobQueue } from '../../adapters/local/table-queue'
import type { PortFactory } from '../container'
import { correlatedQueue } from '../correlation'

/** The send queue: SQS in AWS, the queue kept in the table otherwise; messages carry the correlation id. */
export const queuePort: PortFactory<'queue'> = (config, deps) => correlatedQueue(sendQueue(config, deps))

const sendQueue: PortFactory<'queue'> = (config, deps) =>
  config.SEND_QUEUE_URL
    ? sqsJobQueue({ queueUrl: config.SEND_QUEUE_URL, region: config.AWS_REGION })
    : tableJobQueue(deps)

/** Kit renders: the render queue in AWS, the same table-kept job queue on the embedded stack. */
export const rendersPort: PortFactory<'renders'> = (config, deps) =>
  correlatedQueue(renderQueue(config, deps))

/** Feed reads: the feed queue in AWS, the same table-kept job queue on the embedded stack. */
export const feedQueuePort: PortFactory<'feedQueue'> = (config, deps) =>
  correlatedQueue(
    config.FEED_QUEUE_URL
      ? sqsJobQueue({ queueUrl: config.FEED_QUEUE_URL, region: config.AWS_REGION })
      : tableJobQueue(deps),
  )

const renderQueue: PortFactory<'renders'> = (config, deps) =>
  config.RENDER_QUEUE_URL
    ? sqsJobQueue({ queueUrl: config.RENDER_QUEUE_URL, region: config.AWS_REGION })
    : tableJobQueue(deps)
