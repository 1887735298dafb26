import { once } from 'node:events'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultProvider } from './lambda-credentials'

afterEach(() => vi.unstubAllEnvs())

function stubRoleEnvironment() {
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'role-key-id')
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'role-secret')
  vi.stubEnv('AWS_SESSION_TOKEN', 'role-session')
}

describe("the Lambda bundles' credential provider", () => {
  it("reads the execution role's credentials from the environment", async () => {
    stubRoleEnvironment()
    await expect(defaultProvider()()).resolves.toMatchObject({
      accessKeyId: 'role-key-id',
      secretAccessKey: 'role-secret',
      sessionToken: 'role-session',
    })
  })

  it('refuses, saying so, when the environment has none', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', '')
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', '')
    await expect(defaultProvider()()).rejects.toThrow(/environment/i)
  })

  it('signs what an SDK client sends when it stands in for the default chain', async () => {
    stubRoleEnvironment()
    const seen: IncomingHttpHeaders[] = []
    const server = createServer((request, response) => {
      seen.push(request.headers)
      request.resume()
      response.setHeader('content-type', 'application/x-amz-json-1.0')
      response.end(JSON.stringify({ TableNames: ['pressroom'] }))
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    try {
      const client = new DynamoDBClient({
        region: 'eu-west-1',
        endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        // What the bundles' alias does to every client: the default chain is this provider.
        credentialDefaultProvider: defaultProvider,
      })
      await expect(client.send(new ListTablesCommand({}))).resolves.toMatchObject({
        TableNames: ['pressroom'],
      })
      expect(seen[0]?.authorization).toContain('Credential=role-key-id/')
      expect(seen[0]?.['x-amz-security-token']).toBe('role-session')
    } finally {
      server.close()
    }
  })
})
