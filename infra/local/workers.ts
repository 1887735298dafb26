import type { SQSBatchResponse, SQSEvent } from 'aws-lambda'
import { onDue } from '../../functions/adapters/local/queue-signal'
import {
  acknowledge,
  type ReceivedMessage,
  receive,
  release,
  SCHEDULES,
  SEND_QUEUE,
} from '../../functions/adapters/local/table-queue'
import type { Deps } from '../../functions/ports/deps'
import { createIdlePacer } from './idle-pacer'

type WorkerDeps = Pick<Deps, 'store' | 'now' | 'queue'>
type Consumer = (event: SQSEvent) => Promise<SQSBatchResponse>

/** Records per consumer call, as the mail stack's SQS event source hands them to its Lambda. */
const BATCH_SIZE = 10
/** Consumer calls at once: on a busy queue Lambda runs several consumers side by side. */
const CONSUMERS = 4
/** Schedules fired per pass. */
const SCHEDULES_PER_PASS = 50
/**
 * An idle worker looks again after 150 ms, then less often, up to once a second. A message written in
 * this process, a retry's delay and a move of the test clock wake it at their time; the longest wait
 * bounds how late it sees a write from another process (a test's own table client).
 */
const IDLE_FIRST_MS = 150
const IDLE_MAX_MS = 1_000

/**
 * The embedded stack's EventBridge Scheduler and SQS event source mapping: fires due schedules onto
 * the send queue, and hands the send queue to its consumer in batches of 10, several at once, as
 * Lambda would. State lives in the table, so a restart picks up whatever was due or left unfinished.
 */
export function startLocalWorkers(options: { deps: () => WorkerDeps; consume: Consumer }) {
  let stopped = false
  const pacer = createIdlePacer({
    firstMs: IDLE_FIRST_MS,
    maxMs: IDLE_MAX_MS,
    now: () => options.deps().now().getTime(),
  })
  const stopListening = onDue((dueAtMs) => pacer.dueAt(dueAtMs))

  async function fireDueSchedules(deps: WorkerDeps) {
    const due = await receive(deps, SCHEDULES, SCHEDULES_PER_PASS)
    await Promise.all(
      due.map(async (schedule) => {
        await deps.queue.enqueue([JSON.parse(schedule.body)])
        await acknowledge(deps, SCHEDULES, schedule.id) // ActionAfterCompletion: DELETE
      }),
    )
    return due.length
  }

  async function consumeBatch(deps: WorkerDeps, batch: ReceivedMessage[]) {
    const response = await options.consume(toSqsEvent(batch))
    const failed = new Set(response.batchItemFailures.map((f) => f.itemIdentifier))
    await Promise.all(
      batch.map((message) =>
        failed.has(message.id)
          ? release(deps, SEND_QUEUE, message)
          : acknowledge(deps, SEND_QUEUE, message.id),
      ),
    )
  }

  async function consumeSendQueue(deps: WorkerDeps) {
    const received = await receive(deps, SEND_QUEUE, BATCH_SIZE * CONSUMERS)
    const batches = Array.from({ length: Math.ceil(received.length / BATCH_SIZE) }, (_, i) =>
      received.slice(i * BATCH_SIZE, (i + 1) * BATCH_SIZE),
    )
    await Promise.all(batches.map((batch) => consumeBatch(deps, batch)))
    return received.length
  }

  const loop = (async () => {
    while (!stopped) {
      const deps = options.deps()
      pacer.looking()
      const worked = await Promise.all([fireDueSchedules(deps), consumeSendQueue(deps)])
        .then(([a, b]) => a + b)
        .catch((error: unknown) => {
          console.error(
            JSON.stringify({ level: 'error', message: 'local worker failed', error: String(error) }),
          )
          return 0
        })
      if (worked) pacer.worked()
      else if (!stopped) await pacer.wait()
    }
  })()

  return {
    /** Finishes the batch in hand, then stops. */
    async stop() {
      stopped = true
      stopListening()
      pacer.interrupt()
      await loop
    },
  }
}

function toSqsEvent(batch: ReceivedMessage[]): SQSEvent {
  return {
    Records: batch.map((message) => ({
      messageId: message.id,
      receiptHandle: message.id,
      body: message.body,
      attributes: {
        ApproximateReceiveCount: String(message.receiveCount),
        SentTimestamp: '0',
        SenderId: 'local',
        ApproximateFirstReceiveTimestamp: '0',
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:local:000000000000:send',
      awsRegion: 'local',
    })),
  }
}
