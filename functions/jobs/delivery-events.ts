import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware'
import middy from '@middy/core'
import type { SQSRecord } from 'aws-lambda'
import { SesDeliveryEvent } from '../../events/ses-delivery-event'
import type { Ports } from '../platform/container'
import { depsFromEnvironment } from '../platform/environment-deps'
import { logger } from '../platform/logger'
import { functionMetrics } from '../platform/metrics'
import { schedulerPort } from '../platform/wiring/scheduler'
import type { Deps } from '../ports/deps'
import { recordDeliveryEvent } from '../sending/delivery-events'
import { eachRecordAlone } from './batch-response'

/** Counted as the delivery events consumer: deliveries, bounces, complaints, records not handled. */
const metrics = functionMetrics('delivery-events')

/** It cancels a bounced or complained-about pitch's follow-ups: their schedules are deleted. */
export const deliveryEventsPorts: Ports = {
  scheduler: schedulerPort,
  metrics: () => metrics.port,
}

/**
 * The queue of SES's delivery events (EventBridge's rule puts each on it): each record one event,
 * delivered at least once; the use case is idempotent, and a record that fails is reported alone, to
 * come back later and then land in the dead-letter queue.
 */
export function deliveryEventsConsumer(depsOf: () => Promise<Deps>) {
  const consume = async (record: SQSRecord) => {
    try {
      const parsed = SesDeliveryEvent.safeParse(jsonOf(record.body))
      // Not an event of SES's (or one this schema does not read): never better on another try.
      if (!parsed.success) {
        logger.error('delivery event not readable; dropped', { messageId: record.messageId })
        return true
      }
      const outcome = await recordDeliveryEvent(await depsOf(), parsed.data)
      logger.info('delivery event', { type: parsed.data.detail.eventType, outcome })
      return true
    } catch (error) {
      metrics.port.count('HandledError')
      logger.warn('delivery event not handled; will be retried', {
        messageId: record.messageId,
        error: String(error),
      })
      return false
    }
  }
  return eachRecordAlone(consume)
}

export const handler = middy(
  deliveryEventsConsumer(depsFromEnvironment(deliveryEventsPorts, 'The delivery events consumer')),
)
  .use(injectLambdaContext(logger))
  .use(metrics.middleware)

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
