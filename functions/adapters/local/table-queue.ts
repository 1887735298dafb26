import { randomUUID } from 'node:crypto'
import type { QueueMessage } from '../../../events/queue-message'
import type { JobQueue } from '../../ports/job-queue'
import type { Scheduler } from '../../ports/scheduler'
import { isConditionFailure } from '../../store/conditions'
import type { Store } from '../../store/store'
import { announceDue } from './queue-signal'

export const SEND_QUEUE = 'send'
export const SCHEDULES = 'schedules'

/** SQS's defaults, shortened so a restarted embedded stack picks up abandoned work within seconds. */
export const LOCAL_QUEUE_SETTINGS = { visibilityMs: 10_000, maxReceives: 5, backoffMs: 1_000 }

export interface ReceivedMessage {
  id: string
  body: string
  receiveCount: number
}

type QueueDeps = { store: Store; now: () => Date }

/** The send queue kept in the table (the embedded default's SQS). */
export function tableJobQueue(deps: QueueDeps): JobQueue {
  return {
    async enqueue(messages) {
      const visible_at = deps.now().toISOString()
      await Promise.all(
        messages.map((message) =>
          put(deps, SEND_QUEUE, `${message.type}.${randomUUID()}`, message, visible_at),
        ),
      )
    },
  }
}

/**
 * A schedule fires no sooner than this after it is made, as EventBridge Scheduler's does (there, a
 * minute: `EARLIEST_SCHEDULE_MS`). A request makes a schedule before writing what it hands on (a send
 * due in a moment); firing at once could find that not written yet, and leave it waiting for ever.
 */
export const EARLIEST_LOCAL_SCHEDULE_MS = 2_000

/** One-off schedules kept in the table (the embedded default's EventBridge Scheduler). */
export function tableScheduler(deps: QueueDeps): Scheduler {
  return {
    async schedule(name, at, message) {
      const earliest = deps.now().getTime() + EARLIEST_LOCAL_SCHEDULE_MS
      await put(deps, SCHEDULES, name, message, new Date(Math.max(at.getTime(), earliest)).toISOString())
    },
    async cancel(name) {
      await deps.store.localQueue.delete({ queue: SCHEDULES, id: name }).go()
    },
  }
}

/** Creating a message that exists changes nothing: its id is its identity, as a schedule's name is. */
async function put(deps: QueueDeps, queue: string, id: string, message: QueueMessage, visibleAt: string) {
  await deps.store.localQueue
    .create({ queue, id, body: JSON.stringify(message), visible_at: visibleAt })
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error
    })
  announceDue(new Date(visibleAt))
}

/**
 * Takes up to `max` visible messages, each hidden for the visibility timeout: only the receiver whose
 * conditional update succeeded holds a message, as with SQS's receipt.
 */
export async function receive(deps: QueueDeps, queue: string, max: number): Promise<ReceivedMessage[]> {
  const now = deps.now()
  // Visible messages of a queue, oldest first (gsi1).
  const { data } = await deps.store.localQueue.query
    .byVisibility({ queue, state: 'ready' })
    .lte({ visible_at: now.toISOString() })
    .go({ limit: max })
  const hiddenUntil = new Date(now.getTime() + LOCAL_QUEUE_SETTINGS.visibilityMs).toISOString()
  const claims = await Promise.all(
    data.map((message) =>
      deps.store.localQueue
        .patch({ queue, id: message.id })
        .set({ visible_at: hiddenUntil, state: 'ready' })
        .add({ receive_count: 1 })
        .where((a, op) => `${op.eq(a.visible_at, message.visible_at)} AND ${op.eq(a.state, 'ready')}`)
        .go({ response: 'all_new' })
        .then(({ data: claimed }) => ({
          id: message.id,
          body: message.body,
          receiveCount: claimed.receive_count ?? 1,
        }))
        .catch((error: unknown) => {
          if (isConditionFailure(error)) return undefined // another receiver has it
          throw error
        }),
    ),
  )
  return claims.filter((claim): claim is ReceivedMessage => claim !== undefined)
}

export async function acknowledge(deps: QueueDeps, queue: string, id: string) {
  await deps.store.localQueue.delete({ queue, id }).go()
}

/** A failed message comes back after a growing delay, or goes to the dead letters after maxReceives. */
export async function release(deps: QueueDeps, queue: string, message: ReceivedMessage) {
  const { maxReceives, backoffMs } = LOCAL_QUEUE_SETTINGS
  const dead = message.receiveCount >= maxReceives
  const delay = backoffMs * 2 ** (message.receiveCount - 1)
  const visibleAt = new Date(deps.now().getTime() + (dead ? 0 : delay))
  await deps.store.localQueue
    .patch({ queue, id: message.id })
    .set({ state: dead ? 'dead' : 'ready', visible_at: visibleAt.toISOString() })
    .go()
  if (!dead) announceDue(visibleAt)
}

export async function deadLetters(deps: QueueDeps, queue: string) {
  const { data } = await deps.store.localQueue.query
    .byVisibility({ queue, state: 'dead' })
    .go({ pages: 'all' })
  return data
}
