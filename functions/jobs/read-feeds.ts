import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware'
import middy from '@middy/core'
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda'
import { FeedReadRequested, FeedsDue } from '../../events/feed-messages'
import * as z from '../../shared/contracts/zod'
import { afterFeedRead } from '../feeds/after-read'
import { fanOutDueFeeds, readRequestedFeed } from '../feeds/feeds'
import { config } from '../platform/config'
import type { Ports } from '../platform/container'
import { correlationIdOf, withCorrelationId } from '../platform/correlation'
import { depsFromEnvironment } from '../platform/environment-deps'
import { logger } from '../platform/logger'
import { functionMetrics } from '../platform/metrics'
import { feedFetcherPort } from '../platform/wiring/pages'
import { feedQueuePort } from '../platform/wiring/queue'
import { searchPort } from '../platform/wiring/search'
import type { Deps } from '../ports/deps'

/**
 * What reading feeds uses: the guarded fetcher, the feed queue (FeedsDue's fan-out) and the search
 * index, published when a read changes journalists.
 */
export const feedReaderPorts: Ports = {
  feedFetcher: feedFetcherPort,
  feedQueue: feedQueuePort,
  search: searchPort,
}

const FeedMessage = z.discriminatedUnion('type', [FeedsDue, FeedReadRequested])
export type FeedMessage = z.infer<typeof FeedMessage>

/** FeedsDue fans out; FeedReadRequested reads one feed. `configured` is the operator's FEED_URLS. */
export function handleFeedMessage(deps: Deps, message: FeedMessage, configured: string[]) {
  return message.type === 'FeedsDue'
    ? fanOutDueFeeds(deps, message, configured)
    : readRequestedFeed(deps, message, afterFeedRead)
}

/** Counted as the feed reader: records not handled. */
const metrics = functionMetrics('feed-reader')

/**
 * The feed queue's consumer in AWS: the recurring schedule's FeedsDue and one FeedReadRequested per
 * due feed, each failing alone. On the embedded default the job queue's consumer reads feeds instead.
 */
const deps = depsFromEnvironment(feedReaderPorts, 'The feed reader')

async function readEach(event: SQSEvent): Promise<SQSBatchResponse> {
  const failures: SQSBatchResponse['batchItemFailures'] = []
  await Promise.all(
    event.Records.map((record) =>
      withCorrelationId(correlationIdOf(record), async () => {
        try {
          await handleFeedMessage(
            await deps(),
            FeedMessage.parse(JSON.parse(record.body)),
            config().FEED_URLS,
          )
        } catch (error) {
          metrics.port.count('HandledError')
          logger.warn('feed message not handled; will be retried', {
            messageId: record.messageId,
            error: String(error),
          })
          failures.push({ itemIdentifier: record.messageId })
        }
      }),
    ),
  )
  return { batchItemFailures: failures }
}

/** The Lambda: Powertools' context on each log line, the invocation's counts published at its end. */
export const handler = middy(readEach).use(injectLambdaContext(logger)).use(metrics.middleware)
