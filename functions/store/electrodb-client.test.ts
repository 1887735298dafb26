import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb'
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb'
import { describe, expect, it } from 'vitest'
import { mockDocumentClient } from '../../test/support/document-client-mock'
import { isConditionFailure } from './conditions'
import { createStore } from './store'

const newStore = () => createStore({ table: 'pressroom', region: 'eu-west-1' })
const token = { user_id: 'u1', token_id: 't1', ttl: 1 }

describe("the store's DynamoDB client", () => {
  const dynamodb = mockDocumentClient()

  it('sends ElectroDB’s requests as the document client’s commands, to the one table, without undefined values', async () => {
    dynamodb().on(PutCommand).resolves({})
    await newStore()
      .companies.create({
        user_id: 'u1',
        company_id: 'c1',
        name: 'Acme',
        location: undefined,
        created_at: '2026-12-02T09:00:00.000Z',
        updated_at: '2026-12-02T09:00:00.000Z',
      })
      .go()
    const [put] = dynamodb().commandCalls(PutCommand)
    expect(put?.args[0].input).toMatchObject({ TableName: 'pressroom', Item: { name: 'Acme' } })
    expect(Object.keys(put?.args[0].input.Item ?? {})).not.toContain('location')
  })

  it("reads DynamoDB's failed condition as one, through ElectroDB's error", async () => {
    dynamodb()
      .on(PutCommand)
      .rejects(
        new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }),
      )
    const failure = await newStore()
      .revokedTokens.create(token)
      .go()
      .catch((error: unknown) => error)
    expect(isConditionFailure(failure)).toBe(true)
    expect(isConditionFailure(new Error('ProvisionedThroughputExceededException'))).toBe(false)
  })

  it("reads a cancelled transaction's reasons, item by item", async () => {
    dynamodb()
      .on(TransactWriteCommand)
      .rejects(
        new TransactionCanceledException({
          message: 'Transaction cancelled, please refer cancellation reasons for specific reasons',
          CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Message: 'taken' }],
          $metadata: {},
        }),
      )
    const { canceled, data } = await newStore()
      .transaction.write(({ revokedTokens }) => [
        revokedTokens.create(token).commit(),
        revokedTokens.create({ ...token, token_id: 't2' }).commit(),
      ])
      .go()
    expect(canceled).toBe(true)
    expect(data.map((item) => item.code)).toEqual(['None', 'ConditionalCheckFailed'])
  })
})

describe("the store's DynamoDB client, over the SDK's own retries", () => {
  /** A DynamoDB on loopback answering from a script, one answer a request, recording each operation. */
  async function dynamoDbAnswering(answers: { status: number; body: unknown }[]) {
    const operations: string[] = []
    const server = createServer((request, response) => {
      operations.push(String(request.headers['x-amz-target']))
      request.resume().on('end', () => {
        const { status, body } = answers.shift() ?? { status: 500, body: {} }
        response.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' }).end(JSON.stringify(body))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    return { endpoint: `http://127.0.0.1:${port}`, operations, close: () => server.close() }
  }
  const throttled = {
    status: 400,
    body: {
      __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
      message: 'The level of configured provisioned throughput for the table was exceeded',
    },
  }

  it('asks again after DynamoDB throttles, and answers with the item once it is served', async () => {
    const dynamodb = await dynamoDbAnswering([
      throttled,
      throttled,
      {
        status: 200,
        body: {
          Item: {
            user_id: { S: 'u1' },
            token_id: { S: 't1' },
            ttl: { N: '7' },
            __edb_e__: { S: 'revoked_token' },
            __edb_v__: { S: '1' },
          },
        },
      },
    ])
    try {
      const store = createStore({
        table: 'pressroom',
        region: 'eu-west-1',
        endpoint: dynamodb.endpoint,
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      })
      const { data } = await store.revokedTokens.get({ user_id: 'u1', token_id: 't1' }).go()
      expect(data).toMatchObject({ user_id: 'u1', token_id: 't1', ttl: 7 })
      expect(dynamodb.operations).toEqual(Array(3).fill('DynamoDB_20120810.GetItem'))
    } finally {
      dynamodb.close()
    }
  })
})
