import type { SendMessageBatchRequestEntry } from '@aws-sdk/client-sqs'
import type { QueueMessage } from '../../../events/queue-message'
import type { JobQueue } from '../../ports/job-queue'
import { firstUse } from './first-use'

/** SQS takes at most 10 entries per SendMessageBatch. */
export const SQS_BATCH_SIZE = 10
/** Tries per batch, the first included, before the entries SQS still refuses are given up. */
export const SQS_MAX_TRIES = 3
/** Batches in flight at once: a bulk send of 1,000 is 100 batches, not 100 parallel requests. */
const PARALLEL_BATCHES = 4

/** Some messages could not be put on the queue; the caller decides what becomes of their sends. */
export class EnqueueFailedError extends Error {
  override name = 'EnqueueFailedError'
}

/**
 * The send queue in AWS. A batch answers per entry: only the entries SQS reports failed are sent
 * again, a few times with a short pause, except those SQS blames on the sender (too large, invalid),
 * which would fail the same way again. Through the SDK's SQS client, made on the first call and kept for
 * the adapter's life (imported then too: firstUse); the SDK signs, checks each accepted body's MD5 and retries a whole request that
 * fails (its standard mode: three attempts after a throttle, a 5xx or a lost connection).
 */
export function sqsJobQueue(options: { queueUrl: string; region: string }): JobQueue {
  const { queueUrl, region } = options
  const sqs = firstUse(
    () => import('./sqs-sdk'),
    (sdk) => new sdk.SQSClient({ region }),
  )

  async function sendBatch(messages: QueueMessage[]): Promise<number> {
    // Ids only need to be unique within their batch: the position serves.
    let pending: SendMessageBatchRequestEntry[] = messages.map((message, i) => ({
      Id: String(i),
      MessageBody: JSON.stringify(message),
    }))
    let hopeless = 0
    const { sdk, client } = await sqs()
    for (let attempt = 1; ; attempt++) {
      const { Failed = [] } = await client.send(
        new sdk.SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: pending }),
      )
      const retryable = new Set(Failed.filter((f) => !f.SenderFault).map((f) => f.Id))
      hopeless += Failed.length - retryable.size
      pending = pending.filter((entry) => retryable.has(entry.Id))
      if (pending.length === 0 || attempt >= SQS_MAX_TRIES) return hopeless + pending.length
      await pause(50 * 2 ** attempt)
    }
  }

  return {
    async enqueue(messages) {
      const batches: QueueMessage[][] = []
      for (let i = 0; i < messages.length; i += SQS_BATCH_SIZE)
        batches.push(messages.slice(i, i + SQS_BATCH_SIZE))
      let failed = 0
      let next = 0
      const worker = async () => {
        while (next < batches.length) {
          const batch = batches[next++] as QueueMessage[]
          // Awaited first: `failed += await …` would read `failed` before another worker adds to it.
          const notQueued = await sendBatch(batch)
          failed += notQueued
        }
      }
      await Promise.all(Array.from({ length: Math.min(PARALLEL_BATCHES, batches.length) }, worker))
      if (failed > 0)
        throw new EnqueueFailedError(`${failed} of ${messages.length} messages could not be queued`)
    },
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
