import type { SQSBatchResponse, SQSEvent } from 'aws-lambda'
import { type QueueMessage, QueueMessage as QueueMessageSchema } from '../../events/queue-message'
import { fireFollowUp } from '../automation/fire'
import { endPause } from '../automation/pauses'
import { container } from '../platform/container'
import { logger } from '../platform/logger'
import { loadSecrets } from '../platform/secrets'
import { renderKit } from '../press-kit/render'
import { deliverSend } from '../sending/deliver'

/**
 * The send queue's consumer (SQS in AWS, the table's queue on the embedded default): sends to
 * deliver, follow-ups come due and pauses that ended. Each record arrives at least once; every
 * handler is idempotent, and a record that fails is reported alone so the rest of its batch is not
 * retried.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  await loadSecrets()
  // The records of a batch are independent: handled side by side, each failing alone.
  const outcomes = await Promise.allSettled(
    event.Records.map((record) => handle(QueueMessageSchema.parse(JSON.parse(record.body)))),
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

function handle(message: QueueMessage): Promise<unknown> {
  const deps = container()
  switch (message.type) {
    case 'SendRequested':
      return deliverSend(deps, message)
    case 'FollowUpDue':
      return fireFollowUp(deps, message)
    case 'PauseEnded':
      return endPause(deps, message)
    case 'KitRenderRequested':
      return renderKit(deps, message)
  }
}
