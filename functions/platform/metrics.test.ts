import middy from '@middy/core'
import type { Context } from 'aws-lambda'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { writtenLines } from '../../test/support/written-lines'
import { functionMetrics } from './metrics'

const context = { functionName: 'pressroom-send-consumer', awsRequestId: 'req-1' } as Context

/** A consumer's Lambda entry that delivered one send. */
function consumerCountingASend() {
  const metrics = functionMetrics('send-consumer')
  const handler = middy(async () => metrics.port.count('PitchSent')).use(metrics.middleware)
  return () => handler({}, context)
}

afterEach(() => vi.unstubAllEnvs())

describe("a function's metrics", () => {
  it('publish a counted send in Lambda as one line of CloudWatch embedded metric format', async () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', context.functionName)
    const invoke = consumerCountingASend()

    const lines = writtenLines(process.stdout)
    await invoke()
    const [line = '', ...others] = lines.stop()

    expect(others).toEqual([])
    const emf = JSON.parse(line)
    expect(emf._aws.CloudWatchMetrics).toEqual([
      { Namespace: 'Pressroom', Dimensions: [['service']], Metrics: [{ Name: 'PitchSent', Unit: 'Count' }] },
    ])
    expect(emf).toMatchObject({ service: 'send-consumer', PitchSent: 1 })
    expect(emf._aws.Timestamp).toEqual(expect.any(Number))
  })

  it('write nothing where Lambda does not run the function: the embedded stack, the tests', async () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', '')
    const invoke = consumerCountingASend()

    const stdout = writtenLines(process.stdout)
    const stderr = writtenLines(process.stderr)
    await invoke()

    expect([...stdout.stop(), ...stderr.stop()]).toEqual([])
  })
})
