import {
  GetSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager'
import { type AwsClientStub, mockClient } from 'aws-sdk-client-mock'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { awsJsonService, ok, refusal, retriesWithoutWaits } from '../../../test/support/aws-json-service'
import { secretsManagerReader } from './secrets-manager'

const ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:pressroom-app-AbCdEf'
const ARN_ELSEWHERE = 'arn:aws:secretsmanager:us-east-2:123456789012:secret:pressroom-other-GhIjKl'

describe('the Secrets Manager reader', () => {
  let secrets: AwsClientStub<SecretsManagerClient>
  beforeAll(() => {
    secrets = mockClient(SecretsManagerClient)
  })
  afterAll(() => secrets.restore())
  beforeEach(() => secrets.reset())

  const regionsAsked = () =>
    Promise.all(secrets.calls().map((call) => (call.thisValue as SecretsManagerClient).config.region()))

  it("reads a secret's text with GetSecretValue, asked of the region its ARN names", async () => {
    secrets.on(GetSecretValueCommand).resolves({ ARN, SecretString: '{"OPENAI_API_KEY":"sk-test"}' })
    await expect(secretsManagerReader()(ARN)).resolves.toBe('{"OPENAI_API_KEY":"sk-test"}')
    expect(secrets.commandCalls(GetSecretValueCommand).map((call) => call.args[0].input)).toEqual([
      { SecretId: ARN },
    ])
    await expect(regionsAsked()).resolves.toEqual(['eu-west-1'])
  })

  it('keeps one client for each region it reads from', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: '{}' })
    const read = secretsManagerReader()
    await read(ARN)
    await read(ARN_ELSEWHERE)
    await read(ARN)
    await expect(regionsAsked()).resolves.toEqual(['eu-west-1', 'us-east-2', 'eu-west-1'])
    const [first, second, third] = secrets.calls().map((call) => call.thisValue)
    expect(third).toBe(first)
    expect(second).not.toBe(first)
  })

  it('answers undefined for a secret that holds binary data instead', async () => {
    secrets.on(GetSecretValueCommand).resolves({ ARN, SecretBinary: new Uint8Array([0, 1, 2]) })
    await expect(secretsManagerReader()(ARN)).resolves.toBeUndefined()
  })

  it('throws what Secrets Manager refused, as it came', async () => {
    const missing = new ResourceNotFoundException({
      message: "Secrets Manager can't find the specified secret.",
      $metadata: { httpStatusCode: 400 },
    })
    secrets.on(GetSecretValueCommand).rejects(missing)
    await expect(secretsManagerReader()(ARN)).rejects.toBe(missing)
  })

  it('refuses what is not an ARN before asking anything', async () => {
    await expect(secretsManagerReader()('pressroom-app')).rejects.toThrow("Not a secret's ARN")
    expect(secrets.calls()).toHaveLength(0)
  })
})

/**
 * The same reader with the SDK client's whole stack running (signing, retries, the parsing of a
 * refusal), answered by Secrets Manager's JSON protocol in place of its HTTP handler.
 */
describe('the Secrets Manager reader over its JSON protocol', () => {
  const service = awsJsonService()
  beforeEach(() => service.reset())

  const reader = () =>
    secretsManagerReader({
      client: {
        credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
        requestHandler: service.requestHandler,
        retryStrategy: retriesWithoutWaits(),
      },
    })

  it('signs its GetSecretValue and asks again after a throttle, as the SDK does', async () => {
    service.answer(
      'GetSecretValue',
      refusal('ThrottlingException', 'Rate exceeded'),
      refusal('ThrottlingException', 'Rate exceeded'),
      ok({ ARN, Name: 'pressroom-app', SecretString: '{}' }),
    )
    await expect(reader()(ARN)).resolves.toBe('{}')
    expect(service.requests).toEqual(
      Array(3).fill({ operation: 'GetSecretValue', signed: true, input: { SecretId: ARN } }),
    )
  })

  it("throws a throttle that outlasts the SDK's attempts, by its name", async () => {
    service.answer('GetSecretValue', ...Array(5).fill(refusal('ThrottlingException', 'Rate exceeded')))
    await expect(reader()(ARN)).rejects.toMatchObject({
      name: 'ThrottlingException',
      message: 'Rate exceeded',
    })
    expect(service.requests).toHaveLength(3)
  })

  it("throws a refusal by its name, in Secrets Manager's words, without asking again", async () => {
    service.answer('GetSecretValue', {
      status: 400,
      body: {
        __type: 'ResourceNotFoundException',
        Message: "Secrets Manager can't find the specified secret.",
      },
    })
    const missing = await reader()(ARN).catch((error: unknown) => error)
    expect(missing).toBeInstanceOf(ResourceNotFoundException)
    expect(missing).toMatchObject({
      name: 'ResourceNotFoundException',
      message: "Secrets Manager can't find the specified secret.",
      $metadata: { httpStatusCode: 400 },
    })
    expect(service.requests).toHaveLength(1)
  })
})
