import type { SQSEvent } from 'aws-lambda'
import { describe, expect, it } from 'vitest'
import type { KitRenderRequested } from '../../events/kit-render-requested'
import { writtenLines } from '../../test/support/written-lines'
import type { Deps } from '../ports/deps'
import { sendConsumer } from './send-consumer'

const render: KitRenderRequested = {
  type: 'KitRenderRequested',
  version: 1,
  userId: 'user-1',
  kitId: 'kit-1',
  kitVersion: 2,
}

function batch(...bodies: unknown[]): SQSEvent {
  return {
    Records: bodies.map((body, i) => ({ messageId: `m${i + 1}`, body: JSON.stringify(body) })),
  } as SQSEvent
}

// Kit renders only: what they need of the dependencies is the renderer's business.
const deps = async () => ({}) as Deps

describe('the send queue consumer and kit renders', () => {
  it('hands a kit render to the renderer the embedded stack gives it', async () => {
    const rendered: KitRenderRequested[] = []
    const consume = sendConsumer(deps, { renderKit: async (_, message) => rendered.push(message) })

    const result = await consume(batch(render))

    expect(result.batchItemFailures).toEqual([])
    expect(rendered).toEqual([render])
  })

  it('reports a kit render as not handled where renders have their own queue (AWS), for SQS to retry', async () => {
    const consume = sendConsumer(deps)

    const stderr = writtenLines(process.stderr)
    const result = await consume(batch(render))
    stderr.stop()

    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm1' }])
  })

  it("logs each record under its message's correlation id, else under the record's own id", async () => {
    const consume = sendConsumer(deps)

    const stderr = writtenLines(process.stderr)
    await consume(batch({ ...render, correlationId: 'req-7' }, render))
    const logged = stderr.stop().map((line) => JSON.parse(line))

    expect(logged).toEqual([
      expect.objectContaining({
        message: 'queue message not handled; will be retried',
        correlation_id: 'req-7',
      }),
      expect.objectContaining({
        message: 'queue message not handled; will be retried',
        correlation_id: 'm2',
      }),
    ])
  })
})
