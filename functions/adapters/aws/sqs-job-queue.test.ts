import { SendMessageBatchCommand, type SendMessageBatchCommandInput, SQSClient } from '@aws-sdk/client-sqs'
import { mockClient } from 'aws-sdk-client-mock'
import { beforeEach, describe, expect, it } from 'vitest'
import { QueueMessage } from '../../../events/queue-message'
import { sendRequested } from '../../../events/send-requested'
import { SQS_MAX_TRIES, sqsJobQueue } from './sqs-job-queue'

const sqs = mockClient(SQSClient)
beforeEach(() => sqs.reset())

const queueUrl = 'https://sqs.eu-west-1.amazonaws.com/123456789012/pressroom-send'
const queue = () => sqsJobQueue({ client: new SQSClient({}), queueUrl })
const messages = (n: number) => Array.from({ length: n }, (_, i) => sendRequested('user-1', `send-${i}`))

const inputs = () => sqs.commandCalls(SendMessageBatchCommand).map((call) => call.args[0].input)
const sendIdsOf = (input: SendMessageBatchCommandInput) =>
  (input.Entries ?? []).map((entry) => JSON.parse(entry.MessageBody ?? '').sendId)

describe('the SQS job queue', () => {
  it('puts 25 messages on the queue in batches of 10, 10 and 5, in order', async () => {
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] })
    await queue().enqueue(messages(25))
    const batches = inputs()
    expect(batches.map((b) => b.Entries?.length)).toEqual([10, 10, 5])
    expect(batches.every((b) => b.QueueUrl === queueUrl)).toBe(true)
    expect(batches.flatMap(sendIdsOf)).toEqual(messages(25).map((m) => m.sendId))
  })

  it('gives each entry an id unique within its batch and the event as its JSON body', async () => {
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] })
    await queue().enqueue(messages(12))
    for (const batch of inputs()) {
      const ids = batch.Entries?.map((entry) => entry.Id)
      expect(new Set(ids).size).toBe(ids?.length)
      for (const entry of batch.Entries ?? []) {
        expect(QueueMessage.parse(JSON.parse(entry.MessageBody ?? ''))).toMatchObject({
          type: 'SendRequested',
          version: 1,
          userId: 'user-1',
        })
      }
    }
    expect(inputs()[0]?.Entries?.[0]).toEqual({
      Id: '0',
      MessageBody: JSON.stringify(sendRequested('user-1', 'send-0')),
    })
  })

  it('sends nothing for no messages', async () => {
    await queue().enqueue([])
    expect(inputs()).toHaveLength(0)
  })

  it('sends again only the entries SQS reports failed, until they are accepted', async () => {
    sqs
      .on(SendMessageBatchCommand)
      .resolvesOnce({
        Successful: [],
        Failed: [
          { Id: '3', SenderFault: false, Code: 'InternalError' },
          { Id: '7', SenderFault: false, Code: 'InternalError' },
        ],
      })
      .resolves({ Successful: [], Failed: [] })
    await queue().enqueue(messages(10))
    const [first, second] = inputs()
    expect(inputs()).toHaveLength(2)
    expect(first?.Entries).toHaveLength(10)
    expect(second?.Entries?.map((entry) => entry.Id)).toEqual(['3', '7'])
    expect(second && sendIdsOf(second)).toEqual(['send-3', 'send-7'])
  })

  it('gives up after a bounded number of tries and says how many messages were not queued', async () => {
    sqs.on(SendMessageBatchCommand).callsFake((input: SendMessageBatchCommandInput) => ({
      Successful: [],
      Failed: (input.Entries ?? [])
        .filter((entry) => entry.Id === '1' || entry.Id === '4')
        .map((entry) => ({ Id: entry.Id, SenderFault: false, Code: 'InternalError' })),
    }))
    await expect(queue().enqueue(messages(15))).rejects.toThrow('4 of 15 messages could not be queued')
    // Two batches; each tries its two failing entries again until the tries run out.
    expect(inputs()).toHaveLength(2 * SQS_MAX_TRIES)
    expect(inputs().filter((input) => input.Entries?.length === 2)).toHaveLength(2 * (SQS_MAX_TRIES - 1))
  })

  it('does not send again an entry SQS blames on the sender, and counts it failed', async () => {
    sqs.on(SendMessageBatchCommand).resolvesOnce({
      Successful: [],
      Failed: [{ Id: '2', SenderFault: true, Code: 'InvalidMessageContents' }],
    })
    await expect(queue().enqueue(messages(5))).rejects.toThrow('1 of 5 messages could not be queued')
    expect(inputs()).toHaveLength(1)
  })

  it('lets a failure of the whole request through', async () => {
    sqs.on(SendMessageBatchCommand).rejects(Object.assign(new Error('denied'), { name: 'AccessDenied' }))
    await expect(queue().enqueue(messages(3))).rejects.toThrow('denied')
  })
})
