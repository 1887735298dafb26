import type { SQSBatchResponse, SQSEvent } from 'aws-lambda'
import { SendRequested } from '../../events/send-requested'
import { container } from '../platform/container'
import { logger } from '../platform/logger'
import { loadSecrets } from '../platform/secrets'
import { deliverSend } from '../sending/deliver'

/**
 * The send queue's consumer (SQS in AWS, the table's queue on the embedded default). Each record is
 * delivered at least once; deliverSend is idempotent, and a record that fails is reported alone so
 * the rest of its batch is not retried.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  await loadSecrets()
  // The records of a batch are independent sends: delivered side by side, each failing alone.
  const outcomes = await Promise.allSettled(
    event.Records.map((record) => deliverSend(container(), SendRequested.parse(JSON.parse(record.body)))),
  )
  const failures = event.Records.flatMap((record, i) => {
    const outcome = outcomes[i]
    if (outcome?.status !== 'rejected') return []
    logger.warn('send not delivered; will be retried', {
      messageId: record.messageId,
      error: String(outcome.reason),
    })
    return [{ itemIdentifier: record.messageId }]
  })
  return { batchItemFailures: failures }
}
