import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware'
import middy from '@middy/core'
import type { S3Event } from 'aws-lambda'
import { s3Blobs } from '../adapters/aws/s3-blobs'
import type { Ports } from '../platform/container'
import { withCorrelationId } from '../platform/correlation'
import { depsFromEnvironment } from '../platform/environment-deps'
import { logger } from '../platform/logger'
import { functionMetrics } from '../platform/metrics'
import { INBOUND_MAIL_NEEDS } from '../platform/needs'
import { withinBucketNeeds } from '../platform/scoped-blobs'
import { blobsPort } from '../platform/wiring/blobs'
import { mailDomainsPort, mailerPort } from '../platform/wiring/mailer'
import { queuePort } from '../platform/wiring/queue'
import { schedulerPort } from '../platform/wiring/scheduler'
import type { Blobs } from '../ports/blobs'
import { type InboundResult, receiveInbound } from '../sending/inbound'

const OWNER = 'The inbound mail receiver'

/** Counted as inbound mail: replies, bounces, complaints, and the sends of founders' answers. */
const metrics = functionMetrics('inbound-mail')

/**
 * What receiving needs: the scheduler (a reply cancels follow-ups' schedules), the mailer (a person's
 * reply is forwarded to the founder), the send queue (the founder's answer from their own mail goes
 * out through it), and the bucket under conversations/ only, as its Lambda is granted
 * (infra/aws/stacks/mail-stack.ts).
 */
export const inboundMailPorts: Ports = {
  scheduler: schedulerPort,
  mailer: mailerPort,
  // Only for the type of the founder's answer: queued here, it is checked where it is delivered.
  mailDomains: mailDomainsPort,
  queue: queuePort,
  blobs: (config, base) => withinBucketNeeds(blobsPort(config, base), INBOUND_MAIL_NEEDS, OWNER),
  metrics: () => metrics.port,
}

const deps = depsFromEnvironment(inboundMailPorts, OWNER)

/** The receipt bucket a record names, read through one S3 client for the container's life. */
const buckets = new Map<string, Blobs>()
function bucketOf(name: string, region: string): Blobs {
  const key = `${region}/${name}`
  const known = buckets.get(key)
  if (known) return known
  const bucket = s3Blobs({ bucket: name, region })
  buckets.set(key, bucket)
  return bucket
}

/**
 * SES receipt rule → inbound bucket → here (AWS only): each stored message is read raw and handed to
 * the use case the embedded stack's /dev/inbound calls. Receiving one twice is harmless.
 */
async function receiveEach(event: S3Event): Promise<void> {
  for (const record of event.Records) {
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '))
    // The receipt rule stores each message under SES's id for it: the correlation id of what follows.
    // Not its Message-ID header: shaped like an address (id@host), the logs' redaction would hide it.
    await withCorrelationId(key.split('/').pop(), async () => {
      const raw = await bucketOf(record.s3.bucket.name, record.awsRegion).getBytes(key)
      // Gone already (the bucket's lifecycle, or a redelivery after it): nothing left to receive.
      if (!raw) {
        logger.warn('inbound message not in its bucket; skipped', { bucket: record.s3.bucket.name, key })
        return
      }
      countReceived(await receiveInbound(await deps(), Buffer.from(raw)))
    })
  }
}

/** Replies, bounces and complaints from journalists, once per message: not the founder's own answers. */
function countReceived(result: InboundResult) {
  if (result.duplicate || result.founderAnswer) return
  if (result.kind === 'human_reply') metrics.port.count('ReplyReceived')
  if (result.kind === 'bounce_hard' || result.kind === 'bounce_soft') metrics.port.count('Bounce')
  if (result.kind === 'unsubscribe_or_complaint') metrics.port.count('Complaint')
}

/** The Lambda: Powertools' context on each log line, the invocation's counts published at its end. */
export const handler = middy(receiveEach).use(injectLambdaContext(logger)).use(metrics.middleware)
