import type { QueueMessage } from '../../events/queue-message'

/**
 * One-off schedules: EventBridge Scheduler in AWS (an at(...) schedule per entry whose target is the
 * send queue, deleted after it fires), schedules kept in the table and fired by a poller on the
 * embedded default. A schedule's name is its identity: creating one that exists changes nothing.
 */
export interface Scheduler {
  /** At `at`, put `message` on the send queue. */
  schedule(name: string, at: Date, message: QueueMessage): Promise<void>
  /** Removes a schedule that has not fired; one that is gone already is fine. */
  cancel(name: string): Promise<void>
}
