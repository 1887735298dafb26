import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { sendRequested } from '../../../events/send-requested'
import { bodyOf, sdkSignature } from '../../../test/support/aws-signature'
import { eventBridgeScheduler, scheduleNameFor } from './eventbridge-scheduler'
import { AwsError } from './signed-fetch'

const NOW = new Date('2030-03-01T10:00:00.000Z')
const SECRET = 'loopback-secret'

/**
 * EventBridge Scheduler's REST API on loopback, as far as the adapter uses it: it checks each request's
 * signature with the AWS SDK's signer, keeps schedules by group and name, and answers as Scheduler does
 * (409 ConflictException for a name taken, 404 ResourceNotFoundException for one not there).
 */
const schedules = new Map<string, Record<string, unknown>>()
const received: { method: string; path: string; body: Record<string, unknown> | undefined }[] = []
let failures: { status: number; type: string }[] = []
/** Every request the fake received, answered or failed on purpose. */
let requests = 0
let server: Server
let endpoint: string

beforeAll(async () => {
  server = createServer(async (request, response) => {
    requests++
    const raw = await bodyOf(request)
    const error = (status: number, type: string) =>
      response
        .writeHead(status, {
          'content-type': 'application/json',
          'x-amzn-errortype': `${type}:http://internal`,
        })
        .end(JSON.stringify({ Message: `${type} from the fake` }))
    const failure = failures.shift()
    if (failure) return error(failure.status, failure.type)
    const { given, expected } = await sdkSignature(
      request,
      { service: 'scheduler', secretAccessKey: SECRET },
      raw,
    )
    if (!given || given !== expected) return error(403, 'InvalidSignatureException')
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const name = decodeURIComponent(url.pathname.replace(/^\/schedules\//, ''))
    const body = raw.length ? (JSON.parse(raw.toString()) as Record<string, unknown>) : undefined
    received.push({ method: request.method ?? '', path: url.pathname + url.search, body })
    if (request.method === 'POST') {
      const key = `${body?.GroupName}/${name}`
      if (schedules.has(key)) return error(409, 'ConflictException')
      schedules.set(key, body ?? {})
      return response
        .writeHead(200)
        .end(JSON.stringify({ ScheduleArn: `arn:aws:scheduler:::schedule/${key}` }))
    }
    const key = `${url.searchParams.get('groupName')}/${name}`
    if (!schedules.delete(key)) return error(404, 'ResourceNotFoundException')
    response.writeHead(200).end('{}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

beforeEach(() => {
  schedules.clear()
  received.length = 0
  failures = []
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => vi.useRealTimers())

const options = () => ({
  region: 'eu-west-1',
  endpoint,
  credentials: async () => ({ accessKeyId: 'LOOPBACK', secretAccessKey: SECRET }),
  group: 'pressroom-sends',
  roleArn: 'arn:aws:iam::123456789012:role/scheduler-to-queue',
  queueArn: 'arn:aws:sqs:eu-west-1:123456789012:pressroom-send',
})
const message = sendRequested('user-1', 'send-1')
const created = () => received.filter((r) => r.method === 'POST')

describe('the EventBridge Scheduler adapter', () => {
  it('creates a one-off UTC schedule that puts the message on the send queue and deletes itself', async () => {
    await eventBridgeScheduler(options()).schedule('send-send-1', new Date('2030-03-02T08:30:15Z'), message)
    expect(created()).toEqual([
      {
        method: 'POST',
        path: '/schedules/send-send-1',
        body: {
          GroupName: 'pressroom-sends',
          ScheduleExpression: 'at(2030-03-02T08:30:15)',
          ScheduleExpressionTimezone: 'UTC',
          FlexibleTimeWindow: { Mode: 'OFF' },
          ActionAfterCompletion: 'DELETE',
          Target: {
            Arn: options().queueArn,
            RoleArn: options().roleArn,
            Input: JSON.stringify(message),
            RetryPolicy: { MaximumEventAgeInSeconds: 86_400, MaximumRetryAttempts: 185 },
          },
        },
      },
    ])
  })

  it('sends what Scheduler cannot deliver to the dead-letter queue when one is given', async () => {
    const deadLetterArn = 'arn:aws:sqs:eu-west-1:123456789012:pressroom-schedule-dlq'
    await eventBridgeScheduler({ ...options(), deadLetterArn }).schedule(
      'send-send-1',
      new Date('2030-03-02T08:30:15Z'),
      message,
    )
    expect(created()[0]?.body?.Target).toMatchObject({ DeadLetterConfig: { Arn: deadLetterArn } })
  })

  it('rounds a time between seconds up to the next second, so it never fires before it is due', async () => {
    await eventBridgeScheduler(options()).schedule('a', new Date('2030-03-02T08:30:15.200Z'), message)
    expect(created()[0]?.body?.ScheduleExpression).toBe('at(2030-03-02T08:30:16)')
  })

  it('moves a time in the past or the next minute to a minute from now, which Scheduler accepts', async () => {
    await eventBridgeScheduler(options()).schedule('a', new Date('2030-03-01T09:00:00Z'), message)
    await eventBridgeScheduler(options()).schedule('b', new Date('2030-03-01T10:00:20Z'), message)
    expect(created().map((call) => call.body?.ScheduleExpression)).toEqual([
      'at(2030-03-01T10:01:00)',
      'at(2030-03-01T10:01:00)',
    ])
  })

  it('treats a schedule that exists already as scheduled', async () => {
    const scheduler = eventBridgeScheduler(options())
    await scheduler.schedule('send-send-1', new Date('2030-03-02T08:30:15Z'), message)
    await expect(
      scheduler.schedule('send-send-1', new Date('2030-03-02T08:30:15Z'), message),
    ).resolves.toBeUndefined()
    expect(schedules.size).toBe(1)
  })

  it("lets any other refusal through, with Scheduler's error as its name", async () => {
    failures = [{ status: 400, type: 'ValidationException' }]
    const refused = eventBridgeScheduler(options()).schedule(
      'send-send-1',
      new Date('2030-03-02T08:30:15Z'),
      message,
    )
    await expect(refused).rejects.toBeInstanceOf(AwsError)
    await expect(refused).rejects.toMatchObject({ name: 'ValidationException', status: 400 })
    await expect(refused).rejects.toThrow('ValidationException from the fake')
  })

  it('is refused when it signs with the wrong secret', async () => {
    const stranger = eventBridgeScheduler({
      ...options(),
      credentials: async () => ({ accessKeyId: 'LOOPBACK', secretAccessKey: 'wrong' }),
    })
    await expect(stranger.cancel('send-send-1')).rejects.toMatchObject({ name: 'InvalidSignatureException' })
  })

  it('asks again when Scheduler is throttling or failing, and gives up after three attempts', async () => {
    failures = [{ status: 429, type: 'ThrottlingException' }]
    await eventBridgeScheduler(options()).schedule('a', new Date('2030-03-02T08:30:15Z'), message)
    expect(schedules.size).toBe(1)
    failures = Array.from({ length: 5 }, () => ({ status: 500, type: 'InternalServerException' }))
    const before = requests
    await expect(eventBridgeScheduler(options()).cancel('a')).rejects.toMatchObject({
      name: 'InternalServerException',
    })
    expect(requests - before).toBe(3)
    expect(schedules.size).toBe(1)
  })

  it('cancels by deleting the schedule of the same name in the group', async () => {
    const scheduler = eventBridgeScheduler(options())
    await scheduler.schedule('send-send-1', new Date('2030-03-02T08:30:15Z'), message)
    await scheduler.cancel('send-send-1')
    expect(received.at(-1)).toMatchObject({
      method: 'DELETE',
      path: '/schedules/send-send-1?groupName=pressroom-sends',
    })
    expect(schedules.size).toBe(0)
  })

  it('treats cancelling a schedule that is gone as done, and lets other failures through', async () => {
    await expect(eventBridgeScheduler(options()).cancel('fired-already')).resolves.toBeUndefined()
    failures = [{ status: 409, type: 'ConflictException' }]
    await expect(eventBridgeScheduler(options()).cancel('busy')).rejects.toHaveProperty(
      'name',
      'ConflictException',
    )
  })

  it('creates and cancels a long or unusual name under the same safe name', async () => {
    const scheduler = eventBridgeScheduler(options())
    const name = `pause-user-${'a'.repeat(40)}-PAUSE#journalist#j-1-1893456000000`
    await scheduler.schedule(name, new Date('2030-03-02T08:30:15Z'), message)
    const path = created()[0]?.path ?? ''
    expect(path.replace('/schedules/', '')).toMatch(/^[0-9a-zA-Z_.-]{1,64}$/)
    await scheduler.cancel(name)
    expect(schedules.size).toBe(0)
  })

  it('addresses the regional endpoint of Scheduler in AWS', async () => {
    const calls: string[] = []
    const realFetch = globalThis.fetch
    vi.stubGlobal('fetch', async (request: Request) => {
      calls.push(request.url)
      return new Response('{}', { status: 200 })
    })
    try {
      const { endpoint: _, ...aws } = options()
      await eventBridgeScheduler(aws).cancel('send-send-1')
    } finally {
      vi.stubGlobal('fetch', realFetch)
    }
    expect(calls).toEqual([
      'https://scheduler.eu-west-1.amazonaws.com/schedules/send-send-1?groupName=pressroom-sends',
    ])
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
