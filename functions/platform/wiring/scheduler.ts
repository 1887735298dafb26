import { eventBridgeScheduler } from '../../adapters/aws/eventbridge-scheduler'
import { tableScheduler } from '../../adapters/local/table-queue'
import type { PortFactory } from '../container'

/**
 * EventBridge Scheduler (one schedule per follow-up) in AWS, signed by the Lambda's role (the SDK's
 * default chain); schedules kept in the table otherwise.
 */
export const schedulerPort: PortFactory<'scheduler'> = (config, deps) =>
  config.SCHEDULER_GROUP && config.SCHEDULER_ROLE_ARN && config.SEND_QUEUE_ARN
    ? eventBridgeScheduler({
        region: config.AWS_REGION,
        group: config.SCHEDULER_GROUP,
        roleArn: config.SCHEDULER_ROLE_ARN,
        queueArn: config.SEND_QUEUE_ARN,
      })
    : tableScheduler(deps)
