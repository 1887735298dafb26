import type { SendRequested } from '../../events/send-requested'

/**
 * Work handed to the send consumer, delivered at least once: SQS in AWS (batches of 10, a dead-letter
 * queue), a queue kept in the table on the embedded default. Consumers are idempotent.
 */
export interface JobQueue {
  enqueue(messages: SendRequested[]): Promise<void>
}
