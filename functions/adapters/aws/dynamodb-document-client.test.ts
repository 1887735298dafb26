import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactGetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bodyOf, sdkSignature } from '../../../test/support/aws-signature'
import { isConditionFailure } from '../../store/conditions'
import { DOCUMENT_COMMANDS, type DynamoDbError, dynamoDbDocumentClient } from './dynamodb-document-client'

const SECRET = 'loopback-secret'
const REGION = 'eu-west-1'

interface Received {
  target: string
  body: unknown
}

/**
 * DynamoDB's JSON protocol on loopback: it checks each request's signature with the AWS SDK's signer,
 * records its target and body, and gives the answer `answer` holds for the operation (in DynamoDB's
 * wire form), or the refusals queued in `refusals` first.
 */
let server: Server
let endpoint: string
let received: Received[] = []
let answers: Record<string, unknown> = {}
/** In `refusals`: the connection is cut once the request is in, with no answer. */
const CUT = { status: 0, body: {} }
let refusals: { status: number; body: Record<string, unknown> }[] = []

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const raw = await bodyOf(request)
    const reply = (status: number, body: unknown) =>
      response
        .writeHead(status, { 'content-type': 'application/x-amz-json-1.0' })
        .end(typeof body === 'string' ? body : JSON.stringify(body))
    const { given, expected, region } = await sdkSignature(
      request,
      { service: 'dynamodb', secretAccessKey: SECRET },
      raw,
    )
    if (!given || given !== expected || region !== REGION)
      return reply(400, {
        __type: 'com.amazon.coral.service#InvalidSignatureException',
        message: 'bad signature',
      })
    const target = String(request.headers['x-amz-target']).replace('DynamoDB_20120810.', '')
    received.push({ target, body: JSON.parse(raw.toString()) })
    const refusal = refusals.shift()
    if (refusal === CUT) return request.socket.destroy()
    if (refusal) return reply(refusal.status, refusal.body)
    reply(200, answers[target] ?? {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

beforeEach(() => {
  received = []
  answers = {}
  refusals = []
})

const credentials = { accessKeyId: 'LOOPBACK', secretAccessKey: SECRET }
const marshallOptions = { removeUndefinedValues: true }
const ours = () =>
  dynamoDbDocumentClient({ region: REGION, endpoint, credentials: async () => credentials, marshallOptions })
/** The AWS SDK's own document client, configured as the store configured it: the oracle. */
const theirs = () =>
  DynamoDBDocumentClient.from(new DynamoDBClient({ region: REGION, endpoint, credentials, maxAttempts: 3 }), {
    marshallOptions,
  })

type Name = keyof typeof DOCUMENT_COMMANDS
/** The SDK's commands by the same names. */
const SDK_COMMANDS: Record<Name, new (input: never) => object> = {
  GetCommand,
  PutCommand,
  UpdateCommand,
  DeleteCommand,
  QueryCommand,
  ScanCommand,
  BatchGetCommand,
  BatchWriteCommand,
  TransactGetCommand,
  TransactWriteCommand,
}
/** The same request through both clients: what each sent, and what each answered (SDK metadata aside). */
async function bothSend(name: Name, input: Record<string, unknown>) {
  received = []
  const mine = await ours().send(new DOCUMENT_COMMANDS[name](input))
  const sentByMine = received.map((r) => r.body)
  received = []
  const { $metadata, ...sdks } = (await theirs().send(
    new SDK_COMMANDS[name](input as never) as GetCommand,
  )) as {
    $metadata: unknown
  }
  const sentBySdk = received.map((r) => r.body)
  return { mine, sdks, sentByMine, sentBySdk }
}

// Every kind of value an item can hold, as the store gives it and as DynamoDB writes it.
const item = {
  pk: 'USER#1',
  sk: 'PITCH#2',
  count: 42,
  ratio: -1.5,
  sent: true,
  gone: null,
  empty: '',
  tags: ['a', 2, { deep: ['x'] }],
  meta: { nested: { level: 3 }, dropped: undefined },
  names: new Set(['ana', 'bo']),
  scores: new Set([1, 2]),
  bytes: new Uint8Array([0, 1, 254, 255]),
  missing: undefined,
}
const wireItem = {
  pk: { S: 'USER#1' },
  sk: { S: 'PITCH#2' },
  count: { N: '42' },
  ratio: { N: '-1.5' },
  sent: { BOOL: true },
  gone: { NULL: true },
  empty: { S: '' },
  tags: { L: [{ S: 'a' }, { N: '2' }, { M: { deep: { L: [{ S: 'x' }] } } }] },
  meta: { M: { nested: { M: { level: { N: '3' } } } } },
  names: { SS: ['ana', 'bo'] },
  scores: { NS: ['1', '2'] },
  bytes: { B: Buffer.from([0, 1, 254, 255]).toString('base64') },
}
const key = { pk: 'USER#1', sk: 'PITCH#2' }
const wireKey = { pk: { S: 'USER#1' }, sk: { S: 'PITCH#2' } }
const values = { ':count': 1, ':tags': ['a'], ':when': undefined }
const table = 'pressroom'

const OPERATIONS = [
  'GetItem',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'Query',
  'Scan',
  'BatchGetItem',
  'BatchWriteItem',
  'TransactGetItems',
  'TransactWriteItems',
]

describe('the DynamoDB document client over fetch, beside the AWS SDK', () => {
  // Each operation the store sends, with every part that holds items, keys or values filled in.
  const cases: [Name, Record<string, unknown>, Record<string, unknown>][] = [
    ['GetCommand', { TableName: table, Key: key }, { Item: wireItem }],
    [
      'PutCommand',
      {
        TableName: table,
        Item: item,
        ConditionExpression: 'attribute_not_exists(pk)',
        ReturnValues: 'ALL_OLD',
      },
      { Attributes: wireItem },
    ],
    [
      'UpdateCommand',
      {
        TableName: table,
        Key: key,
        UpdateExpression: 'SET #c = #c + :count, #t = :tags',
        ExpressionAttributeNames: { '#c': 'count', '#t': 'tags' },
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      },
      { Attributes: wireItem },
    ],
    [
      'DeleteCommand',
      {
        TableName: table,
        Key: key,
        ConditionExpression: '#c = :count',
        ExpressionAttributeNames: { '#c': 'count' },
        ExpressionAttributeValues: { ':count': 1 },
      },
      {},
    ],
    [
      'QueryCommand',
      {
        TableName: table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'USER#1' },
        ExclusiveStartKey: key,
        Limit: 2,
      },
      { Items: [wireItem, wireItem], Count: 2, ScannedCount: 2, LastEvaluatedKey: wireKey },
    ],
    [
      'ScanCommand',
      { TableName: table, FilterExpression: 'sent = :yes', ExpressionAttributeValues: { ':yes': true } },
      { Items: [wireItem], Count: 1, ScannedCount: 5 },
    ],
    [
      'BatchGetCommand',
      { RequestItems: { [table]: { Keys: [key, { pk: 'USER#1', sk: 'PITCH#3' }] } } },
      {
        Responses: { [table]: [wireItem] },
        UnprocessedKeys: { [table]: { Keys: [{ pk: { S: 'USER#1' }, sk: { S: 'PITCH#3' } }] } },
      },
    ],
    [
      'BatchWriteCommand',
      { RequestItems: { [table]: [{ PutRequest: { Item: item } }, { DeleteRequest: { Key: key } }] } },
      {
        UnprocessedItems: {
          [table]: [{ PutRequest: { Item: wireItem } }, { DeleteRequest: { Key: wireKey } }],
        },
      },
    ],
    [
      'TransactGetCommand',
      { TransactItems: [{ Get: { TableName: table, Key: key } }, { Get: { TableName: table, Key: key } }] },
      { Responses: [{ Item: wireItem }, {}] },
    ],
    [
      'TransactWriteCommand',
      {
        TransactItems: [
          {
            ConditionCheck: {
              TableName: table,
              Key: key,
              ConditionExpression: 'sent = :yes',
              ExpressionAttributeValues: { ':yes': true },
            },
          },
          { Put: { TableName: table, Item: item } },
          {
            Update: {
              TableName: table,
              Key: key,
              UpdateExpression: 'SET #c = :count',
              ExpressionAttributeNames: { '#c': 'count' },
              ExpressionAttributeValues: values,
            },
          },
          { Delete: { TableName: table, Key: key } },
        ],
        ClientRequestToken: 'token-1',
      },
      {},
    ],
  ]

  it.each(cases)('%s: sends what the SDK sends, and answers what it answers', async (name, input, answer) => {
    answers = Object.fromEntries(OPERATIONS.map((operation) => [operation, answer]))
    const { mine, sdks, sentByMine, sentBySdk } = await bothSend(name, input)
    expect(sentByMine).toHaveLength(1)
    expect(sentByMine).toEqual(sentBySdk)
    expect(mine).toStrictEqual(sdks)
  })

  it('covers every command ElectroDB builds', () => {
    const require = createRequire(import.meta.url)
    const source = readFileSync(join(dirname(require.resolve('electrodb')), 'src/client.js'), 'utf8')
    const used = new Set([...source.matchAll(/\blib\.(\w+)/g)].map((m) => m[1] as string))
    expect(used.size).toBe(10)
    expect([...used].filter((name) => !(name in DOCUMENT_COMMANDS))).toEqual([])
    expect(cases.map(([name]) => name).sort()).toEqual([...used].sort())
  })
})

const refusal = (status: number, type: string, more: Record<string, unknown> = {}) => ({
  status,
  body: { __type: `com.amazonaws.dynamodb.v20120810#${type}`, message: `${type} from the fake`, ...more },
})
const put = () => new DOCUMENT_COMMANDS.PutCommand({ TableName: table, Item: key })
const failureOf = (sending: Promise<unknown>) =>
  sending.then(
    () => expect.unreachable('the request succeeded'),
    (error: DynamoDbError) => error,
  )

describe("the DynamoDB document client's refusals and retries", () => {
  it('names a refusal as the SDK does, so a failed condition is told apart, and does not ask again', async () => {
    refusals = [refusal(400, 'ConditionalCheckFailedException')]
    const mine = await failureOf(ours().send(put()))
    refusals = [refusal(400, 'ConditionalCheckFailedException')]
    const sdks = await failureOf(theirs().send(new PutCommand({ TableName: table, Item: key })))
    expect(mine.name).toBe(sdks.name)
    expect(isConditionFailure(mine)).toBe(true)
    expect(mine.message).toContain('ConditionalCheckFailedException from the fake')
    expect(received).toHaveLength(2) // one each
  })

  it("gives a cancelled transaction's reasons as the SDK does, which ElectroDB reads per item", async () => {
    const reasons = [
      { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed', Item: wireKey },
      { Code: 'None' },
    ]
    const transaction = {
      TransactItems: [{ Put: { TableName: table, Item: key } }, { Delete: { TableName: table, Key: key } }],
    }
    refusals = [refusal(400, 'TransactionCanceledException', { CancellationReasons: reasons })]
    const mine = await failureOf(ours().send(new DOCUMENT_COMMANDS.TransactWriteCommand(transaction)))
    refusals = [refusal(400, 'TransactionCanceledException', { CancellationReasons: reasons })]
    const sdks = await failureOf(theirs().send(new TransactWriteCommand(transaction)))
    expect(mine.name).toBe('TransactionCanceledException')
    expect(mine.CancellationReasons).toEqual(reasons)
    expect(mine.CancellationReasons).toEqual(sdks.CancellationReasons)
  })

  it('asks again while DynamoDB throttles or fails, and gives up after three attempts', async () => {
    refusals = [refusal(400, 'ProvisionedThroughputExceededException'), refusal(500, 'InternalServerError')]
    answers = { PutItem: { Attributes: wireKey } }
    await expect(ours().send(put())).resolves.toEqual({ Attributes: key })
    expect(received).toHaveLength(3)

    received = []
    refusals = [
      'ThrottlingException',
      'RequestLimitExceeded',
      'ThrottlingException',
      'ThrottlingException',
    ].map((type) => refusal(400, type))
    const error = await failureOf(ours().send(put()))
    expect(error.name).toBe('ThrottlingException')
    expect(received).toHaveLength(3)
  })

  it('asks again when the connection is lost before an answer', async () => {
    refusals = [CUT]
    answers = { PutItem: { Attributes: wireKey } }
    await expect(ours().send(put())).resolves.toEqual({ Attributes: key })
    expect(received).toHaveLength(2)
  })

  it('is refused when it signs with the wrong secret', async () => {
    const stranger = dynamoDbDocumentClient({
      region: REGION,
      endpoint,
      credentials: async () => ({ ...credentials, secretAccessKey: 'not-the-secret' }),
    })
    const error = await failureOf(stranger.send(put()))
    expect(error.name).toBe('InvalidSignatureException')
    expect(received).toHaveLength(0)
  })

  it('names a refusal by its status when it is not JSON, and keeps the item a failed condition met', async () => {
    refusals = [{ status: 413, body: 'not json' as never }]
    const tooLarge = await failureOf(ours().send(put()))
    expect(tooLarge.name).toBe('HTTP413')

    refusals = [refusal(400, 'ConditionalCheckFailedException', { Item: wireKey })]
    const failed = await failureOf(ours().send(put()))
    expect(failed.Item).toEqual(wireKey)
  })

  it('stops when the caller aborts', async () => {
    const abort = new AbortController()
    abort.abort()
    await expect(ours().send(put(), { abortSignal: abort.signal })).rejects.toThrow(/abort/i)
    expect(received).toHaveLength(0)
  })
})
