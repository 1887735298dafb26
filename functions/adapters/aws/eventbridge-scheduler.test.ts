import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  ValidationException,
} from '@aws-sdk/client-scheduler'
import { mockClient } from 'aws-sdk-client-mock'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sendRequested } from '../../../events/send-requested'
import { eventBridgeScheduler, scheduleNameFor } from './eventbridge-scheduler'

const NOW = new Date('2030-03-01T10:00:00.000Z')
const scheduler = mockClient(SchedulerClient)

beforeEach(() => {
  scheduler.reset()
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => vi.useRealTimers())
afterAll(() => scheduler.restore())

const options = {
  region: 'eu-west-1',
  group: 'pressroom-sends',
  roleArn: 'arn:aws:iam::123456789012:role/scheduler-to-queue',
  queueArn: 'arn:aws:sqs:eu-west-1:123456789012:pressroom-send',
}
const message = sendRequested('user-1', 'send-1')
const created = () => scheduler.commandCalls(CreateScheduleCommand).map((call) => call.args[0].input)
const deleted = () => scheduler.commandCalls(DeleteScheduleCommand).map((call) => call.args[0].input)
/** What Scheduler answers, as the SDK's client deserializes it. */
const answer = (status: number, text: string) => ({
  $metadata: { httpStatusCode: status },
  message: text,
  Message: text,
})

describe('the EventBridge Scheduler adapter', () => {
  it('creates a one-off UTC schedule that puts the message on the send queue and deletes itself', async () => {
    await eventBridgeScheduler(options).schedule('send-send-1', new Date('2030-03-02T08:30:15Z'), message)
    expect(created()).toEqual([
      {
        Name: 'send-send-1',
        GroupName: 'pressroom-sends',
        ScheduleExpression: 'at(2030-03-02T08:30:15)',
        ScheduleExpressionTimezone: 'UTC',
        FlexibleTimeWindow: { Mode: 'OFF' },
        ActionAfterCompletion: 'DELETE',
        Target: {
          Arn: options.queueArn,
          RoleArn: options.roleArn,
          Input: JSON.stringify(message),
          RetryPolicy: { MaximumEventAgeInSeconds: 86_400, MaximumRetryAttempts: 185 },
        },
      },
    ])
  })

  it('sends what Scheduler cannot deliver to the dead-letter queue when one is given', async () => {
    const deadLetterArn = 'arn:aws:sqs:eu-west-1:123456789012:pressroom-schedule-dlq'
    await eventBridgeScheduler({ ...options, deadLetterArn }).schedule(
      'send-send-1',
      new Date('2030-03-02T08:30:15Z'),
      message,
    )
    expect(created()[0]?.Target).toMatchObject({ DeadLetterConfig: { Arn: deadLetterArn } })
  })

  it('rounds a time between seconds up to the next second, so it never fires before it is due', async () => {
    await eventBridgeScheduler(options).schedule('a', new Date('2030-03-02T08:30:15.200Z'), message)
    expect(created()[0]?.ScheduleExpression).toBe('at(2030-03-02T08:30:16)')
  })

  it('moves a time in the past or the next minute to a minute from now, which Scheduler accepts', async () => {
    await eventBridgeScheduler(options).schedule('a', new Date('2030-03-01T09:00:00Z'), message)
    await eventBridgeScheduler(options).schedule('b', new Date('2030-03-01T10:00:20Z'), message)
    expect(created().map((input) => input.ScheduleExpression)).toEqual([
      'at(2030-03-01T10:01:00)',
      'at(2030-03-01T10:01:00)',
    ])
  })

  it('treats a schedule that exists already as scheduled', async () => {
    scheduler.on(CreateScheduleCommand).rejects(new ConflictException(answer(409, 'exists')))
    await expect(
      eventBridgeScheduler(options).schedule('send-send-1', new Date('2030-03-02T08:30:15Z'), message),
    ).resolves.toBeUndefined()
    expect(created()).toHaveLength(1)
  })

  it("lets any other refusal through as Scheduler's error", async () => {
    const invalid = new ValidationException(answer(400, 'bad time'))
    scheduler.on(CreateScheduleCommand).rejects(invalid)
    await expect(
      eventBridgeScheduler(options).schedule('send-send-1', new Date('2030-03-02T08:30:15Z'), message),
    ).rejects.toBe(invalid)
  })

  it('cancels by deleting the schedule of the same name in the group', async () => {
    await eventBridgeScheduler(options).cancel('send-send-1')
    expect(deleted()).toEqual([{ Name: 'send-send-1', GroupName: 'pressroom-sends' }])
  })

  it('treats cancelling a schedule that is gone as done, and lets other failures through', async () => {
    scheduler
      .on(DeleteScheduleCommand)
      .rejectsOnce(new ResourceNotFoundException(answer(404, 'gone')))
      .rejectsOnce(new ConflictException(answer(409, 'exists')))
    await expect(eventBridgeScheduler(options).cancel('fired-already')).resolves.toBeUndefined()
    await expect(eventBridgeScheduler(options).cancel('busy')).rejects.toHaveProperty(
      'name',
      'ConflictException',
    )
  })

  it('creates and cancels a long or unusual name under the same safe name', async () => {
    const adapter = eventBridgeScheduler(options)
    const name = `pause-user-${'a'.repeat(40)}-PAUSE#journalist#j-1-1893456000000`
    await adapter.schedule(name, new Date('2030-03-02T08:30:15Z'), message)
    await adapter.cancel(name)
    const safe = created()[0]?.Name
    expect(safe).toMatch(/^[0-9a-zA-Z_.-]{1,64}$/)
    expect(deleted()[0]?.Name).toBe(safe)
  })

  it("makes one client, on the first call, in the region, with the SDK's own endpoint, credentials and retries", async () => {
    const adapter = eventBridgeScheduler(options)
    await adapter.schedule('a', new Date('2030-03-02T08:30:15Z'), message)
    await adapter.cancel('a')
    const client = scheduler.call(0).thisValue as SchedulerClient
    expect(scheduler.call(1).thisValue).toBe(client)
    await expect(client.config.region()).resolves.toBe('eu-west-1')
    expect(client.config.isCustomEndpoint).toBe(false)
    expect(client.config.endpointProvider({ Region: 'eu-west-1' }).url.href).toBe(
      'https://scheduler.eu-west-1.amazonaws.com/',
    )
    await expect(client.config.maxAttempts()).resolves.toBe(3)
    await expect(client.config.retryStrategy()).resolves.toHaveProperty('mode', 'standard')
  })
})

describe('schedule names', () => {
  it('keeps a name Scheduler accepts as it is', () => {
    expect(scheduleNameFor('followup-user-1-action_2.v1')).toBe('followup-user-1-action_2.v1')
  })

  it('turns any other name into at most 64 allowed characters, the same each time', () => {
    for (const name of ['x'.repeat(65), 'pause-u1-PAUSE#global', 'send/é ü', 'z'.repeat(500)]) {
      const safe = scheduleNameFor(name)
      expect(safe).toMatch(/^[0-9a-zA-Z_.-]{1,64}$/)
      expect(scheduleNameFor(name)).toBe(safe)
    }
  })

  it('keeps names apart that differ only in a character it replaces or past the 64th', () => {
    expect(scheduleNameFor('pause-u1-PAUSE#global')).not.toBe(scheduleNameFor('pause-u1-PAUSE/global'))
    expect(scheduleNameFor('pause-u1-PAUSE#global')).not.toBe('pause-u1-PAUSE-global')
    expect(scheduleNameFor(`${'x'.repeat(64)}1`)).not.toBe(scheduleNameFor(`${'x'.repeat(64)}2`))
  })
})
