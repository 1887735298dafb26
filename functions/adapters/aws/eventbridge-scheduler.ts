import { createHash } from 'node:crypto'
import type { Scheduler } from '../../ports/scheduler'
import { firstUse } from './first-use'

/** Scheduler retries a failed delivery to the queue for up to a day, as often as it allows. */
export const SCHEDULE_RETRY_POLICY = { MaximumEventAgeInSeconds: 24 * 60 * 60, MaximumRetryAttempts: 185 }
/**
 * Scheduler refuses an at() time in the past, and a schedule takes a moment to create: anything due
 * sooner than this fires this far from now instead. Every consumer checks that its message is due.
 */
export const EARLIEST_SCHEDULE_MS = 60_000

const NAME_PATTERN = /^[0-9a-zA-Z_.-]{1,64}$/
const HASH_LENGTH = 24

/**
 * A name Scheduler accepts (at most 64 of [0-9a-zA-Z-_.]), the same for the same input. A name that
 * already fits is kept, so schedules stay readable in the console; any other becomes a readable prefix
 * plus a hash of the whole name, so two names that differ only in a replaced character stay apart.
 */
export function scheduleNameFor(name: string): string {
  if (NAME_PATTERN.test(name)) return name
  const hash = createHash('sha256').update(name).digest('hex').slice(0, HASH_LENGTH)
  const prefix = name.replace(/[^0-9a-zA-Z_.-]+/g, '-').slice(0, 64 - HASH_LENGTH - 1)
  return `${prefix}-${hash}`
}

/**
 * at(yyyy-mm-ddThh:mm:ss) in UTC, rounded up to the whole second: Scheduler fires at or after the
 * stated second, and firing before `at` would find the message not yet due.
 */
export function atExpression(at: Date, now = new Date()): string {
  const ms = Math.max(at.getTime(), now.getTime() + EARLIEST_SCHEDULE_MS)
  const seconds = new Date(Math.ceil(ms / 1000) * 1000)
  return `at(${seconds.toISOString().slice(0, 19)})`
}

/**
 * One-off schedules in an EventBridge Scheduler group whose target is the send queue itself: at the
 * time, Scheduler puts the message on SQS (with the role it assumes) and deletes the schedule. Through
 * the SDK's Scheduler client, made on the first call and kept for the adapter's life (imported then too:
 * firstUse); the SDK signs and retries (its standard mode: three attempts after a throttle or a 5xx).
 */
export function eventBridgeScheduler(options: {
  region: string
  group: string
  roleArn: string
  queueArn: string
  deadLetterArn?: string
}): Scheduler {
  const { region, group, roleArn, queueArn, deadLetterArn } = options
  const scheduler = firstUse(
    () => import('./scheduler-sdk'),
    (sdk) => new sdk.SchedulerClient({ region }),
  )

  return {
    async schedule(name, at, message) {
      const { sdk, client } = await scheduler()
      try {
        await client.send(
          new sdk.CreateScheduleCommand({
            Name: scheduleNameFor(name),
            GroupName: group,
            ScheduleExpression: atExpression(at),
            ScheduleExpressionTimezone: 'UTC',
            FlexibleTimeWindow: { Mode: 'OFF' },
            ActionAfterCompletion: 'DELETE',
            Target: {
              Arn: queueArn,
              RoleArn: roleArn,
              Input: JSON.stringify(message),
              RetryPolicy: SCHEDULE_RETRY_POLICY,
              ...(deadLetterArn ? { DeadLetterConfig: { Arn: deadLetterArn } } : {}),
            },
          }),
        )
      } catch (error) {
        // The name is the schedule's identity: when it exists already, it is scheduled.
        if (!isNamed(error, 'ConflictException')) throw error
      }
    },
    async cancel(name) {
      const { sdk, client } = await scheduler()
      try {
        await client.send(new sdk.DeleteScheduleCommand({ Name: scheduleNameFor(name), GroupName: group }))
      } catch (error) {
        // Fired (and deleted after completion), cancelled before, or never created: gone either way.
        if (!isNamed(error, 'ResourceNotFoundException')) throw error
      }
    },
  }
}

const isNamed = (error: unknown, name: string) => error instanceof Error && error.name === name
