import {
  type BatchResultErrorEntry,
  QueueDoesNotExist,
  SendMessageBatchCommand,
  type SendMessageBatchCommandInput,
  SQSClient,
} from '@aws-sdk/client-sqs'
import { mockClient } from 'aws-sdk-client-mock'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { QueueMessage } from '../../../events/queue-message'
import { sendRequested } from '../../../events/send-requested'
import { EnqueueFailedError, SQS_MAX_TRIES, sqsJobQueue } from './sqs-job-queue'

const sqs = mockClient(SQSClient)
const queueUrl = 'https://sqs.eu-west-1.amazonaws.com/123456789012/pressroom-send'

/** The batches sent, in the order the client got them. */
const batches = () => sqs.commandCalls(SendMessageBatchCommand).map((call) => call.args[0].input)

/** SQS answering each batch, the `call`-th (from 1), with the entries `failing` names failed. */
function answerWith(failing: (input: SendMessageBatchCommandInput, call: number) => BatchResultErrorEntry[]) {
  let calls = 0
  sqs.on(SendMessageBatchCommand).callsFake((input: SendMessageBatchCommandInput) => {
    const failed = failing(input, ++calls)
    const entries = input.Entries ?? []
    return {
      Successful: entries
        .filter((entry) => !failed.some((f) => f.Id === entry.Id))
        .map((entry) => ({ Id: entry.Id, MessageId: `m-${entry.Id}`, MD5OfMessageBody: '' })),
      Failed: failed,
    }
  })
}

beforeEach(() => {
  sqs.reset()
  answerWith(() => [])
})
afterAll(() => sqs.restore())

const queue = () => sqsJobQueue({ queueUrl, region: 'eu-west-1' })
const messages = (n: number) => Array.from({ length: n }, (_, i) => sendRequested('user-1', `send-${i}`))
const sendIdsOf = (input: SendMessageBatchCommandInput) =>
  (input.Entries ?? []).map((entry) => JSON.parse(entry.MessageBody ?? '').sendId)
const internal = (Id: string) => ({ Id, SenderFault: false, Code: 'InternalError' })

describe('the SQS job queue', () => {
  it('puts 25 messages on the queue in batches of 10, 10 and 5, in order', async () => {
    await queue().enqueue(messages(25))
    expect(
      batches()
        .map((b) => b.Entries?.length)
        .sort((a = 0, b = 0) => b - a),
    ).toEqual([10, 10, 5])
    expect(batches().every((b) => b.QueueUrl === queueUrl)).toBe(true)
    // Batches go four at a time; each keeps its messages in order, and together they hold them all.
    expect(batches().flatMap(sendIdsOf).sort()).toEqual(
      messages(25)
        .map((m) => m.sendId)
        .sort(),
    )
    for (const batch of batches())
      expect(sendIdsOf(batch)).toEqual(
        [...sendIdsOf(batch)].sort((a, b) => Number(a.slice(5)) - Number(b.slice(5))),
      )
  })

  it('gives each entry an id unique within its batch and the event as its JSON body', async () => {
    await queue().enqueue(messages(12))
    for (const batch of batches()) {
      const ids = (batch.Entries ?? []).map((entry) => entry.Id)
      expect(new Set(ids).size).toBe(ids.length)
      for (const entry of batch.Entries ?? []) {
        expect(QueueMessage.parse(JSON.parse(entry.MessageBody ?? ''))).toMatchObject({
          type: 'SendRequested',
          version: 1,
          userId: 'user-1',
        })
      }
    }
    const first = batches().find((batch) => batch.Entries?.length === 10)
    expect(first?.Entries?.[0]).toEqual({
      Id: '0',
      MessageBody: JSON.stringify(sendRequested('user-1', 'send-0')),
    })
  })

  it('sends nothing for no messages', async () => {
    await queue().enqueue([])
    expect(batches()).toHaveLength(0)
  })

  it('keeps at most four batches in flight', async () => {
    let inFlight = 0
    let most = 0
    sqs.on(SendMessageBatchCommand).callsFake(async () => {
      most = Math.max(most, ++inFlight)
      await new Promise((resolve) => setTimeout(resolve, 5))
      inFlight--
      return { Successful: [], Failed: [] }
    })
    await queue().enqueue(messages(100))
    expect(batches()).toHaveLength(10)
    expect(most).toBe(4)
  })

  it('sends again only the entries SQS reports failed, until they are accepted', async () => {
    answerWith((_input, call) => (call === 1 ? [internal('3'), internal('7')] : []))
    await queue().enqueue(messages(10))
    const [first, second] = batches()
    expect(batches()).toHaveLength(2)
    expect(first?.Entries).toHaveLength(10)
    expect(second?.QueueUrl).toBe(queueUrl)
    expect(second?.Entries?.map((entry) => entry.Id)).toEqual(['3', '7'])
    expect(second && sendIdsOf(second)).toEqual(['send-3', 'send-7'])
  })

  it('gives up after a bounded number of tries and says how many messages were not queued', async () => {
    answerWith((input) =>
      (input.Entries ?? [])
        .filter((entry) => entry.Id === '1' || entry.Id === '4')
        .map((e) => internal(e.Id ?? '')),
    )
    const refused = queue().enqueue(messages(15))
    await expect(refused).rejects.toBeInstanceOf(EnqueueFailedError)
    await expect(refused).rejects.toThrow('4 of 15 messages could not be queued')
    // Two batches; each tries its two failing entries again until the tries run out.
    expect(batches()).toHaveLength(2 * SQS_MAX_TRIES)
    expect(batches().filter((input) => input.Entries?.length === 2)).toHaveLength(2 * (SQS_MAX_TRIES - 1))
  })

  it('does not send again an entry SQS blames on the sender, and counts it failed', async () => {
    answerWith((_input, call) =>
      call === 1 ? [{ Id: '2', SenderFault: true, Code: 'InvalidMessageContents' }] : [],
    )
    await expect(queue().enqueue(messages(5))).rejects.toThrow('1 of 5 messages could not be queued')
    expect(batches()).toHaveLength(1)
  })

  it("lets a failure of the whole request through as SQS's error", async () => {
    const missing = new QueueDoesNotExist({ $metadata: { httpStatusCode: 400 }, message: 'no queue' })
    sqs.on(SendMessageBatchCommand).rejects(missing)
    await expect(queue().enqueue(messages(3))).rejects.toBe(missing)
  })

  it("makes one client, on the first call, in the region, with the SDK's own credentials and retries", async () => {
    const jobs = queue()
    await jobs.enqueue(messages(3))
    await jobs.enqueue(messages(3))
    const client = sqs.call(0).thisValue as SQSClient
    expect(sqs.call(1).thisValue).toBe(client)
    await expect(client.config.region()).resolves.toBe('eu-west-1')
    // No endpoint of its own: the SDK sends to the queue URL's host.
    expect(client.config.isCustomEndpoint).toBe(false)
    expect(client.config.useQueueUrlAsEndpoint).toBe(true)
    await expect(client.config.maxAttempts()).resolves.toBe(3)
    await expect(client.config.retryStrategy()).resolves.toHaveProperty('mode', 'standard')
  })
})
