import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware'
import middy from '@middy/core'
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda'
import { KitRenderRequested } from '../../events/kit-render-requested'
import type { Ports } from '../platform/container'
import { correlationIdOf, withCorrelationId } from '../platform/correlation'
import { depsFromEnvironment } from '../platform/environment-deps'
import { logger } from '../platform/logger'
import { functionMetrics } from '../platform/metrics'
import { withinBucketNeeds } from '../platform/scoped-blobs'
import { blobsPort } from '../platform/wiring/blobs'
import { pdfPort } from '../platform/wiring/pdf'
import { renderKit } from '../press-kit/render'

/** What rendering a kit uses: the kit's assets and PDFs (kits/ alone, as its role is granted), and Chromium. */
export const kitRenderPorts: Ports = {
  blobs: (config, deps) => withinBucketNeeds(blobsPort(config, deps), ['kits:write'], 'The kit renderer'),
  pdf: pdfPort,
}

/**
 * The render queue's consumer in AWS: one kit at a time (Chromium takes the function's memory), a
 * failure reported alone so SQS redelivers only it. On the embedded default the job queue's consumer
 * renders instead (functions/jobs/send-consumer.ts).
 */
const deps = depsFromEnvironment(kitRenderPorts, 'The kit renderer')

/** Counted as the kit renderer: renders not finished. */
const metrics = functionMetrics('kit-renderer')

async function renderEach(event: SQSEvent): Promise<SQSBatchResponse> {
  const failures: SQSBatchResponse['batchItemFailures'] = []
  for (const record of event.Records) {
    await withCorrelationId(correlationIdOf(record), async () => {
      try {
        await renderKit(await deps(), KitRenderRequested.parse(JSON.parse(record.body)))
      } catch (error) {
        metrics.port.count('HandledError')
        logger.warn('kit render not finished; will be retried', {
          messageId: record.messageId,
          error: String(error),
        })
        failures.push({ itemIdentifier: record.messageId })
      }
    })
  }
  return { batchItemFailures: failures }
}

/** The Lambda: Powertools' context on each log line, the invocation's counts published at its end. */
export const handler = middy(renderEach).use(injectLambdaContext(logger)).use(metrics.middleware)
