import { AsyncLocalStorage } from 'node:async_hooks'
import type { QueueMessage } from '../../events/queue-message'
import type { JobQueue } from '../ports/job-queue'
import type { Scheduler } from '../ports/scheduler'

/**
 * The id that ties together the log lines of one piece of work across functions: an HTTP request (API
 * Gateway's request id), a queue message and what it hands on (the message's `correlationId`), a
 * received mail (its SES receipt id). Kept per asynchronous context rather than on the logger, because
 * a consumer handles the records of a batch side by side and each has its own.
 */
const current = new AsyncLocalStorage<string>()

/** The correlation id of the work in hand, if any. */
export const correlationId = (): string | undefined => current.getStore()

/** Runs `work` with `id` as the correlation id of everything it logs and hands on. */
export function withCorrelationId<T>(id: string | undefined, work: () => T): T {
  return id ? current.run(id, work) : work()
}

/** A queue record's correlation id: the one its message carries, else its own message id. */
export function correlationIdOf(record: { body: string; messageId: string }): string {
  try {
    const carried = (JSON.parse(record.body) as { correlationId?: unknown }).correlationId
    if (typeof carried === 'string' && carried) return carried
  } catch {
    // Not JSON: the consumer reports it as not handled, under the record's own id.
  }
  return record.messageId
}

/** The message with the work in hand's correlation id, unless it carries one already. */
function correlated(message: QueueMessage): QueueMessage {
  const id = correlationId()
  return id && !message.correlationId ? { ...message, correlationId: id } : message
}

/** A queue whose messages carry the correlation id of the work that put them there. */
export function correlatedQueue(queue: JobQueue): JobQueue {
  return { enqueue: (messages) => queue.enqueue(messages.map(correlated)) }
}

/** A scheduler whose messages carry the correlation id of the work that scheduled them. */
export function correlatedScheduler(scheduler: Scheduler): Scheduler {
  return {
    schedule: (name, at, message) => scheduler.schedule(name, at, correlated(message)),
    cancel: (name) => scheduler.cancel(name),
  }
}
