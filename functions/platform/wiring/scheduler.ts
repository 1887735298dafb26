import { eventBridgeScheduler } from '../../adapters/aws/eventbridge-scheduler'
import { tableScheduler } from '../../adapters/local/table-queue'
import type { PortFactory } from '../container'
import { correlatedScheduler } from '../correlation'

/**
 * EventBridge Scheduler (one schedule per follow-up) in AWS, signed by the Lambda's role; schedules kept
 * in the table otherwise. The messages scheduled carry the correlation id of the work that scheduled them.
 */
export const schedulerPort: PortFactory<'scheduler'> = (config, deps) =>
  correlatedScheduler(oneOffSchedules(config, deps))

const oneOffSchedules: PortFactory<'scheduler'> = (config, deps) =>
  config.SCHEDULER_GROUP && config.SCHEDULER_ROLE_ARN && config.SEND_QUEUE_ARN
    ? eventBridgeScheduler({
        region: config.AWS_REGION,
        group: config.SCHEDULER_GROUP,
        roleArn: config.SCHEDULER_ROLE_ARN,
        queueArn: config.SEND_QUEUE_ARN,
      })
    : tableScheduler(deps)
