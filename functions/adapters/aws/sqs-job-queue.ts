import type { QueueMessage } from '../../../events/queue-message'
import type { JobQueue } from '../../ports/job-queue'
import { type CredentialsProvider, jsonError, signedFetch } from './signed-fetch'

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

interface BatchEntry {
  Id: string
  MessageBody: string
}
interface BatchAnswer {
  Failed?: { Id: string; SenderFault: boolean; Code: string }[]
}

/**
 * The send queue in AWS. A batch answers per entry: only the entries SQS reports failed are sent
 * again, a few times with a short pause, except those SQS blames on the sender (too large, invalid),
 * which would fail the same way again. SendMessageBatch is the one call Pressroom makes of SQS, through
 * its JSON protocol signed by aws4fetch (decision 020); the SDK's client was 20 kB of each function
 * that queues.
 */
export function sqsJobQueue(options: {
  queueUrl: string
  region: string
  credentials: CredentialsProvider
}): JobQueue {
  const { queueUrl } = options
  const target = { service: 'sqs', region: options.region, credentials: options.credentials }
  // The JSON protocol posts to the service's endpoint, the queue's host; the queue is named in the body.
  const endpoint = `${new URL(queueUrl).origin}/`

  async function sendMessageBatch(entries: BatchEntry[]): Promise<BatchAnswer> {
    const response = await signedFetch(target, endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'AmazonSQS.SendMessageBatch',
      },
      body: JSON.stringify({ QueueUrl: queueUrl, Entries: entries }),
    })
    if (!response.ok) throw await jsonError('SQS SendMessageBatch', response)
    return (await response.json().catch(() => ({}))) as BatchAnswer
  }

  async function sendBatch(messages: QueueMessage[]): Promise<number> {
    // Ids only need to be unique within their batch: the position serves.
    let pending: BatchEntry[] = messages.map((message, i) => ({
      Id: String(i),
      MessageBody: JSON.stringify(message),
    }))
    let hopeless = 0
    for (let attempt = 1; ; attempt++) {
      const { Failed = [] } = await sendMessageBatch(pending)
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
