import type { QueueMessage } from '../../events/queue-message'

/**
 * Work handed to the send queue's consumer, delivered at least once: SQS in AWS (batches of 10, a
 * dead-letter queue), a queue kept in the table on the embedded default. Consumers are idempotent.
 */
export interface JobQueue {
  enqueue(messages: QueueMessage[]): Promise<void>
}
