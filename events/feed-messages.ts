import * as z from '../shared/contracts/zod'
import { correlationId } from './correlation-id'

/**
 * FeedsDue v1: time to look for feeds whose next read has come. In AWS a recurring EventBridge
 * Scheduler schedule puts it on the feed queue; on the embedded stack it is a one-off schedule that
 * books the next one (`everyMinutes`), as the local scheduler keeps only one-off schedules.
 */
export const FeedsDue = z.object({
  type: z.literal('FeedsDue'),
  version: z.literal(1),
  everyMinutes: z.optional(z.number().check(z.int(), z.gte(1), z.lte(1440))),
  correlationId,
})
export type FeedsDue = z.infer<typeof FeedsDue>

/**
 * FeedReadRequested v1: read one publication's feed now. Produced by FeedsDue's fan-out, one per due
 * feed; consumed by the feed reader. Reading twice is harmless: articles are kept once by link.
 */
export const FeedReadRequested = z.object({
  type: z.literal('FeedReadRequested'),
  version: z.literal(1),
  feedId: z.string().check(z.minLength(1)),
  correlationId,
})
export type FeedReadRequested = z.infer<typeof FeedReadRequested>
