import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bodyOf, sdkSignature } from '../../../test/support/aws-signature'
import { secretsManagerReader } from './secrets-manager'
import { AwsError } from './signed-fetch'

const SECRET_KEY = 'loopback-secret'
const ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:pressroom-app-AbCdEf'

/**
 * Secrets Manager's JSON protocol on loopback, as far as Pressroom uses it (GetSecretValue): it checks
 * each request's signature with the AWS SDK's signer and the region it claims, and answers with the
 * secret `stored` holds under the ARN asked for, or ResourceNotFoundException.
 */
let server: Server
let endpoint: string
let stored: Record<string, Record<string, unknown>> = {}
let requests = 0

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const raw = await bodyOf(request)
    requests++
    const reply = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(body))
    const { given, expected, region } = await sdkSignature(
      request,
      { service: 'secretsmanager', secretAccessKey: SECRET_KEY },
      raw,
    )
    if (!given || given !== expected || region !== 'eu-west-1')
      return reply(400, { __type: 'InvalidSignatureException', message: 'bad signature' })
    if (request.headers['x-amz-target'] !== 'secretsmanager.GetSecretValue')
      return reply(400, { __type: 'InvalidAction', message: 'unknown target' })
    const { SecretId } = JSON.parse(raw.toString()) as { SecretId: string }
    const secret = stored[SecretId]
    if (!secret)
      return reply(400, {
        __type: 'ResourceNotFoundException',
        Message: "Secrets Manager can't find the secret",
      })
    reply(200, { ARN: SecretId, Name: 'pressroom-app', ...secret })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

beforeEach(() => {
  stored = {}
  requests = 0
})

const reader = (secretAccessKey = SECRET_KEY) =>
  secretsManagerReader({ endpoint, credentials: async () => ({ accessKeyId: 'LOOPBACK', secretAccessKey }) })

describe('Secrets Manager through signed fetch', () => {
  it("reads a secret's text, signed for the region its ARN names", async () => {
    stored[ARN] = { SecretString: '{"OPENAI_API_KEY":"sk-test"}' }
    await expect(reader()(ARN)).resolves.toBe('{"OPENAI_API_KEY":"sk-test"}')
    expect(requests).toBe(1)
  })

  it('answers undefined for a secret that holds binary data instead', async () => {
    stored[ARN] = { SecretBinary: 'AAEC' }
    await expect(reader()(ARN)).resolves.toBeUndefined()
  })

  it('throws what Secrets Manager refused, by its name, and a signature made with the wrong key is refused', async () => {
    const missing = await reader()(ARN).catch((error: unknown) => error)
    expect(missing).toBeInstanceOf(AwsError)
    expect(missing).toMatchObject({ code: 'ResourceNotFoundException', status: 400 })
    expect(String(missing)).toContain("can't find the secret")

    stored[ARN] = { SecretString: '{}' }
    await expect(reader('not-the-key')(ARN)).rejects.toMatchObject({ code: 'InvalidSignatureException' })
  })

  it('refuses what is not an ARN before asking anything', async () => {
    await expect(reader()('pressroom-app')).rejects.toThrow("Not a secret's ARN")
    expect(requests).toBe(0)
  })
})
