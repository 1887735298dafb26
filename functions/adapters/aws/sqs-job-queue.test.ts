import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { QueueMessage } from '../../../events/queue-message'
import { sendRequested } from '../../../events/send-requested'
import { bodyOf, sdkSignature } from '../../../test/support/aws-signature'
import { AwsError } from './signed-fetch'
import { SQS_MAX_TRIES, sqsJobQueue } from './sqs-job-queue'

interface Entry {
  Id: string
  MessageBody: string
}
interface BatchInput {
  QueueUrl: string
  Entries: Entry[]
}
type Failed = { Id: string; SenderFault: boolean; Code: string }[]

const SECRET = 'loopback-secret'

/**
 * SQS's JSON protocol on loopback, as far as the adapter uses it (SendMessageBatch): it checks each
 * request's signature with the AWS SDK's signer and its target, records the batch, and answers with
 * the entries `failing` says failed.
 */
let server: Server
let endpoint: string
let batches: BatchInput[] = []
let failing: (input: BatchInput, call: number) => Failed = () => []
let refusal: { status: number; type: string } | undefined

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const raw = await bodyOf(request)
    const error = (status: number, type: string) =>
      response
        .writeHead(status, { 'content-type': 'application/x-amz-json-1.0' })
        .end(JSON.stringify({ __type: `com.amazonaws.sqs#${type}`, message: `${type} from the fake` }))
    const { given, expected, region } = await sdkSignature(
      request,
      { service: 'sqs', secretAccessKey: SECRET },
      raw,
    )
    if (!given || given !== expected || region !== 'eu-west-1') return error(403, 'InvalidSignature')
    if (request.headers['x-amz-target'] !== 'AmazonSQS.SendMessageBatch') return error(400, 'InvalidAction')
    if (refusal) return error(refusal.status, refusal.type)
    const input = JSON.parse(raw.toString()) as BatchInput
    batches.push(input)
    const failed = failing(input, batches.length)
    const successful = input.Entries.filter((entry) => !failed.some((f) => f.Id === entry.Id)).map(
      (entry) => ({
        Id: entry.Id,
        MessageId: `m-${entry.Id}`,
      }),
    )
    response
      .writeHead(200, { 'content-type': 'application/x-amz-json-1.0' })
      .end(JSON.stringify({ Successful: successful, Failed: failed }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

beforeEach(() => {
  batches = []
  failing = () => []
  refusal = undefined
})

const queueUrl = () => `${endpoint}/123456789012/pressroom-send`
const queue = (secretAccessKey = SECRET) =>
  sqsJobQueue({
    queueUrl: queueUrl(),
    region: 'eu-west-1',
    credentials: async () => ({ accessKeyId: 'LOOPBACK', secretAccessKey }),
  })
const messages = (n: number) => Array.from({ length: n }, (_, i) => sendRequested('user-1', `send-${i}`))
const sendIdsOf = (input: BatchInput) => input.Entries.map((entry) => JSON.parse(entry.MessageBody).sendId)

describe('the SQS job queue', () => {
  it('puts 25 messages on the queue in batches of 10, 10 and 5, in order', async () => {
    await queue().enqueue(messages(25))
    expect(batches.map((b) => b.Entries.length).sort((a, b) => b - a)).toEqual([10, 10, 5])
    expect(batches.every((b) => b.QueueUrl === queueUrl())).toBe(true)
    // Batches go four at a time; each keeps its messages in order, and together they hold them all.
    expect(batches.flatMap(sendIdsOf).sort()).toEqual(
      messages(25)
        .map((m) => m.sendId)
        .sort(),
    )
    for (const batch of batches)
      expect(sendIdsOf(batch)).toEqual(
        [...sendIdsOf(batch)].sort((a, b) => Number(a.slice(5)) - Number(b.slice(5))),
      )
  })

  it('gives each entry an id unique within its batch and the event as its JSON body', async () => {
    await queue().enqueue(messages(12))
    for (const batch of batches) {
      const ids = batch.Entries.map((entry) => entry.Id)
      expect(new Set(ids).size).toBe(ids.length)
      for (const entry of batch.Entries) {
        expect(QueueMessage.parse(JSON.parse(entry.MessageBody))).toMatchObject({
          type: 'SendRequested',
          version: 1,
          userId: 'user-1',
        })
      }
    }
    const first = batches.find((batch) => batch.Entries.length === 10)
    expect(first?.Entries[0]).toEqual({
      Id: '0',
      MessageBody: JSON.stringify(sendRequested('user-1', 'send-0')),
    })
  })

  it('sends nothing for no messages', async () => {
    await queue().enqueue([])
    expect(batches).toHaveLength(0)
  })

  it('sends again only the entries SQS reports failed, until they are accepted', async () => {
    failing = (_input, call) =>
      call === 1
        ? [
            { Id: '3', SenderFault: false, Code: 'InternalError' },
            { Id: '7', SenderFault: false, Code: 'InternalError' },
          ]
        : []
    await queue().enqueue(messages(10))
    const [first, second] = batches
    expect(batches).toHaveLength(2)
    expect(first?.Entries).toHaveLength(10)
    expect(second?.Entries.map((entry) => entry.Id)).toEqual(['3', '7'])
    expect(second && sendIdsOf(second)).toEqual(['send-3', 'send-7'])
  })

  it('gives up after a bounded number of tries and says how many messages were not queued', async () => {
    failing = (input) =>
      input.Entries.filter((entry) => entry.Id === '1' || entry.Id === '4').map((entry) => ({
        Id: entry.Id,
        SenderFault: false,
        Code: 'InternalError',
      }))
    await expect(queue().enqueue(messages(15))).rejects.toThrow('4 of 15 messages could not be queued')
    // Two batches; each tries its two failing entries again until the tries run out.
    expect(batches).toHaveLength(2 * SQS_MAX_TRIES)
    expect(batches.filter((input) => input.Entries.length === 2)).toHaveLength(2 * (SQS_MAX_TRIES - 1))
  })

  it('does not send again an entry SQS blames on the sender, and counts it failed', async () => {
    failing = (_input, call) =>
      call === 1 ? [{ Id: '2', SenderFault: true, Code: 'InvalidMessageContents' }] : []
    await expect(queue().enqueue(messages(5))).rejects.toThrow('1 of 5 messages could not be queued')
    expect(batches).toHaveLength(1)
  })

  it("lets a failure of the whole request through, with SQS's error as its name", async () => {
    refusal = { status: 400, type: 'QueueDoesNotExist' }
    const refused = queue().enqueue(messages(3))
    await expect(refused).rejects.toBeInstanceOf(AwsError)
    await expect(refused).rejects.toMatchObject({ name: 'QueueDoesNotExist', status: 400 })
    await expect(refused).rejects.toThrow('QueueDoesNotExist from the fake')
  })

  it('is refused when it signs with the wrong secret', async () => {
    await expect(queue('wrong').enqueue(messages(1))).rejects.toMatchObject({ name: 'InvalidSignature' })
    expect(batches).toHaveLength(0)
  })
})
