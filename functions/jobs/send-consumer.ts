import type { SQSBatchResponse, SQSEvent } from 'aws-lambda'
import type { KitRenderRequested } from '../../events/kit-render-requested'
import { type QueueMessage, QueueMessage as QueueMessageSchema } from '../../events/queue-message'
import { fireFollowUp } from '../automation/fire'
import { endPause } from '../automation/pauses'
import type { Deps, Ports } from '../platform/container'
import { depsFromEnvironment } from '../platform/environment-deps'
import { logger } from '../platform/logger'
import { mailerPort } from '../platform/wiring/mailer'
import { schedulerPort } from '../platform/wiring/scheduler'
import { deliverSend } from '../sending/deliver'
import { recheckSends } from '../sending/recheck'

/**
 * Sends, follow-ups and pauses. No queue: what this consumer hands on waits in a schedule, and a
 * recheck delivers its sends itself, so it needs no right to send to its own queue.
 */
export const sendConsumerPorts: Ports = {
  mailer: mailerPort,
  scheduler: schedulerPort,
}

/**
 * Kit renders, which share this queue on the embedded stack only: the stack hands the renderer in with
 * its ports (render-kit.ts). In AWS renders have their own queue and function, and this one's bundle
 * leaves the renderer out.
 */
export interface KitRenders {
  renderKit: (deps: Deps, message: KitRenderRequested) => Promise<unknown>
}

/**
 * The send queue's consumer (SQS in AWS, the table's queue on the embedded default): sends to
 * deliver or look at again, follow-ups come due and pauses that ended. Each record arrives at least once; every
 * handler is idempotent, and a record that fails is reported alone so the rest of its batch is not
 * retried.
 */
export function sendConsumer(depsOf: () => Promise<Deps>, renders?: KitRenders) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    // The records of a batch are independent: handled side by side, each failing alone.
    const outcomes = await Promise.allSettled(
      event.Records.map(async (record) =>
        handle(await depsOf(), QueueMessageSchema.parse(JSON.parse(record.body)), renders),
      ),
    )
    const failures = event.Records.flatMap((record, i) => {
      const outcome = outcomes[i]
      if (outcome?.status !== 'rejected') return []
      logger.warn('queue message not handled; will be retried', {
        messageId: record.messageId,
        error: String(outcome.reason),
      })
      return [{ itemIdentifier: record.messageId }]
    })
    return { batchItemFailures: failures }
  }
}

export const handler = sendConsumer(depsFromEnvironment(sendConsumerPorts, 'The send consumer'))

function handle(deps: Deps, message: QueueMessage, renders?: KitRenders): Promise<unknown> {
  switch (message.type) {
    case 'SendRequested':
      return deliverSend(deps, message)
    case 'SendsRecheck':
      return recheckSends(deps, message)
    case 'FollowUpDue':
      return fireFollowUp(deps, message)
    case 'PauseEnded':
      return endPause(deps, message)
    case 'KitRenderRequested':
      if (!renders) throw new Error('Kit renders have their own queue here; this consumer does not render')
      return renders.renderKit(deps, message)
  }
}
