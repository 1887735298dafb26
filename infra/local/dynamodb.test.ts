import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb'
import { describe, expect, it } from 'vitest'
import { LOCAL_CREDENTIALS } from '../../functions/platform/wiring/local-credentials'
import { startDynamoDb } from './dynamodb'
import { freePort } from './ports'

describe('the embedded DynamoDB Local', () => {
  it('starts on another port when the one it was given is taken before Java binds it', {
    timeout: 180_000,
  }, async () => {
    // Another process holding the port between the check and Java's bind, as parallel tests can.
    const squatter = createServer()
    squatter.listen(0, '0.0.0.0')
    await once(squatter, 'listening')
    const taken = (squatter.address() as { port: number }).port
    const given = [taken]
    const directory = mkdtempSync(join(tmpdir(), 'pressroom-dynamodb-'))
    const db = await startDynamoDb({ directory, tableName: 'ports-test', region: 'us-east-1' }, async () =>
      given.length ? (given.shift() as number) : freePort(),
    )
    try {
      expect(new URL(db.endpoint).port).not.toBe(String(taken))
      const client = new DynamoDBClient({
        endpoint: db.endpoint,
        region: 'us-east-1',
        credentials: LOCAL_CREDENTIALS,
      })
      expect((await client.send(new ListTablesCommand({}))).TableNames).toEqual(['ports-test'])
      client.destroy()
    } finally {
      await db.stop()
      squatter.close()
      rmSync(directory, { recursive: true, force: true })
    }
  })
})
