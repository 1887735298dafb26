import { sqsJobQueue } from '../../adapters/aws/sqs-job-queue'
import { tableJobQueue } from '../../adapters/local/table-queue'
import type { PortFactory } from '../container'

/** The send queue: SQS in AWS (signed by the Lambda's role), the queue kept in the table otherwise. */
export const queuePort: PortFactory<'queue'> = (config, deps) =>
  config.SEND_QUEUE_URL
    ? sqsJobQueue({ queueUrl: config.SEND_QUEUE_URL, region: config.AWS_REGION })
    : tableJobQueue(deps)

/** Kit renders: the render queue in AWS, the same table-kept job queue on the embedded stack. */
export const rendersPort: PortFactory<'renders'> = (config, deps) =>
  config.RENDER_QUEUE_URL
    ? sqsJobQueue({ queueUrl: config.RENDER_QUEUE_URL, region: config.AWS_REGION })
    : tableJobQueue(deps)
