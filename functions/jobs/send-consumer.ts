import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware'
import middy from '@middy/core'
import type { SQSRecord } from 'aws-lambda'
import type { FeedReadRequested, FeedsDue } from '../../events/feed-messages'
import type { KitRenderRequested } from '../../events/kit-render-requested'
import { type QueueMessage, QueueMessage as QueueMessageSchema } from '../../events/queue-message'
import { fireFollowUp } from '../automation/fire'
import { endPause } from '../automation/pauses'
import type { Ports } from '../platform/container'
import { correlationIdOf, withCorrelationId } from '../platform/correlation'
import { depsFromEnvironment } from '../platform/environment-deps'
import { logger } from '../platform/logger'
import { functionMetrics } from '../platform/metrics'
import { identitiesPort } from '../platform/wiring/identities'
import { mailDomainsPort, mailerPort } from '../platform/wiring/mailer'
import { schedulerPort } from '../platform/wiring/scheduler'
import type { Deps } from '../ports/deps'
import { deliverSend } from '../sending/deliver'
import { checkDomainWhenDue } from '../sending/identity/sending-domain'
import { recheckSends } from '../sending/recheck'
import { eachRecordAlone } from './batch-response'

/** Counted as the send consumer: sends, follow-ups fired, records not handled. */
const metrics = functionMetrics('send-consumer')

/**
 * Sends, follow-ups, pauses and sending-domain checks. No queue: what this consumer hands on waits in a schedule, and a
 * recheck delivers its sends itself, so it needs no right to send to its own queue.
 */
export const sendConsumerPorts: Ports = {
  mailer: mailerPort,
  mailDomains: mailDomainsPort,
  scheduler: schedulerPort,
  // The scheduled check of a founder's pending sending domain.
  identities: identitiesPort,
  metrics: () => metrics.port,
}

/**
 * Kit renders, which share this queue on the embedded stack only: the stack hands the renderer in with
 * its ports (render-kit.ts). In AWS renders have their own queue and function, and this one's bundle
 * leaves the renderer out.
 */
export interface KitRenders {
  renderKit: (deps: Deps, message: KitRenderRequested) => Promise<unknown>
}

/** Feed reads, which share this queue on the embedded stack only (read-feeds.ts is AWS's reader). */
export interface FeedReads {
  readFeeds: (deps: Deps, message: FeedsDue | FeedReadRequested) => Promise<unknown>
}

/**
 * The send queue's consumer (SQS in AWS, the table's queue on the embedded default): sends to
 * deliver or look at again, follow-ups come due and pauses that ended. Each record arrives at least once; every
 * handler is idempotent, and a record that fails is reported alone so the rest of its batch is not
 * retried.
 */
export function sendConsumer(depsOf: () => Promise<Deps>, renders?: KitRenders, feeds?: FeedReads) {
  // Each record under its message's correlation id (correlation.ts), its failure logged and counted.
  const consume = (record: SQSRecord) =>
    withCorrelationId(correlationIdOf(record), async () => {
      try {
        await handle(await depsOf(), QueueMessageSchema.parse(JSON.parse(record.body)), renders, feeds)
        return true
      } catch (error) {
        metrics.port.count('HandledError')
        logger.warn('queue message not handled; will be retried', {
          messageId: record.messageId,
          error: String(error),
        })
        return false
      }
    })
  return eachRecordAlone(consume)
}

/** The Lambda: Powertools' context on each log line, the invocation's counts published at its end. */
export const handler = middy(sendConsumer(depsFromEnvironment(sendConsumerPorts, 'The send consumer')))
  .use(injectLambdaContext(logger))
  .use(metrics.middleware)

function handle(
  deps: Deps,
  message: QueueMessage,
  renders?: KitRenders,
  feeds?: FeedReads,
): Promise<unknown> {
  switch (message.type) {
    case 'SendRequested':
      return deliverSend(deps, message)
    case 'SendsRecheck':
      return recheckSends(deps, message)
    case 'FollowUpDue':
      return fireFollowUp(deps, message)
    case 'PauseEnded':
      return endPause(deps, message)
    case 'DomainCheckDue':
      return checkDomainWhenDue(deps, message)
    case 'KitRenderRequested':
      if (!renders) throw new Error('Kit renders have their own queue here; this consumer does not render')
      return renders.renderKit(deps, message)
    case 'FeedsDue':
    case 'FeedReadRequested':
      if (!feeds) throw new Error('Feeds have their own queue here; this consumer does not read them')
      return feeds.readFeeds(deps, message)
  }
}
